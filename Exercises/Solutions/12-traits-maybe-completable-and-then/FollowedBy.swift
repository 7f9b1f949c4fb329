// Reference solution for exercise 12.2 — one Completable after another. Try the exercise
// first.
import ProductionRx

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// Runs this Completable, then `second`: `second` starts only once this one completes.
    public func followed(by second: Completable) -> Completable {
        nonisolated(unsafe) let first = primitiveSequence
        nonisolated(unsafe) let second = second
        return Completable.create { observer in
            nonisolated(unsafe) let observer = observer
            nonisolated(unsafe) let current = SerialDisposable()
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
                        current.disposable = second.subscribe { observer($0) }
                    }
                })
            return current
        }
    }
}
