// `do`: run side effects around each event, at subscription and at disposal, without
// changing the sequence. Chapter 5.

extension ObservableType {
    /// Runs side effects around the events and the lifetime of each subscription, and
    /// passes the sequence on unchanged.
    ///
    /// The `on…` handlers run before the event is forwarded, the `after…` handlers after it.
    /// An error thrown by any of them is sent downstream as `.error` and ends the subscription.
    ///
    /// - seealso: [do operator on reactivex.io](http://reactivex.io/documentation/operators/do.html)
    /// - parameter onNext: Runs with each element, before it goes down.
    /// - parameter afterNext: Runs with each element, after it went down.
    /// - parameter onError: Runs with the error, before it goes down.
    /// - parameter afterError: Runs with the error, after it went down.
    /// - parameter onCompleted: Runs before the completion goes down.
    /// - parameter afterCompleted: Runs after the completion went down.
    /// - parameter onSubscribe: Runs before the source is subscribed.
    /// - parameter onSubscribed: Runs once the source is subscribed.
    /// - parameter onDispose: Runs when the subscription ends, whether the sequence ended or
    ///   the subscriber disposed it, after the source's subscription is disposed.
    /// - returns: The same sequence, with the side effects.
    @preconcurrency public func `do`(
        onNext: (@Sendable (Element) throws -> Void)? = nil, afterNext: (@Sendable (Element) throws -> Void)? = nil,
        onError: (@Sendable (Swift.Error) throws -> Void)? = nil, afterError: (@Sendable (Swift.Error) throws -> Void)? = nil,
        onCompleted: (@Sendable () throws -> Void)? = nil, afterCompleted: (@Sendable () throws -> Void)? = nil,
        onSubscribe: (@Sendable () -> Void)? = nil, onSubscribed: (@Sendable () -> Void)? = nil, onDispose: (@Sendable () -> Void)? = nil
    ) -> Observable<Element> {
        Do(
            source: asObservable(),
            before: eventHandler(onNext: onNext, onError: onError, onCompleted: onCompleted),
            after: eventHandler(onNext: afterNext, onError: afterError, onCompleted: afterCompleted),
            onSubscribe: onSubscribe,
            onSubscribed: onSubscribed,
            onDispose: onDispose
        )
    }
}

/// One handler for a whole event, made of the optional handlers of each kind: the sink then
/// has one call to make per event, whichever it is.
private func eventHandler<Element>(
    onNext: ((Element) throws -> Void)?, onError: ((Swift.Error) throws -> Void)?, onCompleted: (() throws -> Void)?
) -> (Event<Element>) throws -> Void {
    { event in
        switch event {
        case .next(let element):
            try onNext?(element)
        case .error(let error):
            try onError?(error)
        case .completed:
            try onCompleted?()
        }
    }
}

// snippet:begin do-sink
/// One subscription of `do`: for each event, the handler that runs before it, the event, and
/// the handler that runs after it. A handler that throws ends the subscription with its error.
private final class DoSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    private let before: (Event<Observer.Element>) throws -> Void
    private let after: (Event<Observer.Element>) throws -> Void

    init(
        before: @escaping (Event<Observer.Element>) throws -> Void, after: @escaping (Event<Observer.Element>) throws -> Void, observer: Observer,
        cancel: Cancelable
    ) {
        self.before = before
        self.after = after
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        do {
            try before(event)
            forwardOn(event)
            // Still inside: an `after` handler that throws on the last event sends its
            // error too.
            try after(event)
        } catch {
            forwardOn(.error(error))
            dispose()
            return
        }
        if event.isStopEvent {
            dispose()
        }
    }
}
// snippet:end do-sink

// snippet:begin do-producer
/// The observable `do` returns: `onSubscribe` before the source is subscribed, `onSubscribed`
/// after, and `onDispose` folded into the subscription it hands back.
private final class Do<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let before: (Event<Element>) throws -> Void
    private let after: (Event<Element>) throws -> Void
    private let onSubscribe: (() -> Void)?
    private let onSubscribed: (() -> Void)?
    private let onDispose: (() -> Void)?

    init(
        source: Observable<Element>,
        before: @escaping (Event<Element>) throws -> Void,
        after: @escaping (Event<Element>) throws -> Void,
        onSubscribe: (() -> Void)?,
        onSubscribed: (() -> Void)?,
        onDispose: (() -> Void)?
    ) {
        self.source = source
        self.before = before
        self.after = after
        self.onSubscribe = onSubscribe
        self.onSubscribed = onSubscribed
        self.onDispose = onDispose
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        onSubscribe?()
        let sink = DoSink(before: before, after: after, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        onSubscribed?()
        // However the subscription ends, the source is let go first, then `onDispose` runs.
        let subscriptionThenOnDispose = Disposables.running { [onDispose] in
            subscription.dispose()
            onDispose?()
        }
        return (sink: sink, subscription: subscriptionThenOnDispose)
    }
}
// snippet:end do-producer
