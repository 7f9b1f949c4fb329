// `retry(when:)`: on error, ask a trigger sequence built from the errors whether and when to
// subscribe to the source again. Chapter 10 ("Combining and recovering").

extension ObservableType {
    /// Repeats the source observable sequence on error when the notifier emits a next value.
    /// If the source observable errors and the notifier completes, it will complete the
    /// source sequence.
    ///
    /// Errors that are not of type `Error` are sent at once, without asking the notifier.
    ///
    /// - seealso: [retry operator on reactivex.io](http://reactivex.io/documentation/operators/retry.html)
    /// - parameter notificationHandler: A handler that is passed an observable sequence of
    ///   errors raised by the source observable and returns an observable that either
    ///   continues, completes or errors. This behavior is then applied to the source
    ///   observable.
    /// - returns: An observable sequence producing the elements of the given sequence
    ///   repeatedly until it terminates successfully or is notified to error or complete.
    public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable)
        -> Observable<Element>
    {
        RetryWhenSequence(sources: InfiniteSequence(repeatedValue: asObservable()), notificationHandler: notificationHandler)
    }

    /// Repeats the source observable sequence on error when the notifier emits a next value.
    /// If the source observable errors and the notifier completes, it will complete the
    /// source sequence.
    ///
    /// - seealso: [retry operator on reactivex.io](http://reactivex.io/documentation/operators/retry.html)
    /// - parameter notificationHandler: A handler that is passed an observable sequence of
    ///   errors raised by the source observable and returns an observable that either
    ///   continues, completes or errors. This behavior is then applied to the source
    ///   observable.
    /// - returns: An observable sequence producing the elements of the given sequence
    ///   repeatedly until it terminates successfully or is notified to error or complete.
    public func retry<TriggerObservable: ObservableType>(when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable)
        -> Observable<Element>
    {
        RetryWhenSequence(sources: InfiniteSequence(repeatedValue: asObservable()), notificationHandler: notificationHandler)
    }
}

extension ObservableType {
    /// Repeats the source observable sequence on error when the notifier emits a next value.
    /// Renamed `retry(when:)` in RxSwift 6.
    ///
    /// - seealso: [retry operator on reactivex.io](http://reactivex.io/documentation/operators/retry.html)
    /// - parameter notificationHandler: A handler that is passed an observable sequence of
    ///   errors raised by the source observable and returns an observable that either
    ///   continues, completes or errors.
    /// - returns: An observable sequence producing the elements of the given sequence
    ///   repeatedly until it terminates successfully or is notified to error or complete.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType, Error: Swift.Error>(_ notificationHandler: @escaping (Observable<Error>) -> TriggerObservable)
        -> Observable<Element>
    {
        retry(when: notificationHandler)
    }

    /// Repeats the source observable sequence on error when the notifier emits a next value.
    /// Renamed `retry(when:)` in RxSwift 6.
    ///
    /// - seealso: [retry operator on reactivex.io](http://reactivex.io/documentation/operators/retry.html)
    /// - parameter notificationHandler: A handler that is passed an observable sequence of
    ///   errors raised by the source observable and returns an observable that either
    ///   continues, completes or errors.
    /// - returns: An observable sequence producing the elements of the given sequence
    ///   repeatedly until it terminates successfully or is notified to error or complete.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType>(_ notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable)
        -> Observable<Element>
    {
        retry(when: notificationHandler)
    }
}

/// Observes the notifier after an error: its element means "subscribe again", its error or
/// completion ends the whole sequence.
private final class RetryTriggerSink<Sequence: Swift.Sequence, Observer: ObserverType, TriggerObservable: ObservableType, Error>: ObserverType
where Sequence.Element: ObservableType, Sequence.Element.Element == Observer.Element {
    typealias Element = TriggerObservable.Element

    typealias Parent = RetryWhenSequenceSinkIter<Sequence, Observer, TriggerObservable, Error>

    private let parent: Parent

    init(parent: Parent) {
        self.parent = parent
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            parent.parent.lastError = nil
            parent.parent.schedule(.moveNext)
        case .error(let error):
            parent.parent.forwardOn(.error(error))
            parent.parent.dispose()
        case .completed:
            parent.parent.forwardOn(.completed)
            parent.parent.dispose()
        }
    }
}

/// Observes one attempt (one subscription to the source). On an error of type `Error` it
/// disposes the attempt, starts listening to the notifier, then hands the error to the
/// handler's sequence.
private final class RetryWhenSequenceSinkIter<Sequence: Swift.Sequence, Observer: ObserverType, TriggerObservable: ObservableType, Error>: ObserverType,
    Disposable
where Sequence.Element: ObservableType, Sequence.Element.Element == Observer.Element {
    typealias Element = Observer.Element
    typealias Parent = RetryWhenSequenceSink<Sequence, Observer, TriggerObservable, Error>

    fileprivate let parent: Parent
    private let errorHandlerSubscription = SingleAssignmentDisposable()
    private let subscription: Disposable

    init(parent: Parent, subscription: Disposable) {
        self.parent = parent
        self.subscription = subscription
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            parent.forwardOn(event)
        case .error(let error):
            parent.lastError = error

            if let failedWith = error as? Error {
                // dispose current subscription
                subscription.dispose()

                let errorHandlerSubscription = parent.notifier.subscribe(RetryTriggerSink(parent: self))
                self.errorHandlerSubscription.setDisposable(errorHandlerSubscription)
                parent.errorSubject.on(.next(failedWith))
            } else {
                parent.forwardOn(.error(error))
                parent.dispose()
            }
        case .completed:
            parent.forwardOn(event)
            parent.dispose()
        }
    }

    final func dispose() {
        subscription.dispose()
        errorHandlerSubscription.dispose()
    }
}

// snippet:begin retry-when-sink
/// One subscription of `retry(when:)`: the handler's sequence is built once, from
/// `errorSubject`, and feeds `notifier`; each attempt is one walk step of the tail-recursive
/// machinery over the endlessly repeated source.
private final class RetryWhenSequenceSink<Sequence: Swift.Sequence, Observer: ObserverType, TriggerObservable: ObservableType, Error>: TailRecursiveSink<
    Sequence, Observer
>
where Sequence.Element: ObservableType, Sequence.Element.Element == Observer.Element {
    typealias Element = Observer.Element
    typealias Parent = RetryWhenSequence<Sequence, TriggerObservable, Error>

    private let parent: Parent

    fileprivate var lastError: Swift.Error?
    /// The errors, as the handler's sequence sees them.
    fileprivate let errorSubject = RetryWhenSubject<Error>()
    private let handlerSubscription = SingleAssignmentDisposable()
    /// The handler's sequence, shared by the attempts that listen to it.
    fileprivate let notifier = RetryWhenSubject<TriggerObservable.Element>()

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    override func done() {
        if let lastError {
            forwardOn(.error(lastError))
            self.lastError = nil
        } else {
            forwardOn(.completed)
        }

        dispose()
    }

    override func extract(_ observable: Observable<Element>) -> SequenceGenerator? {
        // Always `nil`: `run` has side effects particular to this retry(when:), so one
        // sink cannot walk into another's sources.
        nil
    }

    override func subscribeToNext(_ source: Observable<Element>) -> Disposable {
        let subscription = SingleAssignmentDisposable()
        let iter = RetryWhenSequenceSinkIter(parent: self, subscription: subscription)
        subscription.setDisposable(source.subscribe(iter))
        return iter
    }

    override func run(_ sources: SequenceGenerator) -> Disposable {
        handlerSubscription.setDisposable(parent.notificationHandler(errorSubject.asObservable()).subscribe(notifier))
        let disposable = super.run(sources)
        return Disposables.create(disposable, handlerSubscription)
    }
}
// snippet:end retry-when-sink

/// The observable `retry(when:)` returns: the repeated source and the handler.
private final class RetryWhenSequence<Sequence: Swift.Sequence, TriggerObservable: ObservableType, Error>: Producer<Sequence.Element.Element>
where Sequence.Element: ObservableType {
    typealias Element = Sequence.Element.Element

    fileprivate let sources: Sequence
    fileprivate let notificationHandler: (Observable<Error>) -> TriggerObservable

    init(sources: Sequence, notificationHandler: @escaping (Observable<Error>) -> TriggerObservable) {
        self.sources = sources
        self.notificationHandler = notificationHandler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = RetryWhenSequenceSink<Sequence, Observer, TriggerObservable, Error>(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run((sources.makeIterator(), nil))
        return (sink: sink, subscription: subscription)
    }
}

/// The little publish subject `retry(when:)` needs (RxSwift uses its `PublishSubject`):
/// sends each event to the observers subscribed at that moment; after a terminal event,
/// sends that event to late subscribers at once.
private final class RetryWhenSubject<Element>: Observable<Element>, ObserverType {
    private let lock = RecursiveLock()
    // guarded by `lock`
    private var observers = Bag<(Event<Element>) -> Void>()
    private var stopEvent: Event<Element>?

    override init() {
        super.init()
    }

    func on(_ event: Event<Element>) {
        let targets: [(Event<Element>) -> Void] = lock.performLocked {
            if stopEvent != nil {
                return []
            }
            var targets: [(Event<Element>) -> Void] = []
            observers.forEach { targets.append($0) }
            if event.isStopEvent {
                stopEvent = event
                observers.removeAll()
            }
            return targets
        }
        for target in targets {
            target(event)
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let (key, stopEvent): (BagKey?, Event<Element>?) = lock.performLocked {
            if let stopEvent = self.stopEvent {
                return (nil, stopEvent)
            }
            return (observers.insert(observer.on), nil)
        }
        guard let key else {
            if let stopEvent {
                observer.on(stopEvent)
            }
            return Disposables.create()
        }
        return Disposables.create { [weak self] in
            guard let self else { return }
            _ = lock.performLocked { observers.removeKey(key) }
        }
    }
}
