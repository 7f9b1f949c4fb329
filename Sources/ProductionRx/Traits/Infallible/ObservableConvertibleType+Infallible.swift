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
        Infallible(asObservable().catch { _ in infallible.asObservable() })
    }

    /// The same sequence as an `Infallible`: on an error it continues with the `Infallible`
    /// `onErrorRecover` makes from that error.
    ///
    /// - parameter onErrorRecover: Makes the sequence that replaces the error.
    /// - returns: An `Infallible` of the source's elements, then perhaps the recovery's.
    public func asInfallible(onErrorRecover: @escaping (Swift.Error) -> Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { onErrorRecover($0).asObservable() })
    }
}
// snippet:end as-infallible
