// Workbook step 13, MergeSink: merge and flatMap: your copy of Sources/ProductionRx/Observables/Merge.swift.
// Write your code between the `workbook-` markers, then run `swift run workbook 13`.

// `merge` and everything built on it: `flatMap`, `flatMapFirst`, `concatMap`, `merge()`,
// `merge(maxConcurrent:)`, `concat()` of a sequence of sequences, and `merge` of a fixed set.
// One lock serialises every event from every inner sequence. Chapter 5 introduces merge of
// a fixed set; chapter 10 ("Combining and recovering") the rest; chapter 7 explains why
// `merge` of two `of`s interleaves.

// snippet:begin flat-map-extension
extension ObservableType {
    /// Projects each element of an observable sequence to an observable sequence and merges
    /// the resulting observable sequences into one observable sequence.
    ///
    /// The result completes when the source and every inner sequence have completed; the
    /// first error, from the source, an inner sequence or `selector`, ends it.
    ///
    /// - seealso: [flatMap operator on reactivex.io](http://reactivex.io/documentation/operators/flatmap.html)
    /// - parameter selector: A transform function to apply to each element.
    /// - returns: An observable sequence whose elements are the result of invoking the
    ///   one-to-many transform function on each element of the input sequence.
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
        -> Observable<Source.Element>
    {
        FlatMap(source: asObservable(), selector: selector)
    }
}
// snippet:end flat-map-extension

extension ObservableType {
    /// Projects each element of an observable sequence to an observable sequence and merges
    /// the resulting observable sequences into one observable sequence.
    ///
    /// If element is received while there is some projected observable sequence being
    /// merged it will simply be ignored (and `selector` is not called for it).
    ///
    /// - seealso: [flatMapFirst operator on reactivex.io](http://reactivex.io/documentation/operators/flatmap.html)
    /// - parameter selector: A transform function to apply to element that was observed
    ///   while no observable is executing in parallel.
    /// - returns: An observable sequence whose elements are the result of invoking the
    ///   one-to-many transform function on each element of the input sequence that was
    ///   received while no other sequence was being calculated.
    public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
        -> Observable<Source.Element>
    {
        FlatMapFirst(source: asObservable(), selector: selector)
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Merges elements from all observable sequences in the given enumerable sequence into a
    /// single observable sequence.
    ///
    /// - seealso: [merge operator on reactivex.io](http://reactivex.io/documentation/operators/merge.html)
    /// - returns: The observable sequence that merges the elements of the observable
    ///   sequences.
    public func merge() -> Observable<Element.Element> {
        Merge(source: asObservable())
    }

    /// Merges elements from all inner observable sequences into a single observable
    /// sequence, limiting the number of concurrent subscriptions to inner sequences.
    ///
    /// Inner sequences that arrive while `maxConcurrent` are subscribed wait in a queue, in
    /// arrival order, and are subscribed as earlier ones complete.
    ///
    /// - seealso: [merge operator on reactivex.io](http://reactivex.io/documentation/operators/merge.html)
    /// - parameter maxConcurrent: Maximum number of inner observable sequences being
    ///   subscribed to concurrently.
    /// - returns: The observable sequence that merges the elements of the inner sequences.
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        MergeLimited(source: asObservable(), maxConcurrent: maxConcurrent)
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Concatenates all inner observable sequences, as long as the previous observable
    /// sequence terminated successfully.
    ///
    /// It is `merge(maxConcurrent: 1)`: inner sequences that arrive while one is running
    /// wait in a queue.
    ///
    /// - seealso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    /// - returns: An observable sequence that contains the elements of each observed inner
    ///   sequence, in sequential order.
    public func concat() -> Observable<Element.Element> {
        merge(maxConcurrent: 1)
    }
}

extension ObservableType {
    /// Projects each element of an observable sequence to an observable sequence and
    /// concatenates the resulting observable sequences into one observable sequence.
    ///
    /// Each inner sequence is subscribed when the previous one has completed; `selector` is
    /// called as each element arrives.
    ///
    /// - seealso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    /// - parameter selector: A transform function to apply to each element.
    /// - returns: An observable sequence that contains the elements of each observed inner
    ///   sequence, in sequential order.
    public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
        -> Observable<Source.Element>
    {
        ConcatMap(source: asObservable(), selector: selector)
    }
}

extension ObservableType {
    /// Merges elements from all observable sequences from collection into a single
    /// observable sequence.
    ///
    /// - seealso: [merge operator on reactivex.io](http://reactivex.io/documentation/operators/merge.html)
    /// - parameter sources: Collection of observable sequences to merge.
    /// - returns: The observable sequence that merges the elements of the observable
    ///   sequences.
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Observable<Element> where Collection.Element == Observable<Element> {
        MergeArray(sources: Array(sources))
    }

    /// Merges elements from all observable sequences from array into a single observable
    /// sequence.
    ///
    /// - seealso: [merge operator on reactivex.io](http://reactivex.io/documentation/operators/merge.html)
    /// - parameter sources: Array of observable sequences to merge.
    /// - returns: The observable sequence that merges the elements of the observable
    ///   sequences.
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        MergeArray(sources: sources)
    }

    /// Merges elements from all observable sequences into a single observable sequence.
    ///
    /// - seealso: [merge operator on reactivex.io](http://reactivex.io/documentation/operators/merge.html)
    /// - parameter sources: Collection of observable sequences to merge.
    /// - returns: The observable sequence that merges the elements of the observable
    ///   sequences.
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        MergeArray(sources: sources)
    }
}

// MARK: merge(maxConcurrent:), concat(), concatMap

// snippet:begin merge-limited-sink
/// The observer of one inner sequence of `merge(maxConcurrent:)`: takes the parent's lock
/// for each event; when its sequence completes, subscribes the next queued one in its place.
private final class MergeLimitedSinkIter<SourceElement, SourceSequence: ObservableConvertibleType, Observer: ObserverType>: ObserverType
where SourceSequence.Element == Observer.Element {
    typealias Element = Observer.Element
    typealias DisposeKey = CompositeDisposable.DisposeKey
    typealias Parent = MergeLimitedSink<SourceElement, SourceSequence, Observer>

    private let parent: Parent
    private let disposeKey: DisposeKey

    init(parent: Parent, disposeKey: DisposeKey) {
        self.parent = parent
        self.disposeKey = disposeKey
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            parent.lock.performLocked { parent.forwardOn(event) }
        case .error:
            parent.lock.performLocked {
                parent.forwardOn(event)
                parent.stopForwarding()
            }
            parent.dispose()
        case .completed:
            let (next, ended) = parent.lock.performLocked { () -> (SourceSequence?, Bool) in
                if let next = parent.queue.dequeue() {
                    // The slot passes to the next sequence; `activeCount` stays the same.
                    return (next, false)
                }
                parent.activeCount -= 1
                return (nil, parent.synchronized_checkCompleted())
            }

            // Tearing down, subscribing and disposing run other code: never under the lock.
            parent.group.remove(for: disposeKey)
            if let next {
                parent.subscribe(next, group: parent.group)
            }
            if ended {
                parent.dispose()
            }
        }
    }
}

/// One subscription of `merge(maxConcurrent:)` and its relatives: subscribes to at most
/// `maxConcurrent` inner sequences at once and queues the rest in arrival order.
///
/// Events are forwarded under `lock`; subscribing, tearing an inner subscription down and
/// disposing happen after it is released. Subclasses say how an element of the source
/// becomes an inner sequence (`performMap`) and let go of what only the source needed when
/// it completes (`sourceCompleted`).
private class MergeLimitedSink<SourceElement, SourceSequence: ObservableConvertibleType, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == SourceSequence.Element {
    typealias QueueType = Queue<SourceSequence>

    let maxConcurrent: Int

    let lock = RecursiveLock()

    // state, guarded by `lock`
    var stopped = false
    var activeCount = 0
    var queue = QueueType(capacity: 2)

    let sourceSubscription = SingleAssignmentDisposable()
    let group = CompositeDisposable()

    init(maxConcurrent: Int, observer: Observer, cancel: Cancelable) {
        self.maxConcurrent = maxConcurrent
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<SourceElement>) -> Disposable {
        _ = group.insert(sourceSubscription)

        let disposable = source.subscribe(self)
        sourceSubscription.setDisposable(disposable)
        return group
    }

    /// Subscribes to `innerSource`, keeping its subscription in `group` under a key of its own.
    func subscribe(_ innerSource: SourceSequence, group: CompositeDisposable) {
        let subscription = SingleAssignmentDisposable()

        if let key = group.insert(subscription) {
            let observer = MergeLimitedSinkIter(parent: self, disposeKey: key)

            let disposable = innerSource.asObservable().subscribe(observer)
            subscription.setDisposable(disposable)
        }
    }

    /// Turns an element of the source into the inner sequence to subscribe to.
    func performMap(_ element: SourceElement) throws -> SourceSequence {
        rxAbstractMethod()
    }

    /// The source completed: `performMap` will not be called again. Called with `lock` held.
    func sourceCompleted() {
    }

    /// Completes once the source and every inner sequence have completed, and stops
    /// forwarding. Called with `lock` held; returns whether it completed, so that the caller
    /// disposes the sink after releasing the lock.
    func synchronized_checkCompleted() -> Bool {
        if stopped && activeCount == 0 {
            forwardOn(.completed)
            stopForwarding()
            return true
        }
        return false
    }

    /// Maps `element` under the lock: subscribe to the sequence now, or it was queued, or
    /// `performMap` threw and the sink must end.
    private func nextElementArrived(element: SourceElement) -> MergeNextStep<SourceSequence> {
        lock.performLocked {
            if stopped {
                return .skip
            }

            do {
                let value = try performMap(element)
                if activeCount < maxConcurrent {
                    activeCount += 1
                    return .subscribe(value)
                }
                queue.enqueue(value)
                return .skip
            } catch {
                forwardOn(.error(error))
                stopForwarding()
                return .end
            }
        }
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            // Subscribed outside the lock, as RxSwift does; each inner event takes the lock.
            switch nextElementArrived(element: element) {
            case .subscribe(let sequence):
                subscribe(sequence, group: group)
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

            if ended {
                dispose()
            } else {
                sourceSubscription.dispose()
            }
        }
    }
}
// snippet:end merge-limited-sink

/// `concatMap`: `merge(maxConcurrent: 1)` of the sequences `selector` returns.
private final class ConcatMapSink<SourceElement, SourceSequence: ObservableConvertibleType, Observer: ObserverType>: MergeLimitedSink<
    SourceElement, SourceSequence, Observer
>
where Observer.Element == SourceSequence.Element {
    typealias Selector = (SourceElement) throws -> SourceSequence

    // guarded by `lock`; dropped when the source completes, with everything it captured
    private var selector: Selector?

    init(selector: @escaping Selector, observer: Observer, cancel: Cancelable) {
        self.selector = selector
        super.init(maxConcurrent: 1, observer: observer, cancel: cancel)
    }

    override func performMap(_ element: SourceElement) throws -> SourceSequence {
        try selectorWhileRunning(selector)(element)
    }

    override func sourceCompleted() {
        selector = nil
    }
}

/// `merge(maxConcurrent:)`: the source's elements are the inner sequences.
private final class MergeLimitedBasicSink<SourceSequence: ObservableConvertibleType, Observer: ObserverType>: MergeLimitedSink<
    SourceSequence, SourceSequence, Observer
>
where Observer.Element == SourceSequence.Element {
    override func performMap(_ element: SourceSequence) throws -> SourceSequence {
        element
    }
}

// MARK: merge(), flatMap, flatMapFirst, merge of a fixed set

// snippet:begin merge-sink
/// The observer of one inner sequence: takes the parent's lock for each event.
private final class MergeSinkIter<SourceElement, SourceSequence: ObservableConvertibleType, Observer: ObserverType>: ObserverType
where Observer.Element == SourceSequence.Element {
    typealias Parent = MergeSink<SourceElement, SourceSequence, Observer>
    typealias DisposeKey = CompositeDisposable.DisposeKey
    typealias Element = Observer.Element

    private let parent: Parent
    private let disposeKey: DisposeKey

    init(parent: Parent, disposeKey: DisposeKey) {
        self.parent = parent
        self.disposeKey = disposeKey
    }

    // snippet:begin merge-sink-iter-on
    func on(_ event: Event<Element>) {
        // snippet:begin workbook-merge-sink-iter-on
        // Step 13: under the parent's lock, pass an element on. An error is sent, and
        // forwarding stopped, under the lock; the parent is disposed after releasing
        // it. Completion counts this inner sequence out under the lock and may
        // complete the whole; this inner subscription leaves the group after.
        // snippet:end workbook-merge-sink-iter-on
    }
    // snippet:end merge-sink-iter-on
}

/// One subscription of `merge` and its relatives: subscribes to every inner sequence as it
/// arrives, forwards their events under one lock so that the observer never sees two at
/// once, and completes when the source (or the fixed set) and every inner sequence have
/// completed.
///
/// The subscription to the source and one per inner sequence live in `group`, each under a
/// key of its own, so that a completed inner sequence leaves without disturbing the others.
/// Events are forwarded under `lock`; subscribing, tearing an inner subscription down and
/// disposing happen after it is released. Subclasses say how an element becomes an inner
/// sequence (`performMap`), whether to take it at all (`subscribeNext`), and let go of what
/// only the source needed when it completes (`sourceCompleted`).
private class MergeSink<SourceElement, SourceSequence: ObservableConvertibleType, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == SourceSequence.Element {
    typealias ResultType = Observer.Element
    typealias Element = SourceElement

    let lock = RecursiveLock()

    // state, guarded by `lock`
    let group = CompositeDisposable()
    let sourceSubscription = SingleAssignmentDisposable()

    var activeCount = 0
    var stopped = false

    override init(observer: Observer, cancel: Cancelable) {
        super.init(observer: observer, cancel: cancel)
    }

    /// Turns an element of the source into the inner sequence to subscribe to.
    func performMap(_ element: SourceElement) throws -> SourceSequence {
        rxAbstractMethod()
    }

    /// Whether the next element of the source is taken (`flatMapFirst` says no while an
    /// inner sequence runs). Read with `lock` held.
    var subscribeNext: Bool {
        true
    }

    /// The source completed: `performMap` will not be called again. Called with `lock` held.
    func sourceCompleted() {
    }

    /// Maps `element` under the lock: subscribe to the sequence, skip the element, or
    /// `performMap` threw and the sink must end.
    private func nextElementArrived(element: SourceElement) -> MergeNextStep<SourceSequence> {
        lock.performLocked {
            if stopped || !subscribeNext {
                return .skip
            }

            do {
                let value = try performMap(element)
                activeCount += 1
                return .subscribe(value)
            } catch {
                forwardError(error)
                stopForwarding()
                return .end
            }
        }
    }

    func on(_ event: Event<SourceElement>) {
        // snippet:begin workbook-merge-sink-on
        // Step 13: an element becomes an inner sequence to subscribe to (see
        // `nextElementArrived`); the source's error ends everything; its completion
        // stops the source and may complete the whole. Dispose only after releasing
        // the lock.
        // snippet:end workbook-merge-sink-on
    }

    func subscribeInner(_ source: Observable<Observer.Element>) {
        // snippet:begin workbook-merge-subscribe-inner
        // Step 13: subscribe a MergeSinkIter to `source`, its subscription kept in
        // `group` under a key of its own.
        // snippet:end workbook-merge-subscribe-inner
    }

    /// Runs `merge` of a fixed set: subscribes to every source at once.
    func run(_ sources: [Observable<Observer.Element>]) -> Disposable {
        lock.performLocked {
            activeCount += sources.count
        }

        for source in sources {
            subscribeInner(source)
        }

        // Under the lock: a source on another thread may be completing at this moment, and
        // both must not see `stopped && activeCount == 0` (RxSwift updates these unlocked).
        let ended = lock.performLocked {
            stopped = true
            return synchronized_checkCompleted()
        }
        if ended {
            dispose()
        }

        return group
    }

    /// Completes once the source and every inner sequence have completed, and stops
    /// forwarding. Called with `lock` held; returns whether it completed, so that the caller
    /// disposes the sink after releasing the lock.
    func synchronized_checkCompleted() -> Bool {
        // snippet:begin workbook-merge-check-completed
        // Step 13: once the source and every inner sequence have completed, send
        // completion, stop forwarding and say so.
        return false
        // snippet:end workbook-merge-check-completed
    }

    /// Runs the operators with a source of elements: subscribes to it, and to an inner
    /// sequence per element.
    func run(_ source: Observable<SourceElement>) -> Disposable {
        _ = group.insert(sourceSubscription)

        let subscription = source.subscribe(self)
        sourceSubscription.setDisposable(subscription)

        return group
    }
}
// snippet:end merge-sink

// The element path (chapter 15): `onNext` is `on(.next(element))` without an `Event`.
extension MergeSinkIter {
    func onNext(_ element: Element) {
        parent.lock.performLocked { parent.forwardNext(element) }
    }

    func onCompleted() {
        let ended = parent.lock.performLocked {
            parent.activeCount -= 1
            return parent.synchronized_checkCompleted()
        }

        parent.group.remove(for: disposeKey)
        if ended {
            parent.dispose()
        }
    }
}

extension MergeSink {
    func onNext(_ element: SourceElement) {
        switch nextElementArrived(element: element) {
        case .subscribe(let value):
            subscribeInner(value.asObservable())
        case .skip:
            break
        case .end:
            dispose()
        }
    }
}

/// `flatMap`: an inner sequence per element, from `selector`.
private final class FlatMapSink<SourceElement, SourceSequence: ObservableConvertibleType, Observer: ObserverType>: MergeSink<
    SourceElement, SourceSequence, Observer
>
where Observer.Element == SourceSequence.Element {
    typealias Selector = (SourceElement) throws -> SourceSequence

    // guarded by `lock`; dropped when the source completes, with everything it captured
    private var selector: Selector?

    init(selector: @escaping Selector, observer: Observer, cancel: Cancelable) {
        self.selector = selector
        super.init(observer: observer, cancel: cancel)
    }

    override func performMap(_ element: SourceElement) throws -> SourceSequence {
        try selectorWhileRunning(selector)(element)
    }

    override func sourceCompleted() {
        selector = nil
    }
}

/// `flatMapFirst`: as `flatMap`, but an element that arrives while an inner sequence runs
/// is dropped.
private final class FlatMapFirstSink<SourceElement, SourceSequence: ObservableConvertibleType, Observer: ObserverType>: MergeSink<
    SourceElement, SourceSequence, Observer
>
where Observer.Element == SourceSequence.Element {
    typealias Selector = (SourceElement) throws -> SourceSequence

    // guarded by `lock`; dropped when the source completes, with everything it captured
    private var selector: Selector?

    override var subscribeNext: Bool {
        activeCount == 0
    }

    init(selector: @escaping Selector, observer: Observer, cancel: Cancelable) {
        self.selector = selector
        super.init(observer: observer, cancel: cancel)
    }

    override func performMap(_ element: SourceElement) throws -> SourceSequence {
        try selectorWhileRunning(selector)(element)
    }

    override func sourceCompleted() {
        selector = nil
    }
}

/// `merge()`: the source's elements are the inner sequences (and `merge` of a fixed set
/// uses it with `run(_ sources:)`).
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
    /// Nothing to subscribe to now: the element was dropped or queued.
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

/// The observable `flatMap` returns.
private final class FlatMap<SourceElement, SourceSequence: ObservableConvertibleType>: Producer<SourceSequence.Element> {
    typealias Selector = (SourceElement) throws -> SourceSequence

    private let source: Observable<SourceElement>
    private let selector: Selector

    init(source: Observable<SourceElement>, selector: @escaping Selector) {
        self.source = source
        self.selector = selector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == SourceSequence.Element {
        let sink = FlatMapSink(selector: selector, observer: observer, cancel: cancel)
        let subscription = sink.run(source)
        return (sink: sink, subscription: subscription)
    }
}

/// The observable `flatMapFirst` returns.
private final class FlatMapFirst<SourceElement, SourceSequence: ObservableConvertibleType>: Producer<SourceSequence.Element> {
    typealias Selector = (SourceElement) throws -> SourceSequence

    private let source: Observable<SourceElement>
    private let selector: Selector

    init(source: Observable<SourceElement>, selector: @escaping Selector) {
        self.source = source
        self.selector = selector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == SourceSequence.Element {
        let sink = FlatMapFirstSink<SourceElement, SourceSequence, Observer>(selector: selector, observer: observer, cancel: cancel)
        let subscription = sink.run(source)
        return (sink: sink, subscription: subscription)
    }
}

/// The observable `concatMap` returns.
private final class ConcatMap<SourceElement, SourceSequence: ObservableConvertibleType>: Producer<SourceSequence.Element> {
    typealias Selector = (SourceElement) throws -> SourceSequence

    private let source: Observable<SourceElement>
    private let selector: Selector

    init(source: Observable<SourceElement>, selector: @escaping Selector) {
        self.source = source
        self.selector = selector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == SourceSequence.Element {
        let sink = ConcatMapSink<SourceElement, SourceSequence, Observer>(selector: selector, observer: observer, cancel: cancel)
        let subscription = sink.run(source)
        return (sink: sink, subscription: subscription)
    }
}

/// The observable `merge()` returns.
private final class Merge<SourceSequence: ObservableConvertibleType>: Producer<SourceSequence.Element> {
    private let source: Observable<SourceSequence>

    init(source: Observable<SourceSequence>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == SourceSequence.Element {
        let sink = MergeBasicSink<SourceSequence, Observer>(observer: observer, cancel: cancel)
        let subscription = sink.run(source)
        return (sink: sink, subscription: subscription)
    }
}

/// The observable `merge(maxConcurrent:)` (and so `concat()`) returns.
private final class MergeLimited<SourceSequence: ObservableConvertibleType>: Producer<SourceSequence.Element> {
    private let source: Observable<SourceSequence>
    private let maxConcurrent: Int

    init(source: Observable<SourceSequence>, maxConcurrent: Int) {
        self.source = source
        self.maxConcurrent = maxConcurrent
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == SourceSequence.Element {
        let sink = MergeLimitedBasicSink<SourceSequence, Observer>(maxConcurrent: maxConcurrent, observer: observer, cancel: cancel)
        let subscription = sink.run(source)
        return (sink: sink, subscription: subscription)
    }
}

/// The observable `merge` of a fixed set of sources returns.
private final class MergeArray<Element>: Producer<Element> {
    private let sources: [Observable<Element>]

    init(sources: [Observable<Element>]) {
        self.sources = sources
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = MergeBasicSink<Observable<Element>, Observer>(observer: observer, cancel: cancel)
        let subscription = sink.run(sources)
        return (sink: sink, subscription: subscription)
    }
}
