// `do`: run side effects around each event, at subscription and at disposal, without
// changing the sequence. Chapter 5.

extension ObservableType {
    /// Invokes an action for each event in the observable sequence, and propagates all
    /// observer messages through the result sequence.
    ///
    /// The `on…` handlers run before the event is forwarded, the `after…` handlers after it.
    /// An error thrown by any of them is sent downstream as `.error` and ends the subscription.
    ///
    /// - seealso: [do operator on reactivex.io](http://reactivex.io/documentation/operators/do.html)
    /// - parameter onNext: Action to invoke for each element in the observable sequence.
    /// - parameter afterNext: Action to invoke for each element after the observable has
    ///   passed an onNext event along to its downstream.
    /// - parameter onError: Action to invoke upon errored termination of the observable sequence.
    /// - parameter afterError: Action to invoke after errored termination of the observable
    ///   sequence.
    /// - parameter onCompleted: Action to invoke upon graceful termination of the observable
    ///   sequence.
    /// - parameter afterCompleted: Action to invoke after graceful termination of the
    ///   observable sequence.
    /// - parameter onSubscribe: Action to invoke before subscribing to source observable
    ///   sequence.
    /// - parameter onSubscribed: Action to invoke after subscribing to source observable
    ///   sequence.
    /// - parameter onDispose: Action to invoke after subscription to source observable has
    ///   been disposed for any reason. It can be either because sequence terminates for some
    ///   reason or observer subscription being disposed.
    /// - returns: The source sequence with the side-effecting behavior applied.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Observable<Element> {
        Do(
            source: asObservable(),
            eventHandler: { event in
                switch event {
                case .next(let element):
                    try onNext?(element)
                case .error(let error):
                    try onError?(error)
                case .completed:
                    try onCompleted?()
                }
            },
            afterEventHandler: { event in
                switch event {
                case .next(let element):
                    try afterNext?(element)
                case .error(let error):
                    try afterError?(error)
                case .completed:
                    try afterCompleted?()
                }
            },
            onSubscribe: onSubscribe,
            onSubscribed: onSubscribed,
            onDispose: onDispose
        )
    }
}

// snippet:begin do-sink
/// One subscription of `do`: the handler before the event, the event, the handler after it.
private final class DoSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    typealias EventHandler = (Event<Element>) throws -> Void
    typealias AfterEventHandler = (Event<Element>) throws -> Void

    private let eventHandler: EventHandler
    private let afterEventHandler: AfterEventHandler

    init(eventHandler: @escaping EventHandler, afterEventHandler: @escaping AfterEventHandler, observer: Observer, cancel: Cancelable) {
        self.eventHandler = eventHandler
        self.afterEventHandler = afterEventHandler
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        do {
            try eventHandler(event)
            forwardOn(event)
            try afterEventHandler(event)
            if event.isStopEvent {
                dispose()
            }
        } catch let error {
            forwardOn(.error(error))
            dispose()
        }
    }
}
// snippet:end do-sink

// snippet:begin do-producer
/// The observable `do` returns: `onSubscribe` before the source is subscribed, `onSubscribed`
/// after, and `onDispose` folded into the subscription it hands back.
private final class Do<Element>: Producer<Element> {
    typealias EventHandler = (Event<Element>) throws -> Void
    typealias AfterEventHandler = (Event<Element>) throws -> Void

    private let source: Observable<Element>
    private let eventHandler: EventHandler
    private let afterEventHandler: AfterEventHandler
    private let onSubscribe: (() -> Void)?
    private let onSubscribed: (() -> Void)?
    private let onDispose: (() -> Void)?

    init(
        source: Observable<Element>,
        eventHandler: @escaping EventHandler,
        afterEventHandler: @escaping AfterEventHandler,
        onSubscribe: (() -> Void)?,
        onSubscribed: (() -> Void)?,
        onDispose: (() -> Void)?
    ) {
        self.source = source
        self.eventHandler = eventHandler
        self.afterEventHandler = afterEventHandler
        self.onSubscribe = onSubscribe
        self.onSubscribed = onSubscribed
        self.onDispose = onDispose
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        onSubscribe?()
        let sink = DoSink(eventHandler: eventHandler, afterEventHandler: afterEventHandler, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        onSubscribed?()
        let onDispose = self.onDispose
        let allSubscriptions = Disposables.create {
            subscription.dispose()
            onDispose?()
        }
        return (sink: sink, subscription: allSubscriptions)
    }
}
// snippet:end do-producer
