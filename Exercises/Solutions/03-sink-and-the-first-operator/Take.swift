// Reference solution for exercise 03.2 — take. Try the exercise first.
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
            // Returning the source's subscription hands it to this observable's Sink, which
            // disposes it after the `completed` below: that is what stops the source.
            return self.subscribe(
                Observer { event in
                    switch event {
                    case .next(let element):
                        // Counted before it is forwarded: an element the source sends while
                        // the last one is delivered finds nothing left to count.
                        guard remaining > 0 else { return }
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
