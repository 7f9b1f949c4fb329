// Mistake: delays every event by 20 seconds, the delay of the first example, whatever dueTime says.
// Caught by: delays an error like any other event
import Dispatch
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
                // Same due time for every event: the scheduler runs items due at one tick in
                // the order they were scheduled, so the order survives.
                let waiting = scheduler.scheduleRelative(event, dueTime: .seconds(20)) { event in
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
