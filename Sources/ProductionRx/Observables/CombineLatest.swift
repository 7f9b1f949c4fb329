// `combineLatest`: once every source has sent an element, the combination of their latest
// elements each time any of them sends one. The base sink, the observer every source is
// subscribed with, and the collection form; CombineLatest+arity.swift has the forms for two
// to eight sources. Chapter 10 ("Combining and recovering").

extension ObservableType {
    /// Combines any number of sequences: once each has sent an element, every element any of
    /// them sends brings one call of `resultSelector` with the latest element of each, in
    /// the collection's order. An empty collection sends `resultSelector([])` and completes.
    ///
    /// - seealso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    /// - parameter collection: The sources.
    /// - parameter resultSelector: Makes one element of the result out of the latest elements.
    /// - returns: The sequence of what `resultSelector` returns.
    @preconcurrency public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection, resultSelector: @escaping @Sendable ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element>
    where Collection.Element: ObservableType {
        CombineLatestCollectionType(sources: collection, resultSelector: resultSelector)
    }

    /// Combines any number of sequences into arrays of their latest elements: one array each
    /// time any of them sends, once each has sent an element.
    ///
    /// - seealso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    /// - parameter collection: The sources.
    /// - returns: The sequence of arrays, in the collection's order.
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]>
    where Collection.Element: ObservableType, Collection.Element.Element == Element {
        CombineLatestCollectionType(sources: collection, resultSelector: { $0 })
    }
}

/// What a `CombineLatestObserver` tells its sink, always while holding the sink's lock.
protocol CombineLatestProtocol: AnyObject {
    /// Source `index` sent an element, already stored as its latest.
    func latestElementStored(by index: Int)
    /// Source `index` completed.
    func sourceCompleted(_ index: Int)
    /// A source failed.
    func sourceFailed(_ error: Swift.Error)
}

// snippet:begin combine-latest-sink
/// What a combineLatest sink knows of one of its sources. Outside the generic sink on
/// purpose: nested in it, it would be generic too, and every element would have the runtime
/// look up the metadata of an array of it (chapter 15).
struct CombineLatestProgress {
    var hasSent = false
    var hasCompleted = false
}

/// The part of a combineLatest subscription that does not depend on the element types.
/// Once every source has sent an element, each element sends the combination of the latest
/// ones. It completes when every source has completed, or sooner, when a source sends an
/// element while another has never sent one and every source but the sender has completed:
/// no combination can ever be made then.
///
/// Subclasses own the latest elements (`combineLatestElements`). Every source's observer
/// calls in while holding `lock`, so they are touched by one thread at a time.
class CombineLatestSink<Observer: ObserverType>: Sink<Observer>, CombineLatestProtocol {
    /// Taken by every source's `CombineLatestObserver` around each event.
    let lock = RecursiveLock()

    // state, guarded by `lock`; every access holds it, so Swift's run-time exclusivity
    // check is switched off (chapter 15). ThreadSanitizer still checks.
    @exclusivity(unchecked) private var progress: [CombineLatestProgress]
    /// How many sources have not sent an element yet: no combination before it is 0.
    @exclusivity(unchecked) private var silent: Int
    /// How many sources have not completed yet: the sink completes when it is 0.
    @exclusivity(unchecked) private var running: Int

    init(arity: Int, observer: Observer, cancel: Cancelable) {
        progress = Array(repeating: CombineLatestProgress(), count: arity)
        silent = arity
        running = arity
        super.init(observer: observer, cancel: cancel)
    }

    /// Combines the latest element of every source.
    func combineLatestElements() throws -> Observer.Element {
        rxAbstractMethod()
    }

    func latestElementStored(by index: Int) {
        if !progress[index].hasSent {
            progress[index].hasSent = true
            silent -= 1
        }
        guard silent == 0 else {
            // A silent source that has completed will never send: once every source but
            // this one has completed, there is nothing left to wait for.
            let othersRunning = running - (progress[index].hasCompleted ? 0 : 1)
            if othersRunning == 0 {
                forwardCompleted()
                dispose()
            }
            return
        }
        let combined: Observer.Element
        do {
            combined = try combineLatestElements()
        } catch {
            forwardError(error)
            dispose()
            return
        }
        forwardNext(combined)
    }

    func sourceCompleted(_ index: Int) {
        guard !progress[index].hasCompleted else {
            return
        }
        progress[index].hasCompleted = true
        running -= 1
        if running == 0 {
            forwardOn(.completed)
            dispose()
        }
    }

    func sourceFailed(_ error: Swift.Error) {
        forwardOn(.error(error))
        dispose()
    }

    /// Subscribes the observer of source `index` to `source`. Under the lock, the observer
    /// hands each element to `store` before telling the sink. Returns its subscription.
    func subscribe<Element>(_ source: Observable<Element>, index: Int, store: @escaping (Element) -> Void) -> Disposable {
        let subscription = SingleAssignmentDisposable()
        let observer = CombineLatestObserver(sink: self, lock: lock, index: index, subscription: subscription, store: store)
        subscription.setDisposable(source.subscribe(observer))
        return subscription
    }
}
// snippet:end combine-latest-sink

/// The observer one source of a combineLatest is subscribed with: under the sink's lock, it
/// stores the element (`store`) and tells the sink; on a terminal event it lets go of its
/// own source first.
final class CombineLatestObserver<Element>: ObserverType {
    private let sink: CombineLatestProtocol
    private let lock: RecursiveLock
    private let index: Int
    private let subscription: Disposable
    private let store: (Element) -> Void

    init(sink: CombineLatestProtocol, lock: RecursiveLock, index: Int, subscription: Disposable, store: @escaping (Element) -> Void) {
        self.sink = sink
        self.lock = lock
        self.index = index
        self.subscription = subscription
        self.store = store
    }

    func on(_ event: Event<Element>) {
        guard case .next(let element) = event else {
            lock.performLocked {
                subscription.dispose()
                if case .error(let error) = event {
                    sink.sourceFailed(error)
                } else {
                    sink.sourceCompleted(index)
                }
            }
            return
        }
        onNext(element)
    }

    /// `on(.next(element))` without an `Event` (chapter 15).
    func onNext(_ element: Element) {
        lock.performLocked {
            store(element)
            sink.latestElementStored(by: index)
        }
    }
}

// MARK: combineLatest of a collection

/// One subscription of `combineLatest` over a collection: the same sink as for a fixed
/// number of sources, with the latest elements in an array.
private final class CombineLatestCollectionTypeSink<SourceElement, Observer: ObserverType>: CombineLatestSink<Observer> {
    private let resultSelector: ([SourceElement]) throws -> Observer.Element
    // guarded by `lock`
    @exclusivity(unchecked) private var latest: [SourceElement?]

    init(count: Int, resultSelector: @escaping ([SourceElement]) throws -> Observer.Element, observer: Observer, cancel: Cancelable) {
        self.resultSelector = resultSelector
        latest = Array(repeating: nil, count: count)
        super.init(arity: count, observer: observer, cancel: cancel)
    }

    func run(_ sources: [Observable<SourceElement>]) -> Disposable {
        guard !sources.isEmpty else {
            // No source: one combination of nothing, then the end.
            do {
                forwardOn(.next(try resultSelector([])))
                forwardOn(.completed)
            } catch {
                forwardOn(.error(error))
            }
            dispose()
            return Disposables.create()
        }
        let subscriptions = sources.enumerated().map { index, source in
            subscribe(source, index: index) { self.latest[index] = $0 }
        }
        return Disposables.create(subscriptions)
    }

    override func combineLatestElements() throws -> Observer.Element {
        // Called only once every source has sent an element.
        try resultSelector(latest.map { $0! })
    }
}

/// The observable `combineLatest` over a collection returns: the sources and the selector.
private final class CombineLatestCollectionType<SourceElement, Result>: Producer<Result> {
    private let sources: [Observable<SourceElement>]
    private let resultSelector: ([SourceElement]) throws -> Result

    init<Collection: Swift.Collection>(sources: Collection, resultSelector: @escaping ([SourceElement]) throws -> Result)
    where Collection.Element: ObservableConvertibleType, Collection.Element.Element == SourceElement {
        self.sources = sources.map { $0.asObservable() }
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Result {
        let sink = CombineLatestCollectionTypeSink(count: sources.count, resultSelector: resultSelector, observer: observer, cancel: cancel)
        let subscription = sink.run(sources)
        return (sink: sink, subscription: subscription)
    }
}
