// Mistake: delivers on a global concurrent queue instead of the serial queue it was given: events arrive elsewhere, and may overtake each other.
// Caught by: delivers every event on the queue, in order
import Dispatch
import ProductionRx

/// An observer and one event, carried to the queue that delivers it.
// @unchecked Sendable: once handed to `queue.async`, only that serial queue touches them.
struct Delivery<Element>: @unchecked Sendable {
    let observer: AnyObserver<Element>
    let event: Event<Element>
}

extension ObservableType {
    /// The same events, delivered on `queue` (a serial queue), in order.
    public func deliver(on queue: DispatchQueue) -> Observable<Element> {
        Observable.create { observer in
            // A serial queue runs the blocks in the order they were added: that keeps the
            // events in order and never lets two reach the observer at once. Once the
            // subscription is disposed, `create`'s observer forwards nothing, so a block still
            // waiting in the queue delivers nothing.
            self.subscribe { event in
                let delivery = Delivery(observer: observer, event: event)
                DispatchQueue.global().async {
                    delivery.observer.on(delivery.event)
                }
            }
        }
    }
}
