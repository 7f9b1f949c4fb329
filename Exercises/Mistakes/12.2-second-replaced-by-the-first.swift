// Mistake: assigns the first's subscription after subscribing: when the first completes during subscribe, that late assignment replaces, and disposes, the second's subscription.
// Caught by: keeps the second running when the first completes during subscribe
import ProductionRx

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// Runs this Completable, then `second`: `second` starts only once this one completes.
    public func followed(by second: Completable) -> Completable {
        let first = primitiveSequence
        return Completable.create { observer in
            let current = SerialDisposable()
            current.disposable = first.subscribe { event in
                switch event {
                case .error(let error):
                    observer(.error(error))
                case .completed:
                    current.disposable = second.subscribe(observer)
                }
            }
            return current
        }
    }
}
