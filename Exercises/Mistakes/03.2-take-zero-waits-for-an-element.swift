// Mistake: counts down only when an element arrives, so take(0) passes every element and never completes early.
// Caught by: completes at once for take(0)
import NaiveRx

extension ObservableType {
    /// The first `count` elements, then completion.
    public func take(_ count: Int) -> Observable<Element> {
        Observable<Element> { observer in
            var remaining = count
            return self.subscribe(
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
        }
    }
}
