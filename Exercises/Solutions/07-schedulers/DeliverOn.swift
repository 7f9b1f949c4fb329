// Reference solution for exercise 07.2 — deliver(on:), a small observe(on:). Try the
// exercise first.
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
        nonisolated(unsafe) let source = asObservable()
        return Observable.create { observer in
            nonisolated(unsafe) let observer = observer
            // A serial queue runs the blocks in the order they were added: that keeps the
            // events in order and never lets two reach the observer at once. Once the
            // subscription is disposed, `create`'s observer forwards nothing, so a block still
            // waiting in the queue delivers nothing.
            return source.subscribe { event in
                let delivery = Delivery(observer: observer, event: event)
                queue.async {
                    delivery.observer.on(delivery.event)
                }
            }
        }
    }
}
