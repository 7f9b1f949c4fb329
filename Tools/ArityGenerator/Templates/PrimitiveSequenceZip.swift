// The template of PrimitiveSequence+Zip.swift: `zip` of 2 to 8 Singles or Maybes and of a
// collection, each wrapping `Observable.zip`, as RxSwift's `RxSwift/Traits/PrimitiveSequence/PrimitiveSequence+Zip+arity.tt`.
// Chapter 11; CONTRIBUTING.md, "Generated code".

extension GeneratedFile {
    /// `Single.zip` and `Maybe.zip` of 2 to 8 sources and of a collection.
    static let primitiveSequenceZip = GeneratedFile(path: "Sources/ProductionRx/Traits/PrimitiveSequence+Zip.swift") {
        """
        // Zip for Singles and Maybes, two to eight at once and from a collection: each wraps
        // `Observable.zip`. Chapter 11. (Generated shape: one block per arity.)

        \(["Single", "Maybe"].map(zipOfTrait).joined(separator: "\n\n"))
        """
    }
}

/// Every `zip` of one trait (`Single` or `Maybe`): the overloads of each arity, then the two
/// of a collection.
private func zipOfTrait(_ trait: String) -> Code {
    """
    \(Arity.all.map { zipBlock(trait, $0) }.joined(separator: "\n\n"))

    extension PrimitiveSequenceType where Trait == \(trait)Trait {
        /// Runs every `\(trait)` of `collection` at once and combines their elements. An empty
        /// collection succeeds with `resultSelector([])`.
        ///
        /// - returns: A `\(trait)` of the combined element.
        @preconcurrency public static func zip<Collection: Swift.Collection, Result>(
            _ collection: Collection,
            resultSelector: @escaping @Sendable ([Element]) throws -> Result
        ) -> PrimitiveSequence<Trait, Result> where Collection.Element == PrimitiveSequence<Trait, Element> {
            if collection.isEmpty {
                return PrimitiveSequence<Trait, Result>.deferred {
                    PrimitiveSequence<Trait, Result>(raw: .just(try resultSelector([])))
                }
            }
            return PrimitiveSequence<Trait, Result>(raw: Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
        }

        /// Runs every `\(trait)` of `collection` at once and collects their elements in order. An
        /// empty collection succeeds with `[]`.
        ///
        /// - returns: A `\(trait)` of the array of elements.
        public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> PrimitiveSequence<Trait, [Element]>
        where Collection.Element == PrimitiveSequence<Trait, Element> {
            if collection.isEmpty {
                return PrimitiveSequence<Trait, [Element]>(raw: .just([]))
            }
            return PrimitiveSequence<Trait, [Element]>(raw: Observable.zip(collection.map { $0.asObservable() }))
        }
    }
    """
}

/// The two `zip` overloads of one trait and arity: with a result selector, and of tuples.
private func zipBlock(_ trait: String, _ arity: Arity) -> Code {
    """
    extension PrimitiveSequenceType where Trait == \(trait)Trait {
        /// Runs \(arity) `\(trait)`s at once and combines their elements with `resultSelector`; fails
        /// with the first failure and disposes the others.
        ///
        /// - seealso: [zip operator on reactivex.io](http://reactivex.io/documentation/operators/zip.html)
        /// - returns: A `\(trait)` of the combined element.
        @preconcurrency public static func zip<\(arity.list { "E\($0)" })>(\(arity.list { "_ source\($0): PrimitiveSequence<Trait, E\($0)>" }), resultSelector: @escaping @Sendable (\(arity.list { "E\($0)" })) throws -> Element)
            -> PrimitiveSequence<Trait, Element>
        {
            PrimitiveSequence(raw: Observable.zip(\(arity.list { "source\($0).asObservable()" }), resultSelector: resultSelector))
        }
    }

    extension PrimitiveSequenceType where Element == Any, Trait == \(trait)Trait {
        /// Runs \(arity) `\(trait)`s at once and pairs their elements as a tuple.
        ///
        /// - seealso: [zip operator on reactivex.io](http://reactivex.io/documentation/operators/zip.html)
        /// - returns: A `\(trait)` of the tuple.
        public static func zip<\(arity.list { "E\($0)" })>(\(arity.list { "_ source\($0): PrimitiveSequence<Trait, E\($0)>" })) -> PrimitiveSequence<Trait, (\(arity.list { "E\($0)" }))> {
            PrimitiveSequence(raw: Observable.zip(\(arity.list { "source\($0).asObservable()" })))
        }
    }
    """
}
