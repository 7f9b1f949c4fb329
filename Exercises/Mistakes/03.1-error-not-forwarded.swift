// Mistake: the source's error is not forwarded, so the filtered sequence never ends.
// Caught by: passes the source's error through
import NaiveRx

extension ObservableType {
    /// The elements for which `predicate` returns `true`; a thrown error ends the sequence.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        Observable<Element> { observer in
            self.subscribe(
                Observer { event in
                    switch event {
                    case .next(let element):
                        do {
                            if try predicate(element) {
                                observer.on(.next(element))
                            }
                        } catch {
                            observer.on(.error(error))
                        }
                    case .error:
                        break
                    case .completed:
                        observer.on(.completed)
                    }
                })
        }
    }
}
