// Mistake: stops forwarding after count elements but waits for the source to complete, which a source that goes on never does.
// Caught by: disposes the source's subscription once done, and forwards nothing more
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
                        if remaining > 0 {
                            remaining -= 1
                            observer.on(.next(element))
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
