// Exercise 07.2 — deliver(on:), a small observe(on:). Check it with `swift run exercises 07.2`.
//
// Write `deliver(on:)`: an operator whose observers receive every event on `queue`, a serial
// DispatchQueue, in the order the source sent them, and never before `subscribe` has
// returned. Only the delivery moves to the queue: each event is added to it while the source
// sends it, so that the queue's order is the source's. Disposing the subscription disposes the
// subscription to the source, and an event still waiting in the queue then reaches no one.
// Build it with `Observable.create`.
//
//     source on the caller's thread:   -1-2-3-|
//     deliver(on: queue), on queue:     -1-2-3-|   (later, and elsewhere)
//
// Swift 6 will refuse to capture values that are not `Sendable` in the `@Sendable` closure
// a queue runs. Carry them across in a small box of your own, `@unchecked Sendable`, with a
// comment saying why that is safe here. The checks run under ThreadSanitizer, which reports
// a variable two threads use with no lock between them.
//
// Read: Chapters/07-schedulers/README.md#observeon-and-subscribeon
import Dispatch
import ProductionRx

extension ObservableType {
    /// The same events, delivered on `queue` (a serial queue), in order.
    public func deliver(on queue: DispatchQueue) -> Observable<Element> {
        // Replace this line: for now the events stay on the thread that sends them.
        asObservable()
    }
}
