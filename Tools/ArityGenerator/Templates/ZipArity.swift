// The template of Zip+arity.swift: `zip` of 2 to 8 observables, one block per arity.
// RxSwift generates its arity files from `.tt` templates too; this one is written for the
// design of Zip.swift. Chapter 10; CONTRIBUTING.md, "Generated code".

extension GeneratedFile {
    /// `Observable.zip` of 2 to 8 sources over the hand-written `ZipSink` (Zip.swift).
    static let zipArity = GeneratedFile(path: "Sources/ProductionRx/Observables/Zip+arity.swift") {
        """
        // `zip` of two to eight sources, with and without a result selector. Each arity adds
        // only what depends on its element types (one queue per source, the call to the
        // selector) to the shared `ZipSink` and `ZipObserver` of Zip.swift. Chapter 10
        // ("Combining and recovering").

        \(Arity.all.map(zipBlock).joined(separator: "\n\n"))
        """
    }
}

/// The two `zip` overloads of one arity, the sink that queues its elements, and the producer.
private func zipBlock(_ arity: Arity) -> Code {
    // The pieces every declaration of the block spells out once per source.
    let elementTypes = arity.list { "E\($0)" }
    let sourceTuple = "(\(arity.list { "Observable<E\($0)>" }))"
    let everyQueueHasOne = (1...arity.count).map { "!queue\($0).isEmpty" }.joined(separator: " && ")
    return """
        // MARK: zip of \(arity)

        extension ObservableType {
            /// Pairs the elements of \(arity) sequences by position (the first of each, then the
            /// second of each, and so on) and sends what `resultSelector` makes of each set.
            ///
            /// A source that runs ahead has its elements queued until the others catch up. The
            /// result completes once every source has completed; an error from a source, or
            /// thrown by `resultSelector`, ends it.
            ///
            /// - seealso: [zip operator on reactivex.io](http://reactivex.io/documentation/operators/zip.html)
            /// - parameter resultSelector: Makes one element of the result out of one element
            ///   of each source.
            /// - returns: The sequence of what `resultSelector` returns.
            @preconcurrency public static func zip<\(arity.list { "O\($0): ObservableType" })>(\(arity.list { "_ source\($0): O\($0)" }), resultSelector: @escaping @Sendable (\(arity.list { "O\($0).Element" })) throws -> Element) -> Observable<Element> {
                Zip\(arity)(\(arity.list { "source\($0).asObservable()" }), resultSelector: resultSelector)
            }
        }

        extension ObservableType where Element == Any {
            /// Pairs the elements of \(arity) sequences by position, as tuples: the first of each,
            /// then the second of each, and so on.
            ///
            /// - seealso: [zip operator on reactivex.io](http://reactivex.io/documentation/operators/zip.html)
            /// - returns: The sequence of tuples.
            public static func zip<\(arity.list { "O\($0): ObservableType" })>(\(arity.list { "_ source\($0): O\($0)" })) -> Observable<(\(arity.list { "O\($0).Element" }))> {
                Zip\(arity)(\(arity.list { "source\($0).asObservable()" }), resultSelector: { (\(arity.list { "$\($0 - 1)" })) })
            }
        }

        /// One subscription of a zip of \(arity): a queue per source, filled under the sink's lock.
        private final class ZipSink\(arity)_<\(elementTypes), Observer: ObserverType>: ZipSink<Observer> {
            private let resultSelector: (\(elementTypes)) throws -> Observer.Element

            // state, guarded by `lock`
            \(arity.lines { "private var queue\($0) = Queue<E\($0)>(capacity: 2)" })

            init(resultSelector: @escaping (\(elementTypes)) throws -> Observer.Element, observer: Observer, cancel: Cancelable) {
                self.resultSelector = resultSelector
                super.init(arity: \(arity), observer: observer, cancel: cancel)
            }

            /// Subscribes to the sources in order, each with an observer that fills its queue.
            func run(_ sources: \(sourceTuple)) -> Disposable {
                Disposables.create([
                    \(arity.lines { "subscribe(sources.\($0 - 1), index: \($0 - 1)) { self.queue\($0).enqueue($0) }," })
                ])
            }

            override var everySourceHasAnElement: Bool {
                \(everyQueueHasOne)
            }

            override func combineFirstElements() throws -> Observer.Element {
                try resultSelector(\(arity.list { "queue\($0).dequeue()!" }))
            }
        }

        /// The observable a zip of \(arity) returns: the sources, as the caller gave them, and the
        /// selector.
        private final class Zip\(arity)<\(elementTypes), Result>: Producer<Result> {
            private let sources: \(sourceTuple)
            private let resultSelector: (\(elementTypes)) throws -> Result

            init(\(arity.list { "_ source\($0): Observable<E\($0)>" }), resultSelector: @escaping (\(elementTypes)) throws -> Result) {
                sources = (\(arity.list { "source\($0)" }))
                self.resultSelector = resultSelector
            }

            override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
            where Observer.Element == Result {
                let sink = ZipSink\(arity)_(resultSelector: resultSelector, observer: observer, cancel: cancel)
                let subscription = sink.run(sources)
                return (sink: sink, subscription: subscription)
            }
        }
        """
}
