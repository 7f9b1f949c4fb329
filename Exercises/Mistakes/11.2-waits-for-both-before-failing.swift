// Mistake: waits for both answers before deciding, so a failure is reported only once the other Single has answered too.
// Caught by: fails with the first error and disposes the other Single
import Foundation
import ProductionRx

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Runs this Single and `other` at once; succeeds with both elements, or fails with the
    /// first error.
    public func pairedWith<Other>(_ other: Single<Other>) -> Single<(Element, Other)> {
        let first = primitiveSequence
        return Single<(Element, Other)>.create { observer in
            let answers = Answers<Element, Other>()
            let firstSubscription = first.subscribe { result in
                if let pair = answers.receiveFirst(result) { observer(pair) }
            }
            let otherSubscription = other.subscribe { result in
                if let pair = answers.receiveOther(result) { observer(pair) }
            }
            return Disposables.create(firstSubscription, otherSubscription)
        }
    }
}

/// Both answers, kept until the second one arrives.
private final class Answers<First, Other> {
    private let lock = NSLock()
    private var first: Result<First, Error>?
    private var other: Result<Other, Error>?

    /// Keeps the first answer; returns the outcome if the other one is already there.
    func receiveFirst(_ result: Result<First, Error>) -> Result<(First, Other), Error>? {
        lock.withLock {
            first = result
            return outcome()
        }
    }

    /// Keeps the other answer; returns the outcome if the first one is already there.
    func receiveOther(_ result: Result<Other, Error>) -> Result<(First, Other), Error>? {
        lock.withLock {
            other = result
            return outcome()
        }
    }

    /// Once both answers are there: both elements, or the first answer's error, or the other's.
    private func outcome() -> Result<(First, Other), Error>? {
        guard let first, let other else { return nil }
        switch (first, other) {
        case (.success(let a), .success(let b)): return .success((a, b))
        case (.failure(let error), _), (_, .failure(let error)): return .failure(error)
        }
    }
}
