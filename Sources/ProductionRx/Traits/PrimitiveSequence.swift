// PrimitiveSequence: a specialised sequence that wraps an Observable instead of subclassing
// it, with a phantom `Trait` type that keeps each trait's promise. Chapter 11.

// snippet:begin primitive-sequence
/// An observable sequence with a narrower promise than `Observable`'s: exactly one element
/// (`Single`), at most one (`Maybe`), or none at all (`Completable`).
///
/// It wraps an `Observable`; it does not inherit from one. `Trait` is a phantom type: no
/// value of it ever exists, it only selects which operators the compiler offers.
public struct PrimitiveSequence<Trait, Element> {
    let source: Observable<Element>

    /// Wraps `raw` without checking it keeps the trait's promise. Only the library's own
    /// operators, which have checked, and this package's tests, which build broken traits on
    /// purpose, may call it; other packages cannot see it.
    package init(raw: Observable<Element>) {
        self.source = raw
    }
}

/// What every primitive sequence can hand out: itself, as a `PrimitiveSequence`. Operators
/// are written once on this protocol and constrained by `Trait`.
public protocol PrimitiveSequenceType {
    /// The phantom type that names the trait: `SingleTrait`, `MaybeTrait`, `CompletableTrait`.
    associatedtype Trait

    /// The type of the element, `Never` for a `Completable`.
    associatedtype Element

    /// The sequence as a `PrimitiveSequence`.
    var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
    /// The sequence itself.
    public var primitiveSequence: PrimitiveSequence<Trait, Element> {
        self
    }
}

extension PrimitiveSequence: ObservableConvertibleType {
    /// The wrapped observable: every trait can be used where an `Observable` is expected.
    public func asObservable() -> Observable<Element> {
        source
    }
}
// snippet:end primitive-sequence

// snippet:begin primitive-sequence-mirrored
extension PrimitiveSequence {
    /// Defers creating the sequence until someone subscribes, and creates a new one for
    /// every subscriber.
    ///
    /// - seealso: [defer operator on reactivex.io](http://reactivex.io/documentation/operators/defer.html)
    /// - parameter observableFactory: Makes the sequence for each subscription.
    /// - returns: A sequence of the same trait that calls the factory on subscription.
    public static func deferred(_ observableFactory: @escaping () throws -> PrimitiveSequence<Trait, Element>)
        -> PrimitiveSequence<Trait, Element>
    {
        PrimitiveSequence(
            raw: Observable.deferred {
                try observableFactory().asObservable()
            })
    }

    /// Makes a resource that lives as long as the subscription, and a sequence that uses it.
    ///
    /// - seealso: [using operator on reactivex.io](http://reactivex.io/documentation/operators/using.html)
    /// - parameter resourceFactory: Makes the resource; it is disposed with the subscription.
    /// - parameter primitiveSequenceFactory: Makes the sequence from the resource.
    /// - returns: A sequence of the same trait whose lifetime controls the resource's.
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        primitiveSequenceFactory: @escaping (Resource) throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: Observable.using(
                resourceFactory,
                observableFactory: { resource throws -> Observable<Element> in
                    try primitiveSequenceFactory(resource).asObservable()
                }))
    }
}
// snippet:end primitive-sequence-mirrored
