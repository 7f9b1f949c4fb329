// `delaySubscription`: the subscription to the source itself comes later. Tested in virtual
// time in chapter 8 ("Testing in virtual time").

extension ObservableType {
    /// Subscribes to the source only once `dueTime` has passed on `scheduler`.
    ///
    /// Nothing is subscribed until `dueTime` has passed; disposing before then cancels the
    /// subscription that was waiting. After that the source's events pass unchanged.
    ///
    /// - seealso: [delay operator on reactivex.io](http://reactivex.io/documentation/operators/delay.html)
    /// - parameter dueTime: How long to wait before subscribing.
    /// - parameter scheduler: Where the timer runs.
    /// - returns: The source, subscribed late.
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        DelaySubscription(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

/// One subscription of `delaySubscription`. Until the timer goes off it has nothing to do;
/// then it is subscribed to the source, and passes its events on unchanged.
private final class DelaySubscriptionSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    func on(_ event: Event<Observer.Element>) {
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }
}

/// The observable `delaySubscription` returns (its source and timing kept by
/// `DueTimeProducer`, Delay.swift). Its subscription is the scheduled action, whose
/// disposable becomes the source's subscription once the action has run: disposing before
/// then cancels the timer, and after, the source.
private final class DelaySubscription<Element>: DueTimeProducer<Element> {
    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = DelaySubscriptionSink(observer: observer, cancel: cancel)
        let subscribeLater = scheduler.scheduleRelative((), dueTime: dueTime) { [source] _ in
            source.subscribe(sink)
        }
        return (sink: sink, subscription: subscribeLater)
    }
}
