// Mistake: moves the subscription to the queue instead of the delivery, as subscribe(on:) does: a source that sends from another thread later still delivers there.
// Caught by: delivers on the queue what the source sends later, from another thread
import Dispatch
import ProductionRx

/// A disposable carried to the queue that subscribes.
// @unchecked Sendable: once handed to `queue.async`, only that serial queue touches it.
struct Subscribing<Element>: @unchecked Sendable {
    let source: Observable<Element>
    let observer: AnyObserver<Element>
    let subscription: SingleAssignmentDisposable
}

extension ObservableType {
    /// The same events, delivered on `queue` (a serial queue), in order.
    public func deliver(on queue: DispatchQueue) -> Observable<Element> {
        let source = asObservable()
        return Observable.create { observer in
            let subscribing = Subscribing(source: source, observer: observer, subscription: SingleAssignmentDisposable())
            queue.async {
                subscribing.subscription.setDisposable(subscribing.source.subscribe(subscribing.observer))
            }
            return subscribing.subscription
        }
    }
}
