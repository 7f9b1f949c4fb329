// The template of Infallible+Zip+arity.swift: `zip` of 2 to 8 Infallibles with a result
// selector, each wrapping `Observable.zip`, as RxSwift's `RxSwift/Traits/Infallible/Infallible+Zip+arity.tt`.
// Chapter 14; CONTRIBUTING.md, "Generated code".

extension GeneratedFile {
    /// `Infallible.zip` of 2 to 8 sources.
    static let infallibleZipArity = GeneratedFile(path: "Sources/ProductionRx/Traits/Infallible/Infallible+Zip+arity.swift") {
        """
        // `zip` for Infallibles, two to eight at once: each wraps `Observable.zip`, so zipping
        // sequences that cannot fail gives one that cannot either. Chapter 14. (Generated
        // shape: one block per arity.)

        \(Arity.all.map(zipBlock).joined(separator: "\n\n"))
        """
    }
}

/// The `zip` overload of one arity.
private func zipBlock(_ arity: Arity) -> Code {
    """
    extension InfallibleType {
        /// Combines the elements of \(arity) `Infallible`s with `resultSelector`, pairing them
        /// by index: the first of each, then the second of each, and so on.
        ///
        /// - seealso: [zip operator on reactivex.io](http://reactivex.io/documentation/operators/zip.html)
        /// - parameter resultSelector: Combines one element of each source.
        /// - returns: An `Infallible` of the combined elements.
        @preconcurrency public static func zip<\(arity.list { "E\($0)" })>(\(arity.list { "_ source\($0): Infallible<E\($0)>" }), resultSelector: @escaping @Sendable (\(arity.list { "E\($0)" })) throws -> Element) -> Infallible<Element> {
            Infallible(Observable.zip(\(arity.list { "source\($0).asObservable()" }), resultSelector: resultSelector))
        }
    }
    """
}
