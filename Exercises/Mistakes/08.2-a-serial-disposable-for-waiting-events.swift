// Mistake: keeps the waiting event in a SerialDisposable, so each new event cancels the one still waiting.
// Caught by: sends every element and the completion 20 ticks later
import ProductionRx

extension ObservableType {
    /// The same events, each one sent `dueTime` later on `scheduler`, in order.
    public func delayEach(by dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Observable.create { observer in
            let waiting = SerialDisposable()
            let subscription = self.subscribe { event in
                waiting.disposable = scheduler.scheduleRelative(event, dueTime: dueTime) { event in
                    observer.on(event)
                    return Disposables.create()
                }
            }
            return Disposables.create(subscription, waiting)
        }
    }
}
