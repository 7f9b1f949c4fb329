// `combineLatest`: once every source has sent an element, the combination of their latest
// elements each time any of them sends one. The base sink, the observer every source is
// subscribed with, and the collection form; CombineLatest+arity.swift has the forms for two
// to eight sources. Chapter 10 ("Combining and recovering").

extension ObservableType {
    /// Merges the specified observable sequences into one observable sequence by using the
    /// selector function whenever any of the observable sequences produces an element.
    ///
    /// - seealso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    /// - parameter collection: Observable sources.
    /// - parameter resultSelector: Function to invoke whenever any of the sources produces
    ///   an element.
    /// - returns: An observable sequence containing the result of combining elements of the
    ///   sources using the specified result selector function.
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection, resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element>
    where Collection.Element: ObservableType {
        CombineLatestCollectionType(sources: collection, resultSelector: resultSelector)
    }

    /// Merges the specified observable sequences into one observable sequence whenever any
    /// of the observable sequences produces an element.
    ///
    /// - seealso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    /// - parameter collection: Observable sources.
    /// - returns: An observable sequence containing the result of combining elements of the
    ///   sources.
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]>
    where Collection.Element: ObservableType, Collection.Element.Element == Element {
        CombineLatestCollectionType(sources: collection, resultSelector: { $0 })
    }
}

/// What a `CombineLatestObserver` tells its sink, always while holding the sink's lock.
protocol CombineLatestProtocol: AnyObject {
    /// Source `index` sent an element (already stored as its latest).
    func next(_ index: Int)
    /// A source failed.
    func fail(_ error: Swift.Error)
    /// Source `index` completed.
    func done(_ index: Int)
}

// snippet:begin combine-latest-sink
/// The part of a fixed-arity combineLatest's subscription that does not depend on the
/// element types: once every source has sent an element, each element sends the
/// combination of the latest ones; it completes when every source completed, or when a
/// source sends an element while some source never sent one and every other source has
/// completed (no combination can ever be sent).
///
/// Subclasses own the latest elements (`getResult`). Every source's observer calls in while
/// holding `lock`, so they are touched by one thread at a time.
class CombineLatestSink<Observer: ObserverType>: Sink<Observer>, CombineLatestProtocol {
    typealias Element = Observer.Element

    /// Taken by every source's `CombineLatestObserver` around each event.
    let lock = RecursiveLock()

    private let arity: Int
    // state, guarded by `lock`; every access holds it, so Swift's run-time exclusivity
    // check is switched off (chapter 15). ThreadSanitizer still checks.
    @exclusivity(unchecked) private var numberOfValues = 0
    @exclusivity(unchecked) private var numberOfDone = 0
    @exclusivity(unchecked) private var hasValue: [Bool]
    @exclusivity(unchecked) private var isDone: [Bool]

    init(arity: Int, observer: Observer, cancel: Cancelable) {
        self.arity = arity
        hasValue = [Bool](repeating: false, count: arity)
        isDone = [Bool](repeating: false, count: arity)

        super.init(observer: observer, cancel: cancel)
    }

    /// Combines the latest element of every source.
    func getResult() throws -> Element {
        rxAbstractMethod()
    }

    func next(_ index: Int) {
        if !hasValue[index] {
            hasValue[index] = true
            numberOfValues += 1
        }

        if numberOfValues == arity {
            do {
                let result = try getResult()
                forwardNext(result)
            } catch let error {
                forwardError(error)
                dispose()
            }
        } else {
            var allOthersDone = true

            for i in 0..<arity where i != index && !isDone[i] {
                allOthersDone = false
                break
            }

            if allOthersDone {
                forwardCompleted()
                dispose()
            }
        }
    }

    func fail(_ error: Swift.Error) {
        forwardOn(.error(error))
        dispose()
    }

    func done(_ index: Int) {
        if isDone[index] {
            return
        }

        isDone[index] = true
        numberOfDone += 1

        if numberOfDone == arity {
            forwardOn(.completed)
            dispose()
        }
    }
}
// snippet:end combine-latest-sink

/// The observer one source of a fixed-arity combineLatest is subscribed with: under the
/// sink's lock, stores the element (`setLatestValue`) and tells the sink; on a terminal
/// event it disposes its own subscription (`this`) first.
final class CombineLatestObserver<Element>: ObserverType {
    typealias ValueSetter = (Element) -> Void

    private let parent: CombineLatestProtocol

    let lock: RecursiveLock
    private let index: Int
    private let this: Disposable
    private let setLatestValue: ValueSetter

    init(lock: RecursiveLock, parent: CombineLatestProtocol, index: Int, setLatestValue: @escaping ValueSetter, this: Disposable) {
        self.lock = lock
        self.parent = parent
        self.index = index
        self.this = this
        self.setLatestValue = setLatestValue
    }

    func on(_ event: Event<Element>) {
        lock.performLocked {
            switch event {
            case .next(let value):
                setLatestValue(value)
                parent.next(index)
            case .error(let error):
                this.dispose()
                parent.fail(error)
            case .completed:
                this.dispose()
                parent.done(index)
            }
        }
    }

    /// `on(.next(element))` without an `Event` (chapter 15).
    func onNext(_ element: Element) {
        lock.performLocked {
            setLatestValue(element)
            parent.next(index)
        }
    }
}

// MARK: combineLatest of a collection

/// One subscription of `combineLatest` over a collection: the latest element of every
/// source, all behind one lock.
private final class CombineLatestCollectionTypeSink<Collection: Swift.Collection, Observer: ObserverType>: Sink<Observer>
where Collection.Element: ObservableConvertibleType {
    typealias Result = Observer.Element
    typealias Parent = CombineLatestCollectionType<Collection, Result>
    typealias SourceElement = Collection.Element.Element

    private let parent: Parent

    // Taken around every event of every source.
    private let lock = RecursiveLock()

    // state, guarded by `lock`
    private var numberOfValues = 0
    private var values: [SourceElement?]
    private var isDone: [Bool]
    private var numberOfDone = 0
    private var subscriptions: [SingleAssignmentDisposable]

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        values = [SourceElement?](repeating: nil, count: parent.count)
        isDone = [Bool](repeating: false, count: parent.count)
        subscriptions = (0..<parent.count).map { _ in SingleAssignmentDisposable() }

        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<SourceElement>, atIndex: Int) {
        lock.lock(); defer { lock.unlock() }
        switch event {
        case .next(let element):
            if values[atIndex] == nil {
                numberOfValues += 1
            }

            values[atIndex] = element

            if numberOfValues < parent.count {
                // No combination can ever be sent when all the others are done.
                let numberOfOthersThatAreDone = numberOfDone - (isDone[atIndex] ? 1 : 0)
                if numberOfOthersThatAreDone == parent.count - 1 {
                    forwardOn(.completed)
                    dispose()
                }
                return
            }

            do {
                let result = try parent.resultSelector(values.map { $0! })
                forwardOn(.next(result))
            } catch let error {
                forwardOn(.error(error))
                dispose()
            }

        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            if isDone[atIndex] {
                return
            }

            isDone[atIndex] = true
            numberOfDone += 1

            if numberOfDone == parent.count {
                forwardOn(.completed)
                dispose()
            } else {
                subscriptions[atIndex].dispose()
            }
        }
    }

    func run() -> Disposable {
        for (index, source) in parent.sources.enumerated() {
            let disposable = source.asObservable().subscribe(
                AnyObserver { event in
                    self.on(event, atIndex: index)
                })
            subscriptions[index].setDisposable(disposable)
        }

        if parent.sources.isEmpty {
            // No source: one combination of nothing, then the end.
            do {
                let result = try parent.resultSelector([])
                forwardOn(.next(result))
                forwardOn(.completed)
                dispose()
            } catch let error {
                forwardOn(.error(error))
                dispose()
            }
        }

        return Disposables.create(subscriptions)
    }
}

/// The observable `combineLatest` over a collection returns: the sources, how many, the
/// selector.
private final class CombineLatestCollectionType<Collection: Swift.Collection, Result>: Producer<Result>
where Collection.Element: ObservableConvertibleType {
    typealias ResultSelector = ([Collection.Element.Element]) throws -> Result

    let sources: Collection
    let resultSelector: ResultSelector
    let count: Int

    init(sources: Collection, resultSelector: @escaping ResultSelector) {
        self.sources = sources
        self.resultSelector = resultSelector
        count = sources.count
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Result {
        let sink = CombineLatestCollectionTypeSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}
