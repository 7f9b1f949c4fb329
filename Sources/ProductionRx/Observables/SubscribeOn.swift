// `subscribe(on:)`: run the subscription to the source, and its disposal, on a scheduler.
// Chapter 7.

extension ObservableType {
    /// Wraps the source sequence so that subscribing to it, and disposing that subscription,
    /// happen on `scheduler`.
    ///
    /// This changes where the source's *subscription* work runs (the `create` closure, the
    /// work of `of` or `from`), not where observers are called: a source that sends its events
    /// while being subscribed sends them on `scheduler`, but a source that sends later sends
    /// them wherever it runs then. To move the observer, use `observe(on:)`.
    ///
    /// - seealso: [subscribeOn operator on reactivex.io](http://reactivex.io/documentation/operators/subscribeon.html)
    /// - parameter scheduler: The scheduler to subscribe and dispose on.
    /// - returns: The source sequence whose subscription and disposal run on `scheduler`.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        SubscribeOn(source: self, scheduler: scheduler)
    }

    /// Wraps the source sequence so that subscribing to it, and disposing that subscription,
    /// happen on `scheduler`.
    ///
    /// - parameter scheduler: The scheduler to subscribe and dispose on.
    /// - returns: The source sequence whose subscription and disposal run on `scheduler`.
    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        subscribe(on: scheduler)
    }
}

// snippet:begin subscribe-on-sink
/// One subscription of `subscribe(on:)`: schedules the subscription to the source, and wraps
/// the result in a `ScheduledDisposable` so that disposing goes through the scheduler too.
private final class SubscribeOnSink<Ob: ObservableType, Observer: ObserverType>: Sink<Observer>, ObserverType where Ob.Element == Observer.Element {
    typealias Element = Observer.Element

    func on(_ event: Event<Element>) {
        if event.isStopEvent {
            end(event)
        } else {
            forwardOn(event)
        }
    }

    func run(_ source: Ob, on scheduler: ImmediateSchedulerType) -> Disposable {
        // What disposing the result reaches: the scheduled subscription while it has not run
        // (disposing cancels it), then the source's subscription, disposed on the scheduler.
        let current = SerialDisposable()
        let pending = SingleAssignmentDisposable()
        current.disposable = pending
        let scheduled = scheduler.schedule(()) { _ in
            current.disposable = ScheduledDisposable(scheduler: scheduler, disposable: source.subscribe(self))
            return Disposables.create()
        }
        pending.setDisposable(scheduled)
        return current
    }
}
// snippet:end subscribe-on-sink

/// The observable `subscribe(on:)` returns.
private final class SubscribeOn<Ob: ObservableType>: Producer<Ob.Element> {
    private let source: Ob
    private let scheduler: ImmediateSchedulerType

    init(source: Ob, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Ob.Element {
        let sink = SubscribeOnSink<Ob, Observer>(observer: observer, cancel: cancel)
        return (sink: sink, subscription: sink.run(source, on: scheduler))
    }
}
