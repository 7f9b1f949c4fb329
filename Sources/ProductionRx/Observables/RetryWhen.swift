// `retry(when:)`: on error, ask a trigger sequence built from the errors whether and when to
// subscribe to the source again. Chapter 10 ("Combining and recovering").

extension ObservableType {
    /// Resubscribes to the source after an error, each time the sequence `notificationHandler`
    /// builds from the errors sends an element; its completion completes the result, its
    /// error fails it.
    ///
    /// `notificationHandler` is called once per subscription, with the sequence of the
    /// source's errors of type `Error`. Errors of any other type are sent at once, without
    /// asking it.
    ///
    /// - seealso: [retry operator on reactivex.io](http://reactivex.io/documentation/operators/retry.html)
    /// - parameter notificationHandler: Turns the errors into the triggers of the next attempts.
    /// - returns: The source's elements, over as many attempts as the triggers allow.
    @preconcurrency public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
        when notificationHandler: @escaping @Sendable (Observable<Error>) -> TriggerObservable
    )
        -> Observable<Element>
    {
        RetryWhenSequence(sources: InfiniteSequence(repeatedValue: asObservable()), notificationHandler: notificationHandler)
    }

    /// Resubscribes to the source after an error, each time the sequence `notificationHandler`
    /// builds from the errors sends an element; its completion completes the result, its
    /// error fails it.
    ///
    /// - seealso: [retry operator on reactivex.io](http://reactivex.io/documentation/operators/retry.html)
    /// - parameter notificationHandler: Turns the errors into the triggers of the next attempts.
    /// - returns: The source's elements, over as many attempts as the triggers allow.
    @preconcurrency public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping @Sendable (Observable<Swift.Error>) -> TriggerObservable
    )
        -> Observable<Element>
    {
        RetryWhenSequence(sources: InfiniteSequence(repeatedValue: asObservable()), notificationHandler: notificationHandler)
    }
}

extension ObservableType {
    /// `retry(when:)` under its name before RxSwift 6.
    ///
    /// - seealso: [retry operator on reactivex.io](http://reactivex.io/documentation/operators/retry.html)
    /// - parameter notificationHandler: Turns the errors into the triggers of the next attempts.
    /// - returns: The source's elements, over as many attempts as the triggers allow.
    @available(*, deprecated, renamed: "retry(when:)")
    @preconcurrency public func retryWhen<TriggerObservable: ObservableType, Error: Swift.Error>(
        _ notificationHandler: @escaping @Sendable (Observable<Error>) -> TriggerObservable
    )
        -> Observable<Element>
    {
        retry(when: notificationHandler)
    }

    /// `retry(when:)` under its name before RxSwift 6.
    ///
    /// - seealso: [retry operator on reactivex.io](http://reactivex.io/documentation/operators/retry.html)
    /// - parameter notificationHandler: Turns the errors into the triggers of the next attempts.
    /// - returns: The source's elements, over as many attempts as the triggers allow.
    @available(*, deprecated, renamed: "retry(when:)")
    @preconcurrency public func retryWhen<TriggerObservable: ObservableType>(
        _ notificationHandler: @escaping @Sendable (Observable<Swift.Error>) -> TriggerObservable
    )
        -> Observable<Element>
    {
        retry(when: notificationHandler)
    }
}

/// Listens to the triggers after a failed attempt: an element starts the next attempt, an
/// error or completion ends the whole sequence with it.
private final class RetryTrigger<Sequence: Swift.Sequence, Observer: ObserverType, TriggerObservable: ObservableType, Error>: ObserverType
where Sequence.Element: ObservableType, Sequence.Element.Element == Observer.Element {
    typealias Element = TriggerObservable.Element

    private let sink: RetryWhenSequenceSink<Sequence, Observer, TriggerObservable, Error>

    init(sink: RetryWhenSequenceSink<Sequence, Observer, TriggerObservable, Error>) {
        self.sink = sink
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            // The failure is forgiven: the next attempt starts with a clean slate.
            sink.lastError = nil
            sink.schedule(.moveNext)
        case .error(let error):
            sink.end(.error(error))
        case .completed:
            sink.end(.completed)
        }
    }
}

/// Observes one attempt (one subscription to the source). On an error of type `Error` it
/// disposes the attempt, starts listening to the triggers, then hands the error to the
/// handler's sequence.
private final class RetryAttempt<Sequence: Swift.Sequence, Observer: ObserverType, TriggerObservable: ObservableType, Error>: ObserverType,
    Disposable
where Sequence.Element: ObservableType, Sequence.Element.Element == Observer.Element {
    typealias Element = Observer.Element

    private let sink: RetryWhenSequenceSink<Sequence, Observer, TriggerObservable, Error>
    /// The subscription to the source for this attempt.
    private let attempt: Disposable
    /// The subscription to the triggers, made when this attempt fails.
    private let listening = SingleAssignmentDisposable()
    /// Set by the attempt's first terminal event. A source that breaks the grammar, or an
    /// error already on its way when the attempt was disposed, may send more: the attempt
    /// has had its say, and listening to the triggers twice would stop the process.
    private var over = false

    init(sink: RetryWhenSequenceSink<Sequence, Observer, TriggerObservable, Error>, attempt: Disposable) {
        self.sink = sink
        self.attempt = attempt
    }

    func on(_ event: Event<Element>) {
        guard !over else { return }
        switch event {
        case .next:
            sink.forwardOn(event)
        case .error(let error):
            over = true
            sink.lastError = error
            guard let handled = error as? Error else {
                // Not an error the handler takes: it ends the sequence as it is.
                sink.end(.error(error))
                return
            }
            attempt.dispose()
            // Listening before the handler hears the error: a trigger it sends at once is
            // not missed.
            listening.setDisposable(sink.triggers.subscribe(RetryTrigger(sink: sink)))
            sink.errors.on(.next(handled))
        case .completed:
            over = true
            sink.end(event)
        }
    }

    func dispose() {
        attempt.dispose()
        listening.dispose()
    }
}

// snippet:begin retry-when-sink
/// One subscription of `retry(when:)`: the handler's sequence is built once, from `errors`,
/// and feeds `triggers`; each attempt is one walk step of the tail-recursive machinery over
/// the endlessly repeated source.
private final class RetryWhenSequenceSink<Sequence: Swift.Sequence, Observer: ObserverType, TriggerObservable: ObservableType, Error>: TailRecursiveSink<
    Sequence, Observer
>
where Sequence.Element: ObservableType, Sequence.Element.Element == Observer.Element {
    typealias Element = Observer.Element

    private let notificationHandler: (Observable<Error>) -> TriggerObservable
    private let handlerSubscription = SingleAssignmentDisposable()
    /// The source's last error, sent if the sources run out (they never do: the source repeats).
    fileprivate var lastError: Swift.Error?
    /// The errors, as the handler's sequence sees them.
    fileprivate let errors = RetryWhenSubject<Error>()
    /// The handler's sequence, shared by the attempts that listen to it.
    fileprivate let triggers = RetryWhenSubject<TriggerObservable.Element>()

    init(notificationHandler: @escaping (Observable<Error>) -> TriggerObservable, observer: Observer, cancel: Cancelable) {
        self.notificationHandler = notificationHandler
        super.init(observer: observer, cancel: cancel)
    }

    override func run(_ sources: SequenceGenerator) -> Disposable {
        handlerSubscription.setDisposable(notificationHandler(errors.asObservable()).subscribe(triggers))
        return Disposables.create(super.run(sources), handlerSubscription)
    }

    override func subscribeToNext(_ source: Observable<Element>) -> Disposable {
        let subscription = SingleAssignmentDisposable()
        let attempt = RetryAttempt(sink: self, attempt: subscription)
        subscription.setDisposable(source.subscribe(attempt))
        return attempt
    }

    override func extract(_ observable: Observable<Element>) -> SequenceGenerator? {
        // Never: `run` subscribes the handler, a side effect particular to this sink, so one
        // sink cannot walk into another's sources.
        nil
    }

    override func done() {
        let error = lastError
        lastError = nil
        end(error.map { .error($0) } ?? .completed)
    }
}
// snippet:end retry-when-sink

/// The observable `retry(when:)` returns: the repeated source and the handler.
private final class RetryWhenSequence<Sequence: Swift.Sequence, TriggerObservable: ObservableType, Error>: Producer<Sequence.Element.Element>
where Sequence.Element: ObservableType {
    typealias Element = Sequence.Element.Element

    private let sources: Sequence
    private let notificationHandler: (Observable<Error>) -> TriggerObservable

    init(sources: Sequence, notificationHandler: @escaping (Observable<Error>) -> TriggerObservable) {
        self.sources = sources
        self.notificationHandler = notificationHandler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = RetryWhenSequenceSink<Sequence, Observer, TriggerObservable, Error>(
            notificationHandler: notificationHandler, observer: observer, cancel: cancel)
        return (sink: sink, subscription: sink.run((sources.makeIterator(), nil)))
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
        return Disposables.running { [weak self] in
            guard let self else { return }
            _ = lock.performLocked { observers.removeKey(key) }
        }
    }
}
