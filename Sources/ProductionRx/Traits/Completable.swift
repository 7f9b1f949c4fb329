// Completable: no elements at all, only completion or an error. `Element` is `Never`, so
// the compiler itself keeps the promise. Chapter 12.

// snippet:begin completable-trait
/// The phantom type of `Completable`: it has no values, it only names the trait.
public enum CompletableTrait {}

/// A sequence that only completes or fails; its `Element` is `Never`, so it cannot send one.
public typealias Completable = PrimitiveSequence<CompletableTrait, Swift.Never>

/// What a `Completable` delivers: completion or an error.
@frozen public enum CompletableEvent {
    /// The sequence failed.
    case error(Swift.Error)
    /// The sequence finished.
    case completed
}
// snippet:end completable-trait

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// The callback a `Completable`'s subscribe closure reports its outcome to.
    public typealias CompletableObserver = (CompletableEvent) -> Void

    // snippet:begin completable-create
    /// Creates a `Completable` from a subscribe closure that reports completion or an error.
    ///
    /// - seealso: [create operator on reactivex.io](http://reactivex.io/documentation/operators/create.html)
    /// - parameter subscribe: Runs once per subscription and reports the outcome.
    /// - returns: The `Completable`.
    @preconcurrency public static func create(subscribe: @escaping @Sendable (@escaping CompletableObserver) -> Disposable) -> PrimitiveSequence<Trait, Element>
    {
        let source = Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .error(let error):
                    observer.on(.error(error))
                case .completed:
                    observer.on(.completed)
                }
            }
        }
        return PrimitiveSequence(raw: source)
    }
    // snippet:end completable-create

    // snippet:begin completable-subscribe
    /// Subscribes a closure that receives the `Completable`'s outcome.
    ///
    /// - parameter observer: Called once, with `.completed` or `.error`.
    /// - returns: The subscription.
    @preconcurrency public func subscribe(_ observer: @escaping @Sendable (CompletableEvent) -> Void) -> Disposable {
        subscribeOutcome(observer)
    }

    /// `subscribe(_:)` for the library's own closures, which are not `@Sendable`.
    func subscribeOutcome(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable {
        primitiveSequence.subscribeToFirstEvent { event in
            switch event {
            case .next:
                rxFatalError(
                    "A Completable sent an element: a Completable only completes or fails. "
                        + "Chapter 12 (Traits II: Maybe, Completable, andThen) explains the contract."
                )
            case .error(let error):
                observer(.error(error))
            case .completed:
                observer(.completed)
            }
        }
    }
    // snippet:end completable-subscribe

    /// Subscribes closures for completion, the error and disposal.
    ///
    /// - parameter onCompleted: Called when the `Completable` finishes.
    /// - parameter onError: Called with the error; without it, the error goes to `Hooks.defaultErrorHandler`.
    /// - parameter onDisposed: Called once, after the outcome or when disposed first.
    /// - returns: The subscription.
    @preconcurrency public func subscribe(
        onCompleted: (@Sendable () -> Void)? = nil, onError: (@Sendable (Swift.Error) -> Void)? = nil, onDisposed: (@Sendable () -> Void)? = nil
    ) -> Disposable {
        let end = TraitSubscriptionEnd(onDisposed: onDisposed)
        let outcome = subscribeOutcome { (event: CompletableEvent) in
            switch event {
            case .completed:
                onCompleted?()
            case .error(let error):
                end.report(error, to: onError)
            }
            // One outcome, and the subscription is over.
            end.disposed.dispose()
        }
        return end.subscription(outcome)
    }

    /// Subscribes closures that are given `object` first; `object` is held weakly.
    ///
    /// - returns: The subscription.
    @preconcurrency public func subscribe<Object: AnyObject>(
        with object: Object, onCompleted: (@Sendable (Object) -> Void)? = nil, onError: (@Sendable (Object, Swift.Error) -> Void)? = nil,
        onDisposed: (@Sendable (Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onCompleted: traitHandler(onCompleted, givenWeakly: object), onError: traitHandler(onError, givenWeakly: object),
            onDisposed: traitHandler(onDisposed, givenWeakly: object))
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// A `Completable` that completes at once.
    ///
    /// - seealso: [empty operator on reactivex.io](http://reactivex.io/documentation/operators/empty-never-throw.html)
    /// - returns: A `Completable` that completes during subscribe.
    public static func empty() -> Completable {
        Completable(raw: Observable.empty())
    }

    /// A `Completable` that fails with `error`.
    ///
    /// - returns: A failing `Completable`.
    public static func error(_ error: Swift.Error) -> Completable {
        Completable(raw: Observable.error(error))
    }

    /// A `Completable` that never ends.
    ///
    /// - returns: A `Completable` that neither completes nor fails.
    public static func never() -> Completable {
        Completable(raw: Observable.never())
    }
}
