// Mistake: treats a predicate that throws as one that returned false, so its error is lost.
// Caught by: ends with the predicate's error when it throws
import NaiveRx

extension ObservableType {
    /// The elements for which `predicate` returns `true`; a thrown error ends the sequence.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        Observable<Element> { observer in
            self.subscribe(
                Observer { event in
                    switch event {
                    case .next(let element):
                        if (try? predicate(element)) == true {
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
