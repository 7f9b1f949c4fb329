// The template of CombineLatest+arity.swift: `combineLatest` of 2 to 8 observables, one
// block per arity. RxSwift generates its arity files from `.tt` templates too; this one is
// written for the design of CombineLatest.swift. Chapter 10; CONTRIBUTING.md, "Generated
// code".

extension GeneratedFile {
    /// `Observable.combineLatest` of 2 to 8 sources over the hand-written `CombineLatestSink`
    /// (CombineLatest.swift).
    static let combineLatestArity = GeneratedFile(path: "Sources/ProductionRx/Observables/CombineLatest+arity.swift") {
        """
        // `combineLatest` of two to eight sources, with and without a result selector. Each
        // arity adds only what depends on its element types (the latest element of each
        // source, the call to the selector) to the shared `CombineLatestSink` and
        // `CombineLatestObserver` of CombineLatest.swift. Chapter 10 ("Combining and
        // recovering").

        \(Arity.all.map(combineLatestBlock).joined(separator: "\n\n"))
        """
    }
}

/// The two `combineLatest` overloads of one arity, the sink that keeps its latest elements,
/// and the producer.
private func combineLatestBlock(_ arity: Arity) -> Code {
    // The pieces every declaration of the block spells out once per source.
    let elementTypes = arity.list { "E\($0)" }
    let sourceTuple = "(\(arity.list { "Observable<E\($0)>" }))"
    return """
        // MARK: combineLatest of \(arity)

        extension ObservableType {
            /// Combines \(arity) sequences: once each has sent an element, every element any of
            /// them sends brings one call of `resultSelector` with the latest element of each,
            /// and what it returns goes down.
            ///
            /// The result completes once every source has completed (or when no combination
            /// can be made any more); an error from a source, or thrown by `resultSelector`,
            /// ends it.
            ///
            /// - seealso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
            /// - parameter resultSelector: Makes one element of the result out of the latest
            ///   element of each source.
            /// - returns: The sequence of what `resultSelector` returns.
            @preconcurrency public static func combineLatest<\(arity.list { "O\($0): ObservableType" })>(\(arity.list { "_ source\($0): O\($0)" }), resultSelector: @escaping @Sendable (\(arity.list { "O\($0).Element" })) throws -> Element) -> Observable<Element> {
                CombineLatest\(arity)(\(arity.list { "source\($0).asObservable()" }), resultSelector: resultSelector)
            }
        }

        extension ObservableType where Element == Any {
            /// Combines \(arity) sequences into tuples of their latest elements: one tuple each
            /// time any of them sends, once each has sent an element.
            ///
            /// - seealso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
            /// - returns: The sequence of tuples.
            public static func combineLatest<\(arity.list { "O\($0): ObservableType" })>(\(arity.list { "_ source\($0): O\($0)" })) -> Observable<(\(arity.list { "O\($0).Element" }))> {
                CombineLatest\(arity)(\(arity.list { "source\($0).asObservable()" }), resultSelector: { (\(arity.list { "$\($0 - 1)" })) })
            }
        }

        /// One subscription of a combineLatest of \(arity): the latest element of each source,
        /// stored under the sink's lock.
        private final class CombineLatestSink\(arity)_<\(elementTypes), Observer: ObserverType>: CombineLatestSink<Observer> {
            private let resultSelector: (\(elementTypes)) throws -> Observer.Element

            // state, guarded by `lock`: stored by the observers while they hold it, read by
            // `combineLatestElements` while they hold it, so Swift's run-time exclusivity
            // check is switched off (chapter 15). ThreadSanitizer still checks.
            \(arity.lines { "@exclusivity(unchecked) private var latest\($0): E\($0)?" })

            init(resultSelector: @escaping (\(elementTypes)) throws -> Observer.Element, observer: Observer, cancel: Cancelable) {
                self.resultSelector = resultSelector
                super.init(arity: \(arity), observer: observer, cancel: cancel)
            }

            /// Subscribes to the sources in order, each with an observer that stores its
            /// latest element.
            func run(_ sources: \(sourceTuple)) -> Disposable {
                Disposables.create([
                    \(arity.lines { "subscribe(sources.\($0 - 1), index: \($0 - 1)) { self.latest\($0) = $0 }," })
                ])
            }

            override func combineLatestElements() throws -> Observer.Element {
                // Called only once every source has sent an element.
                try resultSelector(\(arity.list { "latest\($0)!" }))
            }
        }

        /// The observable a combineLatest of \(arity) returns: the sources, as the caller gave
        /// them, and the selector.
        private final class CombineLatest\(arity)<\(elementTypes), Result>: Producer<Result> {
            private let sources: \(sourceTuple)
            private let resultSelector: (\(elementTypes)) throws -> Result

            init(\(arity.list { "_ source\($0): Observable<E\($0)>" }), resultSelector: @escaping (\(elementTypes)) throws -> Result) {
                sources = (\(arity.list { "source\($0)" }))
                self.resultSelector = resultSelector
            }

            override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
            where Observer.Element == Result {
                let sink = CombineLatestSink\(arity)_(resultSelector: resultSelector, observer: observer, cancel: cancel)
                let subscription = sink.run(sources)
                return (sink: sink, subscription: subscription)
            }
        }
        """
}
