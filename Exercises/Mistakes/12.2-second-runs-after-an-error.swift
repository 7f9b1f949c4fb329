// Mistake: starts the second however the first ended, so the first's error is lost and the second runs anyway.
// Caught by: fails with the first's error and never subscribes to the second
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
                first.subscribe { _ in
                    // However the first ended, it is over: on to the second.
                    current.disposable = second.subscribe(observer)
                })
            return current
        }
    }
}
