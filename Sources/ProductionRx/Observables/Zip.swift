// `zip`: pairs the first element of every source, then the second of every source, and so
// on, buffering whoever is ahead. The base sink, the observer every source is subscribed
// with, and the collection form; Zip+arity.swift has the forms for two to eight sources.
// Chapter 10 ("Combining and recovering").

extension ObservableType {
    /// Merges the specified observable sequences into one observable sequence by using the
    /// selector function whenever all of the observable sequences have produced an element
    /// at a corresponding index.
    ///
    /// - seealso: [zip operator on reactivex.io](http://reactivex.io/documentation/operators/zip.html)
    /// - parameter collection: Observable sources.
    /// - parameter resultSelector: Function to invoke for each series of elements at
    ///   corresponding indexes in the sources.
    /// - returns: An observable sequence containing the result of combining elements of the
    ///   sources using the specified result selector function.
    @preconcurrency public static func zip<Collection: Swift.Collection>(
        _ collection: Collection, resultSelector: @escaping @Sendable ([Collection.Element.Element]) throws -> Element
    )
        -> Observable<Element>
    where Collection.Element: ObservableType {
        ZipCollectionType(sources: collection, resultSelector: resultSelector)
    }

    /// Merges the specified observable sequences into one observable sequence whenever all
    /// of the observable sequences have produced an element at a corresponding index.
    ///
    /// - seealso: [zip operator on reactivex.io](http://reactivex.io/documentation/operators/zip.html)
    /// - parameter collection: Observable sources.
    /// - returns: An observable sequence containing the result of combining elements of the
    ///   sources.
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]>
    where Collection.Element: ObservableType, Collection.Element.Element == Element {
        ZipCollectionType(sources: collection, resultSelector: { $0 })
    }
}

/// What a `ZipObserver` tells its sink, always while holding the sink's lock. Each answers
/// whether the zip has ended (a failure always ends it); the observer then disposes the sink,
/// after releasing the lock.
protocol ZipSinkProtocol: AnyObject, Disposable {
    /// A source's element has just joined its queue.
    func elementQueued() -> Bool
    /// Source `index` completed.
    func sourceCompleted(_ index: Int) -> Bool
    /// A source failed.
    func sourceFailed(_ error: Swift.Error)
}

// snippet:begin zip-sink
/// The part of a fixed-arity zip's subscription that does not depend on the element types.
/// Whenever every source has an element queued, the first of each go down together, combined;
/// and the zip completes when every source has completed, and only then. A source that
/// completed with nothing queued, or elements that can never be paired, do not end it early.
///
/// Subclasses own the queues (`everySourceHasAnElement`, `combineFirstElements`). Every
/// source's observer calls in while holding `lock`, so the queues are touched by one thread
/// at a time. The sink forwards under the lock and decides there whether it has ended; the
/// disposing happens after the lock is released (`ZipObserver`).
class ZipSink<Observer: ObserverType>: Sink<Observer>, ZipSinkProtocol {
    /// Taken by every source's `ZipObserver` around each event.
    let lock = RecursiveLock()

    // state, guarded by `lock`
    /// One flag per source, set when it completes.
    private var hasCompleted: [Bool]

    init(arity: Int, observer: Observer, cancel: Cancelable) {
        hasCompleted = Array(repeating: false, count: arity)
        super.init(observer: observer, cancel: cancel)
    }

    /// `true` when no source's queue is empty.
    var everySourceHasAnElement: Bool {
        rxAbstractMethod()
    }

    /// Takes the first element out of every queue and combines them.
    func combineFirstElements() throws -> Observer.Element {
        rxAbstractMethod()
    }

    func elementQueued() -> Bool {
        guard everySourceHasAnElement else {
            return false
        }
        let combined: Observer.Element
        do {
            combined = try combineFirstElements()
        } catch {
            return end(with: .error(error))
        }
        forwardOn(.next(combined))
        return false
    }

    func sourceCompleted(_ index: Int) -> Bool {
        hasCompleted[index] = true
        // Only the last source to complete ends the zip.
        guard hasCompleted.contains(false) else {
            return end(with: .completed)
        }
        return false
    }

    func sourceFailed(_ error: Swift.Error) {
        _ = end(with: .error(error))
    }

    /// Sends the end and, in the same breath, stops forwarding, so that nothing another
    /// source sends can follow it; the observer disposes once the lock is released. Returns
    /// `true`: the zip has ended.
    private func end(with event: Event<Observer.Element>) -> Bool {
        forwardOn(event)
        stopForwarding()
        return true
    }

    /// Subscribes the observer of source `index` to `source`. Under the lock, the observer
    /// hands each element to `enqueue` before telling the sink. Returns its subscription.
    func subscribe<Element>(_ source: Observable<Element>, index: Int, enqueue: @escaping (Element) -> Void) -> Disposable {
        let subscription = SingleAssignmentDisposable()
        let observer = ZipObserver(sink: self, lock: lock, index: index, subscription: subscription, enqueue: enqueue)
        subscription.setDisposable(source.subscribe(observer))
        return subscription
    }
}
// snippet:end zip-sink

/// The observer one source of a fixed-arity zip is subscribed with: under the sink's lock,
/// it queues the element (`enqueue`) and tells the sink; once the lock is released, it
/// disposes its own subscription on a terminal event, and the whole sink when the sink said
/// it has ended.
final class ZipObserver<Element>: ObserverType {
    private let sink: ZipSinkProtocol
    private let lock: RecursiveLock
    private let index: Int
    private let subscription: Disposable
    private let enqueue: (Element) -> Void

    init(sink: ZipSinkProtocol, lock: RecursiveLock, index: Int, subscription: Disposable, enqueue: @escaping (Element) -> Void) {
        self.sink = sink
        self.lock = lock
        self.index = index
        self.subscription = subscription
        self.enqueue = enqueue
    }

    // snippet:begin zip-observer-on
    func on(_ event: Event<Element>) {
        // Decide under the lock...
        let ended = lock.performLocked { () -> Bool in
            switch event {
            case .next(let element):
                enqueue(element)
                return sink.elementQueued()
            case .error(let error):
                sink.sourceFailed(error)
                return true
            case .completed:
                return sink.sourceCompleted(index)
            }
        }

        // ...and dispose after releasing it: a disposal runs other code (the source's own
        // clean-up), which may take a lock another source's thread holds while it waits
        // for ours.
        if event.isStopEvent {
            subscription.dispose()
        }
        if ended {
            sink.dispose()
        }
    }
    // snippet:end zip-observer-on
}

// MARK: zip of a collection

/// One subscription of `zip` over a collection: a queue per source, and a row taken from
/// the front of every queue as soon as none is empty.
///
/// It completes when every source has completed, as the fixed arities do, and one moment
/// earlier too: when an element arrives from the only source still running, it can never
/// be paired, and the zip completes there and then. That is what RxSwift's collection form
/// does (`RxSwift/Observables/Zip+Collection.swift`; the test
/// `zipOfACollectionCompletesWhenTheLastSourceSendsWhatCanNeverBePaired` pins it); its
/// fixed arities keep waiting.
///
/// Every event is handled under `lock`; what it asks to be disposed is disposed after the
/// lock is released (chapter 10, "Lock inversion").
private final class ZipCollectionTypeSink<Collection: Swift.Collection, Observer: ObserverType>: Sink<Observer>
where Collection.Element: ObservableConvertibleType {
    typealias Result = Observer.Element
    typealias Parent = ZipCollectionType<Collection, Result>
    typealias SourceElement = Collection.Element.Element

    private let parent: Parent

    /// Taken around every event of every source.
    private let lock = RecursiveLock()

    // Guarded by `lock`.
    /// The elements each source sent that still wait for partners.
    private var waiting: [Queue<SourceElement>]
    /// How many of `waiting` hold at least one element.
    private var sourcesWithElements = 0
    /// Which sources have completed, and how many.
    private var hasCompleted: [Bool]
    private var completedCount = 0

    /// One per source. Each is disposed at most twice (its own completion, the end of the
    /// zip), and a disposable may be, so they need no lock.
    private let subscriptions: [SingleAssignmentDisposable]

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        waiting = Array(repeating: Queue(capacity: 4), count: parent.count)
        hasCompleted = Array(repeating: false, count: parent.count)
        subscriptions = (0..<parent.count).map { _ in SingleAssignmentDisposable() }

        super.init(observer: observer, cancel: cancel)
    }

    /// What an event leaves to do once the lock is released.
    private enum Release {
        case nothing
        case source(Int)
        case everything
    }

    // snippet:begin zip-collection-on
    func on(_ event: Event<SourceElement>, from index: Int) {
        let release = lock.performLocked { handle(event, from: index) }

        // Never under the lock: another source may be sending on another thread, and the
        // disposal may need a lock that thread holds.
        switch release {
        case .nothing:
            break
        case .source(let index):
            subscriptions[index].dispose()
        case .everything:
            dispose()
        }
    }
    // snippet:end zip-collection-on

    private func handle(_ event: Event<SourceElement>, from index: Int) -> Release {
        if isDisposed {
            return .nothing
        }
        switch event {
        case .next(let element):
            return accept(element, from: index)
        case .error(let error):
            return end(with: .error(error))
        case .completed:
            return complete(index)
        }
    }

    private func accept(_ element: SourceElement, from index: Int) -> Release {
        if waiting[index].isEmpty {
            sourcesWithElements += 1
        }
        waiting[index].enqueue(element)

        guard sourcesWithElements == waiting.count else {
            // Some queue is empty, and it is not this one. If every other source has
            // completed, that queue stays empty for ever.
            return completedCount == waiting.count - 1 ? end(with: .completed) : .nothing
        }
        let row = takeRow()
        do {
            forwardOn(.next(try parent.resultSelector(row)))
            return .nothing
        } catch {
            return end(with: .error(error))
        }
    }

    /// Removes the first element of every queue, in source order.
    private func takeRow() -> [SourceElement] {
        var row: [SourceElement] = []
        row.reserveCapacity(waiting.count)
        sourcesWithElements = 0
        for index in waiting.indices {
            // Every queue had an element: `accept` only calls here when none is empty.
            row.append(waiting[index].dequeue()!)
            if !waiting[index].isEmpty {
                sourcesWithElements += 1
            }
        }
        return row
    }

    private func complete(_ index: Int) -> Release {
        if hasCompleted[index] {
            return .nothing
        }
        hasCompleted[index] = true
        completedCount += 1
        // The other sources stay subscribed; what they send may still be paired with what
        // this one left in its queue.
        return completedCount == waiting.count ? end(with: .completed) : .source(index)
    }

    /// Sends the terminal event and stops forwarding; the caller disposes everything once
    /// the lock is released.
    private func end(with event: Event<Result>) -> Release {
        forwardOn(event)
        stopForwarding()
        return .everything
    }

    func run() -> Disposable {
        for (index, source) in parent.sources.enumerated() {
            subscriptions[index].setDisposable(
                source.asObservable().subscribe(
                    AnyObserver { event in
                        self.on(event, from: index)
                    }))
        }

        if parent.sources.isEmpty {
            forwardOn(.completed)
            dispose()
        }

        return Disposables.create(subscriptions)
    }
}

/// The observable `zip` over a collection returns: the sources, counted once, and what
/// turns each row of their elements into the result.
private final class ZipCollectionType<Collection: Swift.Collection, Result>: Producer<Result>
where Collection.Element: ObservableConvertibleType {
    let sources: Collection
    let count: Int
    let resultSelector: ([Collection.Element.Element]) throws -> Result

    init(sources: Collection, resultSelector: @escaping ([Collection.Element.Element]) throws -> Result) {
        self.sources = sources
        count = sources.count
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Result {
        let sink = ZipCollectionTypeSink(parent: self, observer: observer, cancel: cancel)
        return (sink: sink, subscription: sink.run())
    }
}
