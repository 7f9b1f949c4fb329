// The template of Infallible+CombineLatest+arity.swift: `combineLatest` of 2 to 8
// Infallibles, as tuples and with a result selector, each wrapping
// `Observable.combineLatest`, as RxSwift's `RxSwift/Traits/Infallible/Infallible+CombineLatest+arity.tt`.
// Chapter 14; CONTRIBUTING.md, "Generated code".

extension GeneratedFile {
    /// `Infallible.combineLatest` of 2 to 8 sources.
    static let infallibleCombineLatestArity = GeneratedFile(path: "Sources/ProductionRx/Traits/Infallible/Infallible+CombineLatest+arity.swift") {
        """
        // `combineLatest` for Infallibles, two to eight at once, as tuples and with a result
        // selector: each wraps `Observable.combineLatest`. Chapter 14. (Generated shape: one
        // block per arity.)

        \(Arity.all.map(combineLatestBlock).joined(separator: "\n\n"))
        """
    }
}

/// The two `combineLatest` overloads of one arity: of tuples, and with a result selector.
private func combineLatestBlock(_ arity: Arity) -> Code {
    """
    extension InfallibleType {
        /// Sends the latest elements of \(arity) `Infallible`s as a tuple each time any of them
        /// sends one (once all have).
        ///
        /// - seealso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
        /// - returns: An `Infallible` of tuples.
        public static func combineLatest<\(arity.list { "I\($0): InfallibleType" })>(\(arity.list { "_ source\($0): I\($0)" })) -> Infallible<(\(arity.list { "I\($0).Element" }))>
        where Element == (\(arity.list { "I\($0).Element" })) {
            Infallible(Observable.combineLatest(\(arity.list { "source\($0).asObservable()" })))
        }
    }

    extension Infallible {
        /// Combines the latest elements of \(arity) `Infallible`s with `resultSelector` each time
        /// any of them sends one (once all have).
        ///
        /// - seealso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
        /// - parameter resultSelector: Combines the latest element of each source.
        /// - returns: An `Infallible` of the combined elements.
        @preconcurrency public static func combineLatest<\(arity.list { "I\($0): InfallibleType" })>(\(arity.list { "_ source\($0): I\($0)" }), resultSelector: @escaping @Sendable (\(arity.list { "I\($0).Element" })) throws -> Element) -> Infallible<Element> {
            Infallible(Observable.combineLatest(\(arity.list { "source\($0).asObservable()" }), resultSelector: resultSelector))
        }
    }
    """
}
