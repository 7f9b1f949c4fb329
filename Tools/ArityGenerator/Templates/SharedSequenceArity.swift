// The template of SharedSequence+Operators+arity.swift: `zip` and `combineLatest` of 2 to 8
// Drivers or Signals, each wrapping the Observable operator and sharing the result, as
// RxCocoa's SharedSequence+Operators+arity.tt. Chapter 13; CONTRIBUTING.md, "Generated code".

extension GeneratedFile {
    /// `Driver.zip`, `Signal.combineLatest` and their kin, of 2 to 8 sources.
    static let sharedSequenceArity = GeneratedFile(path: "Sources/ProductionRx/Units/SharedSequence+Operators+arity.swift") {
        """
        // Zip and combineLatest for Drivers and Signals, two to eight at once: each wraps the
        // Observable operator of the same name and shares the result. Chapter 13 (Units).

        \(Arity.all.map { sharedSequenceBlock("zip", $0) }.joined(separator: "\n\n"))

        \(Arity.all.map { sharedSequenceBlock("combineLatest", $0) }.joined(separator: "\n\n"))
        """
    }
}

/// The two overloads of one operator (`zip` or `combineLatest`) and arity: with a result
/// selector, on `SharedSequence`, and of tuples, on `SharedSequenceConvertibleType`.
private func sharedSequenceBlock(_ operator: String, _ arity: Arity) -> Code {
    let summary =
        `operator` == "zip"
        ? "whenever all of the sequences have produced an element at a corresponding index"
        : "whenever any of the sequences produces an element"
    return """
        extension SharedSequence {
            /// Merges the specified sequences into one sequence by using the selector function
            /// \(summary).
            ///
            /// - seealso: [\(`operator`) operator on reactivex.io](http://reactivex.io/documentation/operators/\(`operator`.lowercased()).html)
            /// - parameter resultSelector: Function to invoke for each series of elements.
            /// - returns: A unit of the same kind containing the results of `resultSelector`.
            @preconcurrency public static func \(`operator`)<\(arity.list { "O\($0): SharedSequenceConvertibleType" })>(\(arity.list { "_ source\($0): O\($0)" }), resultSelector: @escaping @MainActor (\(arity.list { "O\($0).Element" })) throws -> Element)
                -> SharedSequence<O1.SharingStrategy, Element>
            where \(arity.list { "SharingStrategy == O\($0).SharingStrategy" }) {
                // Safe to send: the selector runs only after the check, on the main thread it is
                // isolated to (Units/MainActorClosures.swift).
                nonisolated(unsafe) let plain = unsafeBitCast(resultSelector, to: ((\(arity.list { "O\($0).Element" })) throws -> Element).self)
                let checked = !SharingScheduler.isMocked
                let source = Observable.\(`operator`)(\(arity.list { "source\($0).asSharedSequence().asObservable()" })) {
                    ensureOnTheMainActor("\(`operator`)", checked: checked)
                    return try plain(\(arity.list { "$\($0 - 1)" }))
                }

                return SharedSequence<O1.SharingStrategy, Element>(source)
            }
        }

        extension SharedSequenceConvertibleType where Element == Any {
            /// Merges the specified sequences into one sequence of tuples
            /// \(summary).
            ///
            /// - seealso: [\(`operator`) operator on reactivex.io](http://reactivex.io/documentation/operators/\(`operator`.lowercased()).html)
            /// - returns: A unit of the same kind containing the tuples.
            public static func \(`operator`)<\(arity.list { "O\($0): SharedSequenceConvertibleType" })>(\(arity.list { "_ source\($0): O\($0)" }))
                -> SharedSequence<SharingStrategy, (\(arity.list { "O\($0).Element" }))>
            where \(arity.list { "SharingStrategy == O\($0).SharingStrategy" }) {
                let source = Observable.\(`operator`)(\(arity.list { "source\($0).asSharedSequence().asObservable()" }))

                return SharedSequence<SharingStrategy, (\(arity.list { "O\($0).Element" }))>(source)
            }
        }
        """
}
