// The three ways from a sequence that can fail to one that cannot: each says what an error
// becomes. Chapter 14.

// snippet:begin as-infallible
extension ObservableConvertibleType {
    /// The same sequence as an `Infallible`: an error becomes `element`, then completion.
    ///
    /// - parameter element: What to send instead of the error.
    /// - returns: An `Infallible` of the source's elements.
    public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
        Infallible(asObservable().catchAndReturn(element))
    }

    /// The same sequence as an `Infallible`: on an error it continues with `infallible`.
    ///
    /// - parameter infallible: What runs in place of the error.
    /// - returns: An `Infallible` of the source's elements, then perhaps `infallible`'s.
    public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catching { _ in infallible.asObservable() })
    }

    /// The same sequence as an `Infallible`: on an error it continues with the `Infallible`
    /// `onErrorRecover` makes from that error.
    ///
    /// - parameter onErrorRecover: Makes the sequence that replaces the error.
    /// - returns: An `Infallible` of the source's elements, then perhaps the recovery's.
    @preconcurrency public func asInfallible(onErrorRecover: @escaping @Sendable (Swift.Error) -> Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { onErrorRecover($0).asObservable() })
    }
}
// snippet:end as-infallible

extension ObservableType {
    /// `flatMapLatest` whose inner sequences are `Infallible`s, typed as an `Infallible`.
    ///
    /// Each element becomes an inner `Infallible`; only the latest one is forwarded, and the
    /// one before is disposed when the next arrives, as `Observable`'s `flatMapLatest` does
    /// (chapter 10). RxSwift has this overload (`RxSwift/Observables/Switch.swift`), so that a
    /// chain whose inner work is already infallible stays typed so.
    ///
    /// It is one of the doors chapter 14 lists ("What Infallible promises"): the result is
    /// an `Infallible` by its type, but the source is an `Observable` and the selector may
    /// throw, and either error reaches the subscriber. Catch the source's error first
    /// (`asInfallible(onErrorJustReturn:)`) where that matters.
    ///
    /// - seealso: [flatMapLatest operator on reactivex.io](http://reactivex.io/documentation/operators/flatmap.html)
    /// - parameter selector: Makes the inner `Infallible` for each element.
    /// - returns: An `Infallible` of the latest inner sequence's elements.
    @preconcurrency public func flatMapLatest<Source: InfallibleType>(_ selector: @escaping @Sendable (Element) throws -> Source) -> Infallible<Source.Element>
    {
        Infallible(asObservable().flatMapLatest(selector))
    }
}
