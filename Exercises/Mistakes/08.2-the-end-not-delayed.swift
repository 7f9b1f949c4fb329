// Mistake: delays the elements but passes the completion and the error on at once, ahead of the elements still waiting.
// Caught by: sends every element and the completion 20 ticks later
import ProductionRx

extension ObservableType {
    /// The same events, each one sent `dueTime` later on `scheduler`, in order.
    public func delayEach(by dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Observable.create { observer in
            // One bag for the source's subscription and every event still waiting: disposing
            // it cancels them all. (It keeps one entry per event; RxSwift's `delay` keeps a
            // queue instead, which a long-lived stream needs.)
            let disposables = CompositeDisposable()
            let subscription = self.subscribe { event in
                if event.isStopEvent {
                    observer.on(event)
                    return
                }
                // Same due time for every event: the scheduler runs items due at one tick in
                // the order they were scheduled, so the order survives.
                let waiting = scheduler.scheduleRelative(event, dueTime: dueTime) { event in
                    observer.on(event)
                    return Disposables.create()
                }
                _ = disposables.insert(waiting)
            }
            _ = disposables.insert(subscription)
            return disposables
        }
    }
}
