// Mistake: forwards the elements the predicate accepts and nothing else: no completion, no error.
// Caught by: keeps only the elements the predicate accepts, then completes
import NaiveRx

extension ObservableType {
    /// The elements for which `predicate` returns `true`; a thrown error ends the sequence.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        Observable<Element> { observer in
            self.subscribe(
                Observer { event in
                    guard case .next(let element) = event else { return }
                    do {
                        if try predicate(element) {
                            observer.on(.next(element))
                        }
                    } catch {
                        observer.on(.error(error))
                    }
                })
        }
    }
}
