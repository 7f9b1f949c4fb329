// Mistake: returns only the source's subscription, so events already scheduled still run after the subscription is disposed.
// Caught by: disposing cancels the events still waiting and unsubscribes from the source
import ProductionRx

extension ObservableType {
    /// The same events, each one sent `dueTime` later on `scheduler`, in order.
    public func delayEach(by dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Observable.create { observer in
            self.subscribe { event in
                _ = scheduler.scheduleRelative(event, dueTime: dueTime) { event in
                    observer.on(event)
                    return Disposables.create()
                }
            }
        }
    }
}
