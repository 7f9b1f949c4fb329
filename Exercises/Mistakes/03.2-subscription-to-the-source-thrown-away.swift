// Mistake: subscribes to the source but returns a new empty disposable, so nothing can dispose the source's subscription.
// Caught by: disposes the source's subscription once done, and forwards nothing more
import NaiveRx

extension ObservableType {
    /// The first `count` elements, then completion.
    public func take(_ count: Int) -> Observable<Element> {
        Observable<Element> { observer in
            guard count > 0 else {
                observer.on(.completed)
                return Disposables.create()
            }
            var remaining = count
            _ = self.subscribe(
                Observer { event in
                    switch event {
                    case .next(let element):
                        remaining -= 1
                        observer.on(.next(element))
                        if remaining == 0 {
                            observer.on(.completed)
                        }
                    case .error(let error):
                        observer.on(.error(error))
                    case .completed:
                        observer.on(.completed)
                    }
                })
            return Disposables.create()
        }
    }
}
