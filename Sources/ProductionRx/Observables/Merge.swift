// `merge` of a fixed set of sequences: every element of every source, as it arrives, one at
// a time under a lock. Chapter 5; chapter 7 explains why `merge` of two `of`s interleaves.

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

// snippet:begin merge-sink
/// One subscription of `merge`: subscribes to every source, forwards their events under one
/// lock so that the observer never sees two at once, and completes when all have completed.
///
/// RxSwift's `MergeSink` also serves `flatMap` and `merge()` on a sequence of sequences; this
/// one serves the fixed set of sources only.
private final class MergeSink<Observer: ObserverType>: Sink<Observer> {
    typealias Element = Observer.Element

    let lock = RecursiveLock()

    // state, guarded by `lock`
    let group = CompositeDisposable()
    var activeCount = 0
    var stopped = false

    override init(observer: Observer, cancel: Cancelable) {
        super.init(observer: observer, cancel: cancel)
    }

    func subscribeInner(_ source: Observable<Element>) {
        let iterDisposable = SingleAssignmentDisposable()
        if let disposeKey = group.insert(iterDisposable) {
            let iter = MergeSinkIter(parent: self, disposeKey: disposeKey)
            let subscription = source.subscribe(iter)
            iterDisposable.setDisposable(subscription)
        }
    }

    func run(_ sources: [Observable<Element>]) -> Disposable {
        lock.performLocked {
            activeCount += sources.count
        }

        for source in sources {
            subscribeInner(source)
        }

        // Under the lock: a source on another thread may be completing at this moment, and
        // both must not see `stopped && activeCount == 0` (RxSwift updates these unlocked).
        lock.performLocked {
            stopped = true
            checkCompleted()
        }

        return group
    }

    /// Completes once every source has completed. Called with `lock` held.
    func checkCompleted() {
        if stopped && activeCount == 0 {
            forwardOn(.completed)
            dispose()
        }
    }
}

/// The observer of one source: takes the parent's lock for each event.
private final class MergeSinkIter<Observer: ObserverType>: ObserverType {
    typealias Parent = MergeSink<Observer>
    typealias DisposeKey = CompositeDisposable.DisposeKey
    typealias Element = Observer.Element

    private let parent: Parent
    private let disposeKey: DisposeKey

    init(parent: Parent, disposeKey: DisposeKey) {
        self.parent = parent
        self.disposeKey = disposeKey
    }

    func on(_ event: Event<Element>) {
        parent.lock.performLocked {
            switch event {
            case .next(let value):
                parent.forwardOn(.next(value))
            case .error(let error):
                parent.forwardOn(.error(error))
                parent.dispose()
            case .completed:
                parent.group.remove(for: disposeKey)
                parent.activeCount -= 1
                parent.checkCompleted()
            }
        }
    }
}
// snippet:end merge-sink

/// The observable `merge` of a fixed set of sources returns.
private final class MergeArray<Element>: Producer<Element> {
    private let sources: [Observable<Element>]

    init(sources: [Observable<Element>]) {
        self.sources = sources
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = MergeSink(observer: observer, cancel: cancel)
        let subscription = sink.run(sources)
        return (sink: sink, subscription: subscription)
    }
}
