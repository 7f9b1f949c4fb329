// Mistake: throws away the second's subscription, so disposing the result while the second runs leaves it running.
// Caught by: forwards the second's error, and disposing while it runs disposes it
import ProductionRx

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// Runs this Completable, then `second`: `second` starts only once this one completes.
    public func followed(by second: Completable) -> Completable {
        let first = primitiveSequence
        return Completable.create { observer in
            let current = SerialDisposable()
            // The first subscription goes into the serial disposable *before* subscribing, in
            // a single-assignment disposable: if `first` completes during subscribe, the
            // second's subscription replaces it, and the late `setDisposable` cannot undo that.
            let firstSubscription = SingleAssignmentDisposable()
            current.disposable = firstSubscription
            firstSubscription.setDisposable(
                first.subscribe { event in
                    switch event {
                    case .error(let error):
                        observer(.error(error))
                    case .completed:
                        _ = second.subscribe(observer)
                    }
                })
            return current
        }
    }
}
