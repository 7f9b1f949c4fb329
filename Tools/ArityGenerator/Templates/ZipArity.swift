// The template of Zip+arity.swift: `zip` of 2 to 8 observables, one block per arity, as
// RxSwift's Zip+arity.tt. Chapter 10; CONTRIBUTING.md, "Generated code".

extension GeneratedFile {
    /// `Observable.zip` of 2 to 8 sources over the hand-written `ZipSink` (Zip.swift).
    static let zipArity = GeneratedFile(path: "Sources/ProductionRx/Observables/Zip+arity.swift") {
        """
        // `zip` of two to eight sources, with and without a result selector: one sink and one
        // producer per arity, over the shared `ZipSink` and `ZipObserver` (Zip.swift). Generated,
        // as RxSwift's Zip+arity.swift is from a template. Chapter 10 ("Combining and recovering").

        \(Arity.all.map(zipBlock).joined(separator: "\n\n"))
        """
    }
}

/// The two `zip` overloads of one arity, its sink (the queues) and its producer.
private func zipBlock(_ arity: Arity) -> Code {
    """
    // MARK: zip\(arity)

    extension ObservableType {
        /// Merges the specified observable sequences into one observable sequence by using the
        /// selector function whenever all of the observable sequences have produced an element
        /// at a corresponding index.
        ///
        /// - seealso: [zip operator on reactivex.io](http://reactivex.io/documentation/operators/zip.html)
        /// - parameter resultSelector: Function to invoke for each series of elements at
        ///   corresponding indexes in the sources.
        /// - returns: An observable sequence containing the result of combining elements of the
        ///   sources using the specified result selector function.
        public static func zip<\(arity.list { "O\($0): ObservableType" })>(\(arity.list { "_ source\($0): O\($0)" }), resultSelector: @escaping (\(arity.list { "O\($0).Element" })) throws -> Element)
            -> Observable<Element>
        {
            Zip\(arity)(
                \(arity.list { "source\($0): source\($0).asObservable()" }),
                resultSelector: resultSelector
            )
        }
    }

    extension ObservableType where Element == Any {
        /// Merges the specified observable sequences into one observable sequence of tuples
        /// whenever all of the observable sequences have produced an element at a corresponding
        /// index.
        ///
        /// - seealso: [zip operator on reactivex.io](http://reactivex.io/documentation/operators/zip.html)
        /// - returns: An observable sequence containing the result of combining elements of the
        ///   sources.
        public static func zip<\(arity.list { "O\($0): ObservableType" })>(\(arity.list { "_ source\($0): O\($0)" }))
            -> Observable<(\(arity.list { "O\($0).Element" }))>
        {
            Zip\(arity)(
                \(arity.list { "source\($0): source\($0).asObservable()" }),
                resultSelector: { (\(arity.list { "$\($0 - 1)" })) }
            )
        }
    }

    /// One subscription of a zip of \(arity): a queue per source, filled under the sink's lock.
    private final class ZipSink\(arity)_<\(arity.list { "E\($0)" }), Observer: ObserverType>: ZipSink<Observer> {
        typealias Result = Observer.Element
        typealias Parent = Zip\(arity)<\(arity.list { "E\($0)" }), Result>

        private let parent: Parent

        // state, guarded by `lock`
        \(arity.lines { "private var values\($0): Queue<E\($0)> = Queue(capacity: 2)" })

        init(parent: Parent, observer: Observer, cancel: Cancelable) {
            self.parent = parent
            super.init(arity: \(arity), observer: observer, cancel: cancel)
        }

        override func hasElements(_ index: Int) -> Bool {
            switch index {
            \(arity.lines { "case \($0 - 1): !values\($0).isEmpty" })
            default:
                rxFatalError("zip: there is no source \\(index). Chapter 10 explains zip's sink.")
            }
        }

        func run() -> Disposable {
            \(arity.lines { "let subscription\($0) = SingleAssignmentDisposable()" })

            \(arity.lines { "let observer\($0) = ZipObserver(lock: lock, parent: self, index: \($0 - 1), setNextValue: { self.values\($0).enqueue($0) }, this: subscription\($0))" })

            \(arity.lines { "subscription\($0).setDisposable(parent.source\($0).subscribe(observer\($0)))" })

            return Disposables.create([
                \(arity.lines { "subscription\($0)," })
            ])
        }

        override func getResult() throws -> Result {
            try parent.resultSelector(\(arity.list { "values\($0).dequeue()!" }))
        }
    }

    /// The observable a zip of \(arity) returns: the sources and the selector.
    private final class Zip\(arity)<\(arity.list { "E\($0)" }), Result>: Producer<Result> {
        typealias ResultSelector = (\(arity.list { "E\($0)" })) throws -> Result

        \(arity.lines { "let source\($0): Observable<E\($0)>" })

        let resultSelector: ResultSelector

        init(\(arity.list { "source\($0): Observable<E\($0)>" }), resultSelector: @escaping ResultSelector) {
            \(arity.lines { "self.source\($0) = source\($0)" })

            self.resultSelector = resultSelector
        }

        override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
        where Observer.Element == Result {
            let sink = ZipSink\(arity)_(parent: self, observer: observer, cancel: cancel)
            let subscription = sink.run()
            return (sink: sink, subscription: subscription)
        }
    }
    """
}
