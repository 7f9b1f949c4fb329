// Mistake: subscribes to the other Single only once the first has succeeded: one after the other where both should run at once.
// Caught by: subscribes to both Singles as soon as it is subscribed
import ProductionRx

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Runs this Single and `other` at once; succeeds with both elements, or fails with the
    /// first error.
    public func pairedWith<Other>(_ other: Single<Other>) -> Single<(Element, Other)> {
        primitiveSequence.flatMap { element in
            other.map { (element, $0) }
        }
    }
}
