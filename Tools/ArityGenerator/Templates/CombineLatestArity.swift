// The template of CombineLatest+arity.swift: `combineLatest` of 2 to 8 observables, one
// block per arity, as RxSwift's CombineLatest+arity.tt. Chapter 10; CONTRIBUTING.md, "Generated code".

extension GeneratedFile {
    /// `Observable.combineLatest` of 2 to 8 sources over the hand-written `CombineLatestSink`
    /// (CombineLatest.swift).
    static let combineLatestArity = GeneratedFile(path: "Sources/ProductionRx/Observables/CombineLatest+arity.swift") {
        """
        // `combineLatest` of two to eight sources, with and without a result selector: one sink and
        // one producer per arity, over the shared `CombineLatestSink` and `CombineLatestObserver`
        // (CombineLatest.swift). Generated, as RxSwift's CombineLatest+arity.swift is from a
        // template. Chapter 10 ("Combining and recovering").

        \(Arity.all.map(combineLatestBlock).joined(separator: "\n\n"))
        """
    }
}

/// The two `combineLatest` overloads of one arity, its sink (the latest elements) and its
/// producer.
private func combineLatestBlock(_ arity: Arity) -> Code {
    """
    // MARK: combineLatest\(arity)

    extension ObservableType {
        /// Merges the specified observable sequences into one observable sequence by using the
        /// selector function whenever any of the observable sequences produces an element.
        ///
        /// - seealso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
        /// - parameter resultSelector: Function to invoke whenever any of the sources produces
        ///   an element.
        /// - returns: An observable sequence containing the result of combining elements of the
        ///   sources using the specified result selector function.
        public static func combineLatest<\(arity.list { "O\($0): ObservableType" })>(\(arity.list { "_ source\($0): O\($0)" }), resultSelector: @escaping (\(arity.list { "O\($0).Element" })) throws -> Element)
            -> Observable<Element>
        {
            CombineLatest\(arity)(
                \(arity.list { "source\($0): source\($0).asObservable()" }),
                resultSelector: resultSelector
            )
        }
    }

    extension ObservableType where Element == Any {
        /// Merges the specified observable sequences into one observable sequence of tuples
        /// whenever any of the observable sequences produces an element.
        ///
        /// - seealso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
        /// - returns: An observable sequence containing the result of combining elements of the
        ///   sources.
        public static func combineLatest<\(arity.list { "O\($0): ObservableType" })>(\(arity.list { "_ source\($0): O\($0)" }))
            -> Observable<(\(arity.list { "O\($0).Element" }))>
        {
            CombineLatest\(arity)(
                \(arity.list { "source\($0): source\($0).asObservable()" }),
                resultSelector: { (\(arity.list { "$\($0 - 1)" })) }
            )
        }
    }

    /// One subscription of a combineLatest of \(arity): the latest element of each source, set under
    /// the sink's lock.
    private final class CombineLatestSink\(arity)_<\(arity.list { "E\($0)" }), Observer: ObserverType>: CombineLatestSink<Observer> {
        typealias Result = Observer.Element
        typealias Parent = CombineLatest\(arity)<\(arity.list { "E\($0)" }), Result>

        private let parent: Parent

        // state, guarded by `lock`: set by the observers while they hold it, read by
        // `getResult` while they hold it, so Swift's run-time exclusivity check is switched off
        // (chapter 15). ThreadSanitizer still checks.
        \(arity.lines { "@exclusivity(unchecked) private var latestElement\($0): E\($0)?" })

        init(parent: Parent, observer: Observer, cancel: Cancelable) {
            self.parent = parent
            super.init(arity: \(arity), observer: observer, cancel: cancel)
        }

        func run() -> Disposable {
            \(arity.lines { "let subscription\($0) = SingleAssignmentDisposable()" })

            \(arity.lines { "let observer\($0) = CombineLatestObserver(lock: lock, parent: self, index: \($0 - 1), setLatestValue: { (element: E\($0)) -> Void in self.latestElement\($0) = element }, this: subscription\($0))" })

            \(arity.lines { "subscription\($0).setDisposable(parent.source\($0).subscribe(observer\($0)))" })

            return Disposables.create([
                \(arity.lines { "subscription\($0)," })
            ])
        }

        override func getResult() throws -> Result {
            // Called only once every source has sent an element.
            try parent.resultSelector(\(arity.list { "latestElement\($0)!" }))
        }
    }

    /// The observable a combineLatest of \(arity) returns: the sources and the selector.
    private final class CombineLatest\(arity)<\(arity.list { "E\($0)" }), Result>: Producer<Result> {
        typealias ResultSelector = (\(arity.list { "E\($0)" })) throws -> Result

        \(arity.lines { "let source\($0): Observable<E\($0)>" })

        let resultSelector: ResultSelector

        init(\(arity.list { "source\($0): Observable<E\($0)>" }), resultSelector: @escaping ResultSelector) {
            \(arity.lines { "self.source\($0) = source\($0)" })

            self.resultSelector = resultSelector
        }

        override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
        where Observer.Element == Result {
            let sink = CombineLatestSink\(arity)_(parent: self, observer: observer, cancel: cancel)
            let subscription = sink.run()
            return (sink: sink, subscription: subscription)
        }
    }
    """
}
