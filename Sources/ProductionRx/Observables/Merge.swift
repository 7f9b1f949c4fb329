// `merge` and everything built on it: `flatMap`, `flatMapFirst`, `concatMap`, `merge()`,
// `merge(maxConcurrent:)`, `concat()` of a sequence of sequences, and `merge` of a fixed set.
// One lock serialises every event from every inner sequence. Chapter 5 introduces merge of
// a fixed set; chapter 10 ("Combining and recovering") the rest; chapter 7 explains why
// `merge` of two `of`s interleaves.

// snippet:begin flat-map-extension
extension ObservableType {
    /// Turns each element into a sequence with `selector`, subscribes to every one of them at
    /// once, and sends all their elements, in the order they arrive.
    ///
    /// The result completes when the source and every inner sequence have completed; the
    /// first error, from the source, an inner sequence or `selector`, ends it.
    ///
    /// - seealso: [flatMap operator on reactivex.io](http://reactivex.io/documentation/operators/flatmap.html)
    /// - parameter selector: Makes the inner sequence of an element.
    /// - returns: The elements of every inner sequence, merged.
    @preconcurrency public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping @Sendable (Element) throws -> Source)
        -> Observable<Source.Element>
    {
        FlatMap(source: asObservable(), selector: selector, concurrency: .unlimited)
    }
}
// snippet:end flat-map-extension

extension ObservableType {
    /// `flatMap` that is busy while an inner sequence runs: an element that arrives then is
    /// dropped, and `selector` is not called for it.
    ///
    /// - seealso: [flatMapFirst operator on reactivex.io](http://reactivex.io/documentation/operators/flatmap.html)
    /// - parameter selector: Makes the inner sequence of an element that arrives while no
    ///   other runs.
    /// - returns: The elements of the inner sequences that ran.
    @preconcurrency public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping @Sendable (Element) throws -> Source)
        -> Observable<Source.Element>
    {
        FlatMap(source: asObservable(), selector: selector, concurrency: .dropWhileBusy)
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Subscribes to each sequence this sequence sends, as it arrives, and sends the
    /// elements of all of them, in the order they arrive.
    ///
    /// - seealso: [merge operator on reactivex.io](http://reactivex.io/documentation/operators/merge.html)
    /// - returns: The elements of the inner sequences, merged.
    public func merge() -> Observable<Element.Element> {
        Merge(source: asObservable(), concurrency: .unlimited)
    }

    /// `merge()` with at most `maxConcurrent` inner sequences subscribed at a time.
    ///
    /// Inner sequences that arrive while `maxConcurrent` are subscribed wait in a queue, in
    /// arrival order, and are subscribed as earlier ones complete.
    ///
    /// - seealso: [merge operator on reactivex.io](http://reactivex.io/documentation/operators/merge.html)
    /// - parameter maxConcurrent: How many inner sequences may run at once.
    /// - returns: The elements of the inner sequences, merged.
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        Merge(source: asObservable(), concurrency: .atMost(maxConcurrent))
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// The inner sequences one after the other: each starts when the one before it has
    /// completed.
    ///
    /// It is `merge(maxConcurrent: 1)`: inner sequences that arrive while one is running
    /// wait in a queue.
    ///
    /// - seealso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    /// - returns: The elements of every inner sequence, sequence by sequence.
    public func concat() -> Observable<Element.Element> {
        merge(maxConcurrent: 1)
    }
}

extension ObservableType {
    /// Turns each element into a sequence with `selector`, and runs those sequences one after
    /// the other.
    ///
    /// Each inner sequence is subscribed when the previous one has completed; `selector` is
    /// called as each element arrives.
    ///
    /// - seealso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    /// - parameter selector: Makes the inner sequence of an element.
    /// - returns: The elements of every inner sequence, sequence by sequence.
    @preconcurrency public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping @Sendable (Element) throws -> Source)
        -> Observable<Source.Element>
    {
        FlatMap(source: asObservable(), selector: selector, concurrency: .atMost(1))
    }
}

extension ObservableType {
    /// Subscribes to every source of the collection at once, and sends all their elements, in
    /// the order they arrive; completes when every source has.
    ///
    /// - seealso: [merge operator on reactivex.io](http://reactivex.io/documentation/operators/merge.html)
    /// - parameter sources: The sources.
    /// - returns: Their elements, merged.
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Observable<Element> where Collection.Element == Observable<Element> {
        MergeArray(sources: sources)
    }

    /// Subscribes to every source of the array at once, and sends all their elements, in the
    /// order they arrive; completes when every source has.
    ///
    /// - seealso: [merge operator on reactivex.io](http://reactivex.io/documentation/operators/merge.html)
    /// - parameter sources: The sources.
    /// - returns: Their elements, merged.
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        MergeArray(sources: sources)
    }

    /// Subscribes to every source given at once, and sends all their elements, in the order
    /// they arrive; completes when every source has.
    ///
    /// - seealso: [merge operator on reactivex.io](http://reactivex.io/documentation/operators/merge.html)
    /// - parameter sources: The sources.
    /// - returns: Their elements, merged.
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        MergeArray(sources: sources)
    }
}

// MARK: The sink of the whole family

/// What a merge sink does with an inner sequence that arrives while others run: the one
/// difference between the members of the family.
private enum MergeConcurrency {
    /// Subscribe to it at once: `merge()`, `flatMap`, `merge` of a fixed set.
    case unlimited
    /// Subscribe to at most this many at once; later ones wait their turn, in arrival order:
    /// `merge(maxConcurrent:)`, and with one, `concat()` and `concatMap`.
    case atMost(Int)
    /// Map no element at all while an inner sequence runs: `flatMapFirst`.
    case dropWhileBusy
}

// snippet:begin merge-sink
/// The observer of one inner sequence: takes the parent's lock for each event.
private final class MergeSinkIter<SourceElement, SourceSequence: ObservableConvertibleType, Observer: ObserverType>: ObserverType
where Observer.Element == SourceSequence.Element {
    private let parent: MergeSink<SourceElement, SourceSequence, Observer>
    /// Where this inner subscription is kept in the parent's `group`.
    private let disposeKey: CompositeDisposable.DisposeKey

    init(parent: MergeSink<SourceElement, SourceSequence, Observer>, disposeKey: CompositeDisposable.DisposeKey) {
        self.parent = parent
        self.disposeKey = disposeKey
    }

    // snippet:begin merge-sink-iter-on
    func on(_ event: Event<Observer.Element>) {
        // snippet:begin workbook-merge-sink-iter-on
        switch event {
        case .next:
            parent.lock.performLocked { parent.forwardOn(event) }
        case .error:
            // The flag is set inside the lock, so no other inner sequence's element can
            // follow the error; the disposing waits until the lock is released.
            parent.lock.performLocked {
                parent.forwardOn(event)
                parent.stopForwarding()
            }
            parent.dispose()
        case .completed:
            let (next, ended) = parent.lock.performLocked { parent.synchronized_innerCompleted() }

            // Tearing the finished inner subscription down runs its clean-up code, which
            // may wait for a lock held by a thread that is waiting for ours: never under
            // the lock. Nor is a waiting sequence that takes its place subscribed there.
            parent.group.remove(for: disposeKey)
            if let next {
                parent.subscribeInner(next)
            }
            if ended {
                parent.dispose()
            }
        }
        // snippet:end workbook-merge-sink-iter-on
    }
    // snippet:end merge-sink-iter-on
}

/// One subscription of the whole family: `merge()`, `flatMap`, `flatMapFirst`, `concatMap`,
/// `merge(maxConcurrent:)`, `concat()` and `merge` of a fixed set. It subscribes to each
/// inner sequence as it arrives (as far as `concurrency` allows), forwards their events under
/// one lock so that the observer never sees two at once, and completes when the source (or
/// the fixed set) and every inner sequence have completed.
///
/// The subscription to the source and one per inner sequence live in `group`, each under a
/// key of its own, so that a completed inner sequence leaves without disturbing the others.
/// Events are forwarded under `lock`; subscribing, tearing an inner subscription down and
/// disposing happen after it is released. Subclasses say how an element becomes an inner
/// sequence (`performMap`), and let go of what only the source needed when it completes
/// (`sourceCompleted`).
private class MergeSink<SourceElement, SourceSequence: ObservableConvertibleType, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == SourceSequence.Element {
    private let concurrency: MergeConcurrency

    let lock = RecursiveLock()
    /// The subscription to the source, and one per running inner sequence.
    let group = CompositeDisposable()
    private let sourceSubscription = SingleAssignmentDisposable()

    // state, guarded by `lock`
    /// Inner sequences subscribed to and not yet completed.
    var activeCount = 0
    /// The source has completed (for a fixed set: every source is subscribed).
    var stopped = false
    /// The inner sequences that arrived at the limit of `.atMost`, first come first
    /// served; made when the first one has to wait.
    private var waiting: Queue<Observable<Observer.Element>>?

    /// `true` for `.atMost`: inner sequences may have to wait. Fixed for the sink's life, so
    /// it is read without the lock.
    var queuesInnerSequences: Bool {
        if case .atMost = concurrency {
            return true
        }
        return false
    }

    init(concurrency: MergeConcurrency, observer: Observer, cancel: Cancelable) {
        self.concurrency = concurrency
        super.init(observer: observer, cancel: cancel)
    }

    /// Turns an element of the source into the inner sequence to subscribe to.
    func performMap(_ element: SourceElement) throws -> SourceSequence {
        rxAbstractMethod()
    }

    /// The source completed: `performMap` will not be called again. Called with `lock` held.
    func sourceCompleted() {
    }

    /// Runs the operators with a source of elements: subscribes to it, and to an inner
    /// sequence per element.
    func run(_ source: Observable<SourceElement>) -> Disposable {
        _ = group.insert(sourceSubscription)
        sourceSubscription.setDisposable(source.subscribe(self))
        return group
    }

    /// Runs `merge` of a fixed set: every source is an inner sequence from the start.
    func run(_ sources: [Observable<Observer.Element>]) -> Disposable {
        // All of them count as running before the first is subscribed, so that one that
        // completes during its own subscription cannot complete the whole.
        lock.performLocked {
            activeCount += sources.count
        }
        for source in sources {
            subscribeInner(source)
        }

        // Under the lock: a source on another thread may be completing at this moment, and
        // exactly one of the two may see `stopped && activeCount == 0`.
        let ended = lock.performLocked {
            stopped = true
            return synchronized_checkCompleted()
        }
        if ended {
            dispose()
        }
        return group
    }

    /// Decides, under the lock, what becomes of an element of the source: its inner
    /// sequence is subscribed to (after the lock is released), or it waits, or the element
    /// is dropped, or `performMap` threw and the sink must end.
    private func nextElementArrived(element: SourceElement) -> MergeNextStep<SourceSequence> {
        lock.performLocked {
            if stopped {
                return .skip
            }
            if case .dropWhileBusy = concurrency, activeCount > 0 {
                return .skip
            }

            let inner: SourceSequence
            do {
                inner = try performMap(element)
            } catch {
                forwardError(error)
                stopForwarding()
                return .end
            }

            if case .atMost(let limit) = concurrency, activeCount >= limit {
                synchronized_wait(inner)
                return .skip
            }
            activeCount += 1
            return .subscribe(inner)
        }
    }

    /// No room under the limit: `inner` waits until a running sequence completes and hands
    /// over its place. Under `lock`. Out of line, so that the path every element takes never
    /// touches the queue's generic type (as `forwardError`, chapter 15, change 6).
    @inline(never)
    private func synchronized_wait(_ inner: SourceSequence) {
        if waiting == nil {
            waiting = Queue(capacity: 2)
        }
        waiting?.enqueue(inner.asObservable())
    }

    func on(_ event: Event<SourceElement>) {
        // snippet:begin workbook-merge-sink-on
        switch event {
        case .next(let element):
            // Subscribed outside the lock, as RxSwift's `RxSwift/Observables/Merge.swift` does; each
            // inner event takes the lock.
            switch nextElementArrived(element: element) {
            case .subscribe(let inner):
                subscribeInner(inner.asObservable())
            case .skip:
                break
            case .end:
                dispose()
            }
        case .error(let error):
            lock.performLocked {
                forwardOn(.error(error))
                stopForwarding()
            }
            dispose()
        case .completed:
            let ended = lock.performLocked {
                stopped = true
                sourceCompleted()
                return synchronized_checkCompleted()
            }

            sourceSubscription.dispose()
            if ended {
                dispose()
            }
        }
        // snippet:end workbook-merge-sink-on
    }

    func subscribeInner(_ source: Observable<Observer.Element>) {
        // snippet:begin workbook-merge-subscribe-inner
        // The key comes first: the inner observer needs it to leave the group on completion.
        let innerSubscription = SingleAssignmentDisposable()
        guard let disposeKey = group.insert(innerSubscription) else {
            // The group is disposed: the whole merge has ended.
            return
        }
        innerSubscription.setDisposable(source.subscribe(MergeSinkIter(parent: self, disposeKey: disposeKey)))
        // snippet:end workbook-merge-subscribe-inner
    }

    /// An inner sequence completed. Its place goes to the first waiting sequence, returned
    /// to be subscribed once the lock is released; with none waiting, it is counted out and
    /// the whole may complete. Called with `lock` held.
    func synchronized_innerCompleted() -> (next: Observable<Observer.Element>?, ended: Bool) {
        if let next = waiting?.dequeue() {
            // `activeCount` stays the same: the place passes on.
            return (next, false)
        }
        activeCount -= 1
        return (nil, synchronized_checkCompleted())
    }

    /// Completes once the source and every inner sequence have completed, and stops
    /// forwarding. Called with `lock` held; returns whether it completed, so that the caller
    /// disposes the sink after releasing the lock.
    func synchronized_checkCompleted() -> Bool {
        // snippet:begin workbook-merge-check-completed
        if stopped && activeCount == 0 {
            forwardCompleted()
            stopForwarding()
            return true
        }
        return false
        // snippet:end workbook-merge-check-completed
    }
}
// snippet:end merge-sink

// The element path (chapter 15): `onNext` is `on(.next(element))` without an `Event`.
extension MergeSinkIter {
    func onNext(_ element: Observer.Element) {
        // snippet:begin workbook-merge-sink-iter-on-next
        parent.lock.performLocked { parent.forwardNext(element) }
        // snippet:end workbook-merge-sink-iter-on-next
    }

    func onCompleted() {
        // snippet:begin workbook-merge-sink-iter-on-completed
        // With a limit, a waiting sequence may take this one's place: `on(.completed)` sees to
        // it. Without one, which is the element path's case (a `just` per element), a
        // completed inner sequence only counts itself out, and nothing generic is touched.
        guard !parent.queuesInnerSequences else {
            completedUnderALimit()
            return
        }
        let ended = parent.lock.performLocked {
            parent.activeCount -= 1
            return parent.synchronized_checkCompleted()
        }

        parent.group.remove(for: disposeKey)
        if ended {
            parent.dispose()
        }
        // snippet:end workbook-merge-sink-iter-on-completed
    }
}

extension MergeSinkIter {
    /// `onCompleted` for a sink with a limit. Out of line on purpose: inlined, the `.completed`
    /// event it builds would have its metadata looked up on every call of `onCompleted`, limit
    /// or none (as `forwardError`, chapter 15, change 6).
    @inline(never)
    private func completedUnderALimit() {
        on(.completed)
    }
}

extension MergeSink {
    func onNext(_ element: SourceElement) {
        // snippet:begin workbook-merge-sink-on-next
        switch nextElementArrived(element: element) {
        case .subscribe(let inner):
            subscribeInner(inner.asObservable())
        case .skip:
            break
        case .end:
            dispose()
        }
        // snippet:end workbook-merge-sink-on-next
    }
}

/// `flatMap`, `flatMapFirst` and `concatMap`: an inner sequence per element, from `selector`.
private final class FlatMapSink<SourceElement, SourceSequence: ObservableConvertibleType, Observer: ObserverType>: MergeSink<
    SourceElement, SourceSequence, Observer
>
where Observer.Element == SourceSequence.Element {
    // guarded by `lock`; dropped when the source completes, with everything it captured
    private var selector: ((SourceElement) throws -> SourceSequence)?

    init(selector: @escaping (SourceElement) throws -> SourceSequence, concurrency: MergeConcurrency, observer: Observer, cancel: Cancelable) {
        self.selector = selector
        super.init(concurrency: concurrency, observer: observer, cancel: cancel)
    }

    override func performMap(_ element: SourceElement) throws -> SourceSequence {
        try selectorWhileRunning(selector)(element)
    }

    override func sourceCompleted() {
        selector = nil
    }
}

/// `merge()`, `merge(maxConcurrent:)`, `concat()` and `merge` of a fixed set (through
/// `run(_ sources:)`): the source's elements are the inner sequences.
private final class MergeBasicSink<Source: ObservableConvertibleType, Observer: ObserverType>: MergeSink<Source, Source, Observer>
where Observer.Element == Source.Element {
    override func performMap(_ element: Source) throws -> Source {
        element
    }
}

/// What a merge sink does with an element of its source, decided under its lock.
private enum MergeNextStep<SourceSequence> {
    /// Subscribe to this inner sequence (after releasing the lock).
    case subscribe(SourceSequence)
    /// Nothing to subscribe to now: the element was dropped or its sequence waits.
    case skip
    /// `performMap` threw; the error was forwarded and the sink must be disposed.
    case end
}

/// The selector of a flatMap-like sink, which is only asked for while the source runs: the
/// sink drops it when the source completes and stops mapping elements from then on.
private func selectorWhileRunning<Selector>(_ selector: Selector?) -> Selector {
    guard let selector else {
        rxFatalError("flatMap: an element arrived after the source completed. Chapter 5 explains the grammar sources keep.")
    }
    return selector
}

// MARK: Producers

/// The observable `flatMap`, `flatMapFirst` and `concatMap` return: they differ only in the
/// `concurrency` their sink is given.
private final class FlatMap<SourceElement, SourceSequence: ObservableConvertibleType>: Producer<SourceSequence.Element> {
    private let source: Observable<SourceElement>
    private let selector: (SourceElement) throws -> SourceSequence
    private let concurrency: MergeConcurrency

    init(source: Observable<SourceElement>, selector: @escaping (SourceElement) throws -> SourceSequence, concurrency: MergeConcurrency) {
        self.source = source
        self.selector = selector
        self.concurrency = concurrency
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == SourceSequence.Element {
        let sink = FlatMapSink(selector: selector, concurrency: concurrency, observer: observer, cancel: cancel)
        let subscription = sink.run(source)
        return (sink: sink, subscription: subscription)
    }
}

/// The observable `merge()`, `merge(maxConcurrent:)` and so `concat()` return.
private final class Merge<SourceSequence: ObservableConvertibleType>: Producer<SourceSequence.Element> {
    private let source: Observable<SourceSequence>
    private let concurrency: MergeConcurrency

    init(source: Observable<SourceSequence>, concurrency: MergeConcurrency) {
        self.source = source
        self.concurrency = concurrency
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == SourceSequence.Element {
        let sink = MergeBasicSink<SourceSequence, Observer>(concurrency: concurrency, observer: observer, cancel: cancel)
        let subscription = sink.run(source)
        return (sink: sink, subscription: subscription)
    }
}

/// The observable `merge` of a fixed set of sources returns.
private final class MergeArray<Element>: Producer<Element> {
    private let sources: [Observable<Element>]

    init<Sources: Collection>(sources: Sources) where Sources.Element == Observable<Element> {
        self.sources = Array(sources)
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = MergeBasicSink<Observable<Element>, Observer>(concurrency: .unlimited, observer: observer, cancel: cancel)
        let subscription = sink.run(sources)
        return (sink: sink, subscription: subscription)
    }
}
