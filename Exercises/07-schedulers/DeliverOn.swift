// Exercise 07.2 — deliver(on:), a small observe(on:). Check it with `swift run exercises 07.2`.
//
// Write `deliver(on:)`: an operator whose observers receive every event on `queue`, a serial
// DispatchQueue, in the order the source sent them. Build it with `Observable.create`:
// subscribe to `self`, and for each event `queue.async { observer.on(event) }`. Return the
// source's subscription, so that disposing yours disposes it.
//
//     source on the caller's thread:   -1-2-3-|
//     deliver(on: queue), on queue:     -1-2-3-|   (later, and elsewhere)
//
// Swift 6 will refuse to capture `observer` and `event` in the `@Sendable` closure that
// `queue.async` takes: they are not `Sendable`. Carry them across in a small box of your
// own, `@unchecked Sendable`, with a comment saying why that is safe here (the serial queue
// is the only one to touch them once they are handed over).
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
