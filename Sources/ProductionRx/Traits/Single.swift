// Single: exactly one element, or an error. Rx's `Result`. Chapter 11.
#if DEBUG
import Foundation
#endif

// snippet:begin single-trait
/// The phantom type of `Single`: it has no values, it only names the trait.
public enum SingleTrait {}

/// A sequence that sends exactly one element or an error: an asynchronous `Result`.
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// What a `Single` delivers: its element, or its error.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>
// snippet:end single-trait

// snippet:begin single-create
extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The callback a `Single`'s subscribe closure reports its one result to.
    public typealias SingleObserver = (SingleEvent<Element>) -> Void

    /// Creates a `Single` from a subscribe closure that reports one `Result`.
    ///
    /// `.success(element)` becomes `next(element)` followed by `completed`; `.failure(error)`
    /// becomes `error(error)`. The closure cannot send two elements: its callback has no way
    /// to say so.
    ///
    /// - seealso: [create operator on reactivex.io](http://reactivex.io/documentation/operators/create.html)
    /// - parameter subscribe: Runs once per subscription and reports the result.
    /// - returns: The `Single`.
    @preconcurrency public static func create(subscribe: @escaping @Sendable (@escaping SingleObserver) -> Disposable) -> Single<Element> {
        let source = Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.on(.next(element))
                    observer.on(.completed)
                case .failure(let error):
                    observer.on(.error(error))
                }
            }
        }
        return PrimitiveSequence(raw: source)
    }
    // snippet:end single-create

    // snippet:begin single-subscribe
    /// Subscribes a closure that receives the `Single`'s one result.
    ///
    /// - parameter observer: Called once, with `.success` or `.failure`.
    /// - returns: The subscription.
    @preconcurrency public func subscribe(_ observer: @escaping @Sendable (SingleEvent<Element>) -> Void) -> Disposable {
        subscribeOutcome(observer)
    }

    /// `subscribe(_:)` for the library's own closures, which are not `@Sendable`.
    func subscribeOutcome(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
        primitiveSequence.subscribeToFirstEvent { event in
            switch event {
            case .next(let element):
                observer(.success(element))
            case .error(let error):
                observer(.failure(error))
            case .completed:
                rxFatalErrorInDebug(
                    "A Single completed without sending an element: a Single must send exactly one element "
                        + "or an error. Chapter 11 (Traits I: PrimitiveSequence and Single) explains the contract."
                )
            }
        }
    }
    // snippet:end single-subscribe

    /// Subscribes closures for the element, the error and disposal.
    ///
    /// - parameter onSuccess: Called with the element.
    /// - parameter onFailure: Called with the error; without it, the error goes to `Hooks.defaultErrorHandler`.
    /// - parameter onDisposed: Called once, after `onSuccess` or `onFailure`, or when the
    ///   subscription is disposed first.
    /// - returns: The subscription.
    @preconcurrency public func subscribe(
        onSuccess: (@Sendable (Element) -> Void)? = nil, onFailure: (@Sendable (Swift.Error) -> Void)? = nil, onDisposed: (@Sendable () -> Void)? = nil
    ) -> Disposable {
        let end = TraitSubscriptionEnd(onDisposed: onDisposed)
        let outcome = subscribeOutcome { (result: SingleEvent<Element>) in
            switch result {
            case .success(let element):
                onSuccess?(element)
            case .failure(let error):
                end.report(error, to: onFailure)
            }
            // One result, and the subscription is over.
            end.disposed.dispose()
        }
        return end.subscription(outcome)
    }

    /// Subscribes closures for the element, the error and disposal: RxSwift 5's spelling,
    /// whose `onError` RxSwift 6 renamed `onFailure` (`SingleEvent` is a `Result`).
    ///
    /// - returns: The subscription.
    @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
    @preconcurrency public func subscribe(
        onSuccess: (@Sendable (Element) -> Void)? = nil,
        onError: @escaping @Sendable (Swift.Error) -> Void,
        onDisposed: (@Sendable () -> Void)? = nil
    ) -> Disposable {
        subscribe(onSuccess: onSuccess, onFailure: onError, onDisposed: onDisposed)
    }

    /// Subscribes closures that are given `object` first; `object` is held weakly and the
    /// closures stop being called once it is freed.
    ///
    /// - returns: The subscription.
    @preconcurrency public func subscribe<Object: AnyObject>(
        with object: Object, onSuccess: (@Sendable (Object, Element) -> Void)? = nil, onFailure: (@Sendable (Object, Swift.Error) -> Void)? = nil,
        onDisposed: (@Sendable (Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onSuccess: traitHandler(onSuccess, givenWeakly: object), onFailure: traitHandler(onFailure, givenWeakly: object),
            onDisposed: traitHandler(onDisposed, givenWeakly: object))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// A `Single` of `element`.
    ///
    /// - seealso: [just operator on reactivex.io](http://reactivex.io/documentation/operators/just.html)
    /// - returns: A `Single` that succeeds with `element` during subscribe.
    public static func just(_ element: Element) -> Single<Element> {
        Single(raw: Observable.just(element))
    }

    /// A `Single` of `element`, delivered on `scheduler`.
    ///
    /// - returns: A `Single` that succeeds with `element` on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Single<Element> {
        Single(raw: Observable.just(element, scheduler: scheduler))
    }

    /// A `Single` that fails with `error`.
    ///
    /// - seealso: [throw operator on reactivex.io](http://reactivex.io/documentation/operators/empty-never-throw.html)
    /// - returns: A `Single` that fails during subscribe.
    public static func error(_ error: Swift.Error) -> Single<Element> {
        Single(raw: Observable.error(error))
    }

    /// A `Single` that never sends anything.
    ///
    /// - seealso: [never operator on reactivex.io](http://reactivex.io/documentation/operators/empty-never-throw.html)
    /// - returns: A `Single` that neither succeeds nor fails.
    public static func never() -> Single<Element> {
        Single(raw: Observable.never())
    }

    /// Transforms the element; a thrown error becomes the `Single`'s failure.
    ///
    /// - seealso: [map operator on reactivex.io](http://reactivex.io/documentation/operators/map.html)
    /// - parameter transform: Applied to the element.
    /// - returns: A `Single` of the transformed element.
    @preconcurrency public func map<Result>(_ transform: @escaping @Sendable (Element) throws -> Result) -> Single<Result> {
        Single(raw: primitiveSequence.source.map(transform))
    }

    /// The same sequence as a `Maybe`: one element, or an error (never empty).
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source)
    }

    /// The same sequence as a `Completable` that ignores the element.
    public func asCompletable() -> Completable {
        primitiveSequence.source.asCompletable()
    }
}
