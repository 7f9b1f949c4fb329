// `Observable.create`: a sequence defined by a subscribe closure. Chapter 5.

// snippet:begin create
extension ObservableType {
    /// Creates a sequence whose every subscription calls `subscribe` with an observer.
    ///
    /// The observer lets through elements until the first `error` or `completed`, forwards
    /// that one terminal event, and then ignores everything; the returned disposable is
    /// disposed when the subscription ends.
    @preconcurrency public static func create(_ subscribe: @escaping @Sendable (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        AnonymousObservable(subscribe)
    }
}
// snippet:end create

extension ObservableType {
    /// `create` for the package's own closures (the test toolkit's, the library's), which
    /// capture state that one thread at a time uses (virtual time, or the Rx grammar): not
    /// `@Sendable`.
    package static func creating(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        AnonymousObservable(subscribe)
    }
}

/// The sink of one `create` subscription, and the observer `create`'s closure is handed.
/// The closure may send anything, from any thread; the sink keeps the grammar for it:
/// elements until the first terminal event, that one terminal event, then nothing.
private final class AnonymousObservableSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    /// 0 until a terminal event flips it to 1, atomically: chapter 4 shows why a plain
    /// `Bool` is not enough.
    private let isStopped = AtomicInt(0)

    #if DEBUG
    /// Warns when two threads are inside `on` at once (chapter 4, "Reentrant on").
    private let synchronizationTracker = SynchronizationTracker()
    #endif

    // snippet:begin anonymous-observable-sink-run
    func run(_ parent: AnonymousObservable<Observer.Element>) -> Disposable {
        parent.subscribeHandler(AnyObserver(self))
    }
    // snippet:end anonymous-observable-sink-run

    // snippet:begin anonymous-observable-sink-on
    func on(_ event: Event<Observer.Element>) {
        #if DEBUG
        synchronizationTracker.register(synchronizationErrorMessage: .default)
        defer { synchronizationTracker.unregister() }
        #endif
        guard case .next(let element) = event else {
            // A terminal event. However many arrive, on however many threads, only the
            // one that flips the flag goes down.
            if fetchOr(isStopped, 1) == 0 {
                forwardOn(event)
                dispose()
            }
            return
        }
        // An element after the end is dropped.
        if load(isStopped) == 0 {
            forwardNext(element)
        }
    }
    // snippet:end anonymous-observable-sink-on
}

// snippet:begin anonymous-observable
/// The observable `create` returns. It keeps the closure; each subscription gets a sink that
/// calls it.
private final class AnonymousObservable<Element>: Producer<Element> {
    let subscribeHandler: (AnyObserver<Element>) -> Disposable

    init(_ subscribeHandler: @escaping (AnyObserver<Element>) -> Disposable) {
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
