// Maybe: one element, no element, or an error. Chapter 12.

// snippet:begin maybe-trait
/// The phantom type of `Maybe`: it has no values, it only names the trait.
public enum MaybeTrait {}

/// A sequence that sends one element, or completes empty, or fails.
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// What a `Maybe` delivers: an element, completion without one, or an error.
@frozen public enum MaybeEvent<Element> {
    /// The one element (the sequence then ends).
    case success(Element)
    /// The sequence failed.
    case error(Swift.Error)
    /// The sequence ended without an element.
    case completed
}
// snippet:end maybe-trait

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The callback a `Maybe`'s subscribe closure reports its outcome to.
    public typealias MaybeObserver = (MaybeEvent<Element>) -> Void

    // snippet:begin maybe-create
    /// Creates a `Maybe` from a subscribe closure that reports one `MaybeEvent`.
    ///
    /// - seealso: [create operator on reactivex.io](http://reactivex.io/documentation/operators/create.html)
    /// - parameter subscribe: Runs once per subscription and reports the outcome.
    /// - returns: The `Maybe`.
    @preconcurrency public static func create(subscribe: @escaping @Sendable (@escaping MaybeObserver) -> Disposable) -> PrimitiveSequence<Trait, Element> {
        let source = Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.on(.next(element))
                    observer.on(.completed)
                case .error(let error):
                    observer.on(.error(error))
                case .completed:
                    observer.on(.completed)
                }
            }
        }
        return PrimitiveSequence(raw: source)
    }
    // snippet:end maybe-create

    /// Subscribes a closure that receives the `Maybe`'s one outcome.
    ///
    /// - parameter observer: Called once, with `.success`, `.error` or `.completed`.
    /// - returns: The subscription.
    @preconcurrency public func subscribe(_ observer: @escaping @Sendable (MaybeEvent<Element>) -> Void) -> Disposable {
        subscribeOutcome(observer)
    }

    /// `subscribe(_:)` for the library's own closures, which are not `@Sendable`.
    func subscribeOutcome(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> Disposable {
        primitiveSequence.subscribeToFirstEvent { event in
            switch event {
            case .next(let element):
                observer(.success(element))
            case .error(let error):
                observer(.error(error))
            case .completed:
                observer(.completed)
            }
        }
    }

    /// Subscribes closures for the element, the error, completion and disposal.
    ///
    /// - parameter onSuccess: Called with the element.
    /// - parameter onError: Called with the error; without it, the error goes to `Hooks.defaultErrorHandler`.
    /// - parameter onCompleted: Called when the `Maybe` ends without an element.
    /// - parameter onDisposed: Called once, after the outcome or when disposed first.
    /// - returns: The subscription.
    @preconcurrency public func subscribe(
        onSuccess: (@Sendable (Element) -> Void)? = nil, onError: (@Sendable (Swift.Error) -> Void)? = nil, onCompleted: (@Sendable () -> Void)? = nil,
        onDisposed: (@Sendable () -> Void)? = nil
    ) -> Disposable {
        let end = TraitSubscriptionEnd(onDisposed: onDisposed)
        let outcome = subscribeOutcome { (event: MaybeEvent<Element>) in
            switch event {
            case .success(let element):
                onSuccess?(element)
            case .error(let error):
                end.report(error, to: onError)
            case .completed:
                onCompleted?()
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
        with object: Object, onSuccess: (@Sendable (Object, Element) -> Void)? = nil, onError: (@Sendable (Object, Swift.Error) -> Void)? = nil,
        onCompleted: (@Sendable (Object) -> Void)? = nil, onDisposed: (@Sendable (Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onSuccess: traitHandler(onSuccess, givenWeakly: object), onError: traitHandler(onError, givenWeakly: object),
            onCompleted: traitHandler(onCompleted, givenWeakly: object), onDisposed: traitHandler(onDisposed, givenWeakly: object))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// A `Maybe` of `element`.
    ///
    /// - returns: A `Maybe` that succeeds with `element` during subscribe.
    public static func just(_ element: Element) -> Maybe<Element> {
        Maybe(raw: Observable.just(element))
    }

    /// A `Maybe` of `element`, delivered on `scheduler`.
    ///
    /// - returns: A `Maybe` that succeeds with `element` on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Maybe<Element> {
        Maybe(raw: Observable.just(element, scheduler: scheduler))
    }

    /// A `Maybe` that completes without an element.
    ///
    /// - returns: An empty `Maybe`.
    public static func empty() -> Maybe<Element> {
        Maybe(raw: Observable.empty())
    }

    /// A `Maybe` that fails with `error`.
    ///
    /// - returns: A failing `Maybe`.
    public static func error(_ error: Swift.Error) -> Maybe<Element> {
        Maybe(raw: Observable.error(error))
    }

    /// A `Maybe` that never sends anything.
    ///
    /// - returns: A `Maybe` that never ends.
    public static func never() -> Maybe<Element> {
        Maybe(raw: Observable.never())
    }

    /// Transforms the element, if there is one; a thrown error becomes the failure.
    ///
    /// - seealso: [map operator on reactivex.io](http://reactivex.io/documentation/operators/map.html)
    /// - returns: A `Maybe` of the transformed element.
    @preconcurrency public func map<Result>(_ transform: @escaping @Sendable (Element) throws -> Result) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.map(transform))
    }

    /// The same sequence as a `Completable` that ignores the element.
    public func asCompletable() -> Completable {
        primitiveSequence.source.asCompletable()
    }
}
