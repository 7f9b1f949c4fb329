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
    typealias Parent = SubscribeOn<Ob>

    let parent: Parent

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        forwardOn(event)

        if event.isStopEvent {
            dispose()
        }
    }

    func run() -> Disposable {
        let disposeEverything = SerialDisposable()
        let cancelSchedule = SingleAssignmentDisposable()

        // Until the scheduled subscription runs, disposing cancels it.
        disposeEverything.disposable = cancelSchedule

        let disposeSchedule = parent.scheduler.schedule(()) { _ -> Disposable in
            let subscription = self.parent.source.subscribe(self)
            disposeEverything.disposable = ScheduledDisposable(scheduler: self.parent.scheduler, disposable: subscription)
            return Disposables.create()
        }

        cancelSchedule.setDisposable(disposeSchedule)

        return disposeEverything
    }
}
// snippet:end subscribe-on-sink

/// The observable `subscribe(on:)` returns.
private final class SubscribeOn<Ob: ObservableType>: Producer<Ob.Element> {
    let source: Ob
    let scheduler: ImmediateSchedulerType

    init(source: Ob, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Ob.Element {
        let sink = SubscribeOnSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}
