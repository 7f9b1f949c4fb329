// Exercise 08.2 — delayEach(by:scheduler:), a small time operator. Check it with
// `swift run exercises 08.2`.
//
// Write `delayEach(by:scheduler:)`: every event of the source (elements, completion and
// error alike) reaches the observer `dueTime` later, on `scheduler`, in the order the
// source sent them. With a TestScheduler and `.seconds(20)` (20 ticks, two marble columns):
//
//     source                        -1-2-3-|
//     delayEach(by: .seconds(20))   ---1-2-3-|
//
// Build it with `Observable.create`, and wait only through `scheduler`: chapter 8's
// "Writing a time operator" names the call that runs something later. Disposing a
// subscription must cancel its events still waiting and dispose its subscription to the
// source, and leave every other subscription alone.
//
// The checks run only in virtual time: nothing here may wait for real time.
//
// Read: Chapters/08-testing-in-virtual-time/README.md#writing-a-time-operator
import ProductionRx

extension ObservableType {
    /// The same events, each one sent `dueTime` later on `scheduler`, in order.
    public func delayEach(by dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        // Replace this line: for now every event passes at once.
        asObservable()
    }
}
