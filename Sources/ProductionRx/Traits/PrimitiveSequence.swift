// PrimitiveSequence: a specialised sequence that wraps an Observable instead of subclassing
// it, with a phantom `Trait` type that keeps each trait's promise. Chapter 11.

// snippet:begin primitive-sequence
/// An observable sequence with a narrower promise than `Observable`'s: exactly one element
/// (`Single`), at most one (`Maybe`), or none at all (`Completable`).
///
/// It wraps an `Observable`; it does not inherit from one. `Trait` is a phantom type: no
/// value of it ever exists, it only selects which operators the compiler offers.
public struct PrimitiveSequence<Trait, Element>: PrimitiveSequenceType, ObservableConvertibleType {
    let source: Observable<Element>

    /// Wraps `raw` without checking it keeps the trait's promise. Only the library's own
    /// operators, which have checked, and this package's tests, which build broken traits on
    /// purpose, may call it; other packages cannot see it.
    package init(raw: Observable<Element>) {
        source = raw
    }

    /// The sequence itself: what `PrimitiveSequenceType` asks every trait for.
    public var primitiveSequence: Self { self }

    /// The wrapped observable: every trait can be used where an `Observable` is expected.
    public func asObservable() -> Observable<Element> { source }
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
// snippet:end primitive-sequence

// snippet:begin primitive-sequence-mirrored
extension PrimitiveSequence {
    /// Defers creating the sequence until someone subscribes, and creates a new one for
    /// every subscriber.
    ///
    /// - seealso: [defer operator on reactivex.io](http://reactivex.io/documentation/operators/defer.html)
    /// - parameter observableFactory: Makes the sequence for each subscription.
    /// - returns: A sequence of the same trait that calls the factory on subscription.
    @preconcurrency public static func deferred(_ observableFactory: @escaping @Sendable () throws -> PrimitiveSequence<Trait, Element>)
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
    @preconcurrency public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping @Sendable () throws -> Resource,
        primitiveSequenceFactory: @escaping @Sendable (Resource) throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: Using(
                resourceFactory: resourceFactory,
                observableFactory: { resource throws -> Observable<Element> in
                    try primitiveSequenceFactory(resource).asObservable()
                }))
    }
}
// snippet:end primitive-sequence-mirrored

// MARK: What the subscribes of the traits share

// snippet:begin subscribe-to-first-event
extension PrimitiveSequence {
    /// Subscribes `handle` to the wrapped observable and lets only the first event reach it.
    /// A trait's outcome is one event; whatever follows it (the `completed` after a `Single`'s
    /// element, say) is no news.
    ///
    /// The flag needs no lock: the events of one subscription arrive one at a time
    /// (chapter 4), so two of them never race for it.
    func subscribeToFirstEvent(_ handle: @escaping (Event<Element>) -> Void) -> Disposable {
        var heard = false
        return source.subscribeEvents { event in
            guard !heard else {
                return
            }
            heard = true
            handle(event)
        }
    }
}
// snippet:end subscribe-to-first-event

/// The end of a trait subscription made with closures (`subscribe(onSuccess:…)` and its
/// kin): `onDisposed`, wrapped to run once, and where an error nobody handles goes.
struct TraitSubscriptionEnd {
    /// Runs `onDisposed`, once: after the outcome, or when the subscription is disposed first.
    let disposed: Disposable
    /// The subscriber's call stack, for `Hooks.defaultErrorHandler`.
    private let callStack: [String]

    init(onDisposed: (() -> Void)?) {
        callStack = Hooks.traitSubscriptionCallStack()
        disposed = onDisposed.map { Disposables.running($0) } ?? Disposables.create()
    }

    /// Hands `error` to `handler`, or, without one, to `Hooks.defaultErrorHandler`.
    func report(_ error: Swift.Error, to handler: ((Swift.Error) -> Void)?) {
        guard let handler else {
            Hooks.defaultErrorHandler(callStack, error)
            return
        }
        handler(error)
    }

    /// What the closure-taking `subscribe` returns: the trait's own subscription, and this end.
    func subscription(_ outcome: Disposable) -> Disposable {
        Disposables.create(outcome, disposed)
    }
}

/// `handler`, given `object` first, for the `subscribe(with:…)` forms: `object` is held
/// weakly, and once it is freed the closure does nothing. A closure is made even when
/// `handler` is `nil`, so that an error is never sent on to `Hooks.defaultErrorHandler`.
func traitHandler<Object: AnyObject, Value>(_ handler: (@Sendable (Object, Value) -> Void)?, givenWeakly object: Object) -> @Sendable (Value) -> Void {
    // The object only goes to `handler`, which the caller declared may run anywhere.
    nonisolated(unsafe) weak let object = object
    return { value in
        if let object {
            handler?(object, value)
        }
    }
}

/// `traitHandler(_:givenWeakly:)` for the handlers that take only the object.
func traitHandler<Object: AnyObject>(_ handler: (@Sendable (Object) -> Void)?, givenWeakly object: Object) -> @Sendable () -> Void {
    // The object only goes to `handler`, which the caller declared may run anywhere.
    nonisolated(unsafe) weak let object = object
    return {
        if let object {
            handler?(object)
        }
    }
}
