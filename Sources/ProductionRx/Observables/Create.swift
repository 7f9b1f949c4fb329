// `Observable.create`: a sequence defined by a subscribe closure. Chapter 5.

// snippet:begin create
extension ObservableType {
    /// Creates a sequence whose every subscription calls `subscribe` with an observer.
    ///
    /// The observer lets through elements until the first `error` or `completed`, forwards
    /// that one terminal event, and then ignores everything; the returned disposable is
    /// disposed when the subscription ends.
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        AnonymousObservable(subscribe)
    }
}
// snippet:end create

/// The sink of one `create` subscription.
private final class AnonymousObservableSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    typealias Parent = AnonymousObservable<Element>

    // 1 once a terminal event went through.
    private let isStopped = AtomicInt(0)

    #if DEBUG
    private let synchronizationTracker = SynchronizationTracker()
    #endif

    override init(observer: Observer, cancel: Cancelable) {
        super.init(observer: observer, cancel: cancel)
    }

    // snippet:begin anonymous-observable-sink-on
    func on(_ event: Event<Element>) {
        #if DEBUG
        synchronizationTracker.register(synchronizationErrorMessage: .default)
        defer { synchronizationTracker.unregister() }
        #endif
        switch event {
        case .next(let element):
            if load(isStopped) == 1 {
                return
            }
            forwardNext(element)
        case .error, .completed:
            // Only the caller that flips the flag forwards; any later terminal is dropped.
            if fetchOr(isStopped, 1) == 0 {
                forwardOn(event)
                dispose()
            }
        }
    }
    // snippet:end anonymous-observable-sink-on

    // snippet:begin anonymous-observable-sink-run
    func run(_ parent: Parent) -> Disposable {
        parent.subscribeHandler(AnyObserver(self))
    }
    // snippet:end anonymous-observable-sink-run
}

// snippet:begin anonymous-observable
/// The observable `create` returns.
private final class AnonymousObservable<Element>: Producer<Element> {
    typealias SubscribeHandler = (AnyObserver<Element>) -> Disposable

    let subscribeHandler: SubscribeHandler

    init(_ subscribeHandler: @escaping SubscribeHandler) {
        self.subscribeHandler = subscribeHandler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = AnonymousObservableSink(observer: observer, cancel: cancel)
        let subscription = sink.run(self)
        return (sink: sink, subscription: subscription)
    }
}
// snippet:end anonymous-observable
