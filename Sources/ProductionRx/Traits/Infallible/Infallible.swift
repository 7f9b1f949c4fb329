// Infallible: a sequence that promises never to fail, wrapping an Observable as the traits
// do, so that "it cannot error" is a fact the compiler keeps. Chapter 14.

// snippet:begin infallible
/// A sequence that cannot fail: its subscribers get elements and, perhaps, completion,
/// never an error.
///
/// It can be turned into an `Observable`, but it is not an `ObservableType`, so the
/// operators that could bring in an error (`timeout`, `catch`, `retry`, …) are not offered
/// on it. The operators it does offer are written on this protocol and return an
/// `Infallible` again.
public protocol InfallibleType: ObservableConvertibleType {}

/// An observable sequence that sends elements and may complete, but never sends an error.
///
/// It wraps an `Observable` instead of subclassing one, as `PrimitiveSequence` does
/// (chapter 11); the only ways in are the constructors of this file's siblings, which
/// either cannot fail (`just`, `create` with an `InfallibleEvent`) or say what an error
/// becomes (`asInfallible(onErrorJustReturn:)` and its two siblings).
public struct Infallible<Element>: InfallibleType {
    private let source: Observable<Element>

    init(_ source: Observable<Element>) {
        self.source = source
    }

    /// The wrapped observable, for use where an `Observable` is expected.
    public func asObservable() -> Observable<Element> {
        source
    }
}
// snippet:end infallible

// snippet:begin infallible-subscribe
extension InfallibleType {
    /// Subscribes closures for elements, completion and disposal, each given `object` first.
    ///
    /// There is no `onError`: the sequence cannot fail. `object` is held weakly; once it is
    /// freed, the closures are no longer called.
    ///
    /// - parameter object: The object the closures receive, held weakly.
    /// - parameter onNext: Called with each element.
    /// - parameter onCompleted: Called when the sequence completes.
    /// - parameter onDisposed: Called once, after completion or when the subscription is
    ///   disposed first.
    /// - returns: The subscription.
    @preconcurrency public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: (@Sendable (Object, Element) -> Void)? = nil,
        onCompleted: (@Sendable (Object) -> Void)? = nil,
        onDisposed: (@Sendable (Object) -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes closures for elements, completion and disposal.
    ///
    /// There is no `onError`: the sequence cannot fail.
    ///
    /// - parameter onNext: Called with each element.
    /// - parameter onCompleted: Called when the sequence completes.
    /// - parameter onDisposed: Called once, after completion or when the subscription is
    ///   disposed first.
    /// - returns: The subscription.
    @preconcurrency public func subscribe(
        onNext: (@Sendable (Element) -> Void)? = nil,
        onCompleted: (@Sendable () -> Void)? = nil,
        onDisposed: (@Sendable () -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes a closure that receives every event as an `InfallibleEvent`, `next` or
    /// `completed`: a `switch` over it needs no `error` case.
    ///
    /// An error can still slip in through one of the doors chapter 14 lists ("What
    /// Infallible promises"). It is a bug, and a debug build stops there with a message; a
    /// release build drops the error, and the closure hears nothing more. RxSwift's
    /// `subscribe(_:)` treats it the same way (`RxSwift/Traits/Infallible/Infallible.swift`).
    ///
    /// - parameter on: Called with each event.
    /// - returns: The subscription.
    @preconcurrency public func subscribe(_ on: @escaping @Sendable (InfallibleEvent<Element>) -> Void) -> Disposable {
        asObservable().subscribe { event in
            switch event {
            case .next(let element):
                on(.next(element))
            case .completed:
                on(.completed)
            case .error(let error):
                rxFatalErrorInDebug(
                    "An Infallible sent an error: \(error). Something in its chain let one in (a throwing closure, "
                        + "or an inner sequence that can fail); chapter 14, \"What Infallible promises\", lists the ways."
                )
            }
        }
    }
}
// snippet:end infallible-subscribe

extension Infallible {
    /// Wraps `source` as it is, without a check that it cannot fail, for tests that apply one
    /// operator to a hand-driven source (the operator contract), as `PrimitiveSequence(raw:)`.
    package init(raw source: Observable<Element>) {
        self.init(source)
    }
}
