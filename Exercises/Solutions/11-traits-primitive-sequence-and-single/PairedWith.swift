// Reference solution for exercise 11.2 — run two Singles at once and answer with both. Try
// the exercise first.
import Foundation
import ProductionRx

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Runs this Single and `other` at once; succeeds with both elements, or fails with the
    /// first error.
    public func pairedWith<Other>(_ other: Single<Other>) -> Single<(Element, Other)> {
        nonisolated(unsafe) let first = primitiveSequence
        nonisolated(unsafe) let other = other
        return Single<(Element, Other)>.create { observer in
            nonisolated(unsafe) let observer = observer
            let pair = PairInProgress<Element, Other>()
            nonisolated(unsafe) let firstSubscription = SingleAssignmentDisposable()
            nonisolated(unsafe) let otherSubscription = SingleAssignmentDisposable()

            firstSubscription.setDisposable(
                first.subscribe { result in
                    switch result {
                    case .success(let element):
                        if let both = pair.receiveFirst(element) { observer(.success(both)) }
                    case .failure(let error):
                        if pair.fail() {
                            otherSubscription.dispose()
                            observer(.failure(error))
                        }
                    }
                })
            // The first failed during subscribe: the pair is decided, the other need not run.
            if pair.isFinished {
                return firstSubscription
            }
            otherSubscription.setDisposable(
                other.subscribe { result in
                    switch result {
                    case .success(let element):
                        if let both = pair.receiveOther(element) { observer(.success(both)) }
                    case .failure(let error):
                        if pair.fail() {
                            firstSubscription.dispose()
                            observer(.failure(error))
                        }
                    }
                })
            return Disposables.create(firstSubscription, otherSubscription)
        }
    }
}

/// What has arrived of a pair so far. The two Singles may answer on different threads, so
/// every read and write happens under `lock`; the observer is called after unlocking.
// @unchecked Sendable: every property is read and written under `lock`.
private final class PairInProgress<First, Other>: @unchecked Sendable {
    private let lock = NSLock()
    private var first: First?
    private var other: Other?
    private var finished = false

    /// Whether the pair has succeeded or failed.
    var isFinished: Bool {
        lock.withLock { finished }
    }

    /// Keeps the first element; returns the pair if the other one is already there.
    func receiveFirst(_ element: First) -> (First, Other)? {
        lock.withLock {
            first = element
            return complete()
        }
    }

    /// Keeps the other element; returns the pair if the first one is already there.
    func receiveOther(_ element: Other) -> (First, Other)? {
        lock.withLock {
            other = element
            return complete()
        }
    }

    /// Marks the pair failed; `true` only for the first failure, which is the one to report.
    func fail() -> Bool {
        lock.withLock {
            if finished { return false }
            finished = true
            return true
        }
    }

    /// The pair, once, when both are there and nothing failed; called under `lock`.
    private func complete() -> (First, Other)? {
        guard !finished, let first, let other else { return nil }
        finished = true
        return (first, other)
    }
}
