// `withLatestFrom`: each element of the source combined with the latest element of a second
// sequence, which only ever supplies values and never triggers a send. Chapter 10
// ("Combining and recovering").

extension ObservableType {
    /// Merges two observable sequences into one observable sequence by combining each
    /// element from self with the latest element from the second source, if any.
    ///
    /// Elements of self that arrive before the second source sent anything are dropped. The
    /// result completes when self completes and fails when either fails.
    ///
    /// - seealso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    /// - note: Elements emitted by self before the second source has emitted any values will
    ///   be omitted.
    /// - parameter second: Second observable source.
    /// - parameter resultSelector: Function to invoke for each element from the self
    ///   combined with the latest element from the second source, if any.
    /// - returns: An observable sequence containing the result of combining each element of
    ///   the self with the latest element from the second source, if any, using the
    ///   specified result selector function.
    public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
        _ second: Source, resultSelector: @escaping (Element, Source.Element) throws -> ResultType
    ) -> Observable<ResultType> {
        WithLatestFrom(first: asObservable(), second: second.asObservable(), resultSelector: resultSelector)
    }

    /// Merges two observable sequences into one observable sequence by using latest element
    /// from the second sequence every time when `self` emits an element.
    ///
    /// - seealso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    /// - note: Elements emitted by self before the second source has emitted any values will
    ///   be omitted.
    /// - parameter second: Second observable source.
    /// - returns: An observable sequence containing the result of combining each element of
    ///   the self with the latest element from the second source, if any.
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        WithLatestFrom(first: asObservable(), second: second.asObservable(), resultSelector: { $1 })
    }
}

// snippet:begin with-latest-from-sink
/// One subscription of `withLatestFrom`: observes the first source itself, and the second
/// through a `WithLatestFromSecond` that shares its lock and only stores `latest`.
private final class WithLatestFromSink<FirstType, SecondType, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias ResultType = Observer.Element
    typealias Parent = WithLatestFrom<FirstType, SecondType, ResultType>
    typealias Element = FirstType

    private let parent: Parent

    /// Taken around every event of either source.
    fileprivate let lock = RecursiveLock()
    // guarded by `lock`
    fileprivate var latest: SecondType?

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent

        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        // The second source first, so that a value it sends while being subscribed is
        // already there for the first source's elements.
        let sndSubscription = SingleAssignmentDisposable()
        let sndO = WithLatestFromSecond(parent: self, disposable: sndSubscription)

        sndSubscription.setDisposable(parent.second.subscribe(sndO))
        let fstSubscription = parent.first.subscribe(self)

        return Disposables.create(fstSubscription, sndSubscription)
    }

    func on(_ event: Event<Element>) {
        lock.performLocked {
            switch event {
            case .next(let value):
                guard let latest else { return }
                do {
                    let result = try parent.resultSelector(value, latest)

                    forwardOn(.next(result))
                } catch let error {
                    forwardOn(.error(error))
                    dispose()
                }
            case .completed:
                forwardOn(.completed)
                dispose()
            case .error(let error):
                forwardOn(.error(error))
                dispose()
            }
        }
    }
}
// snippet:end with-latest-from-sink

/// Observes the second source of `withLatestFrom` under the sink's lock: stores its latest
/// element, lets its completion go unnoticed, forwards its error.
private final class WithLatestFromSecond<FirstType, SecondType, Observer: ObserverType>: ObserverType {
    typealias ResultType = Observer.Element
    typealias Parent = WithLatestFromSink<FirstType, SecondType, Observer>
    typealias Element = SecondType

    private let parent: Parent
    private let disposable: Disposable

    init(parent: Parent, disposable: Disposable) {
        self.parent = parent
        self.disposable = disposable
    }

    func on(_ event: Event<Element>) {
        parent.lock.performLocked {
            switch event {
            case .next(let value):
                parent.latest = value
            case .completed:
                disposable.dispose()
            case .error(let error):
                parent.forwardOn(.error(error))
                parent.dispose()
            }
        }
    }
}

/// The observable `withLatestFrom` returns: both sources and the selector.
private final class WithLatestFrom<FirstType, SecondType, ResultType>: Producer<ResultType> {
    typealias ResultSelector = (FirstType, SecondType) throws -> ResultType

    fileprivate let first: Observable<FirstType>
    fileprivate let second: Observable<SecondType>
    fileprivate let resultSelector: ResultSelector

    init(first: Observable<FirstType>, second: Observable<SecondType>, resultSelector: @escaping ResultSelector) {
        self.first = first
        self.second = second
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == ResultType {
        let sink = WithLatestFromSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}
