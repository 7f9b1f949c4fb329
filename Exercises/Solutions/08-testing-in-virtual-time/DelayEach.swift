// Reference solution for exercise 08.2 — delayEach(by:scheduler:), a small time operator.
// Try the exercise first.
import ProductionRx

extension ObservableType {
    /// The same events, each one sent `dueTime` later on `scheduler`, in order.
    public func delayEach(by dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        nonisolated(unsafe) let source = asObservable()
        nonisolated(unsafe) let scheduler = scheduler
        return Observable.create { observer in
            nonisolated(unsafe) let observer = observer
            // One bag for the source's subscription and every event still waiting: disposing
            // it cancels them all. (It keeps one entry per event; RxSwift's `delay` keeps a
            // queue instead, which a long-lived stream needs.)
            nonisolated(unsafe) let disposables = CompositeDisposable()
            let subscription = source.subscribe { event in
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
