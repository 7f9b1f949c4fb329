// Mistake: the count lives outside the subscribe closure, so every subscription shares it and a second one finds it used up.
// Caught by: gives every subscription its own count
import NaiveRx

extension ObservableType {
    /// The first `count` elements, then completion.
    public func take(_ count: Int) -> Observable<Element> {
        var remaining = count
        return Observable<Element> { observer in
            guard remaining > 0 else {
                observer.on(.completed)
                return Disposables.create()
            }
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
