// Exercise 15.2 — find the allocations. Check it with `swift run exercises 15.2`.
//
// `runningTotal()` sends, for each element, the sum of the elements so far:
//
//     -1-2-3-|  runningTotal()  → -1-3-6-|
//
// This operator works: its values, errors, completion and disposal are right, and its
// checks say so. But one subscription allocates more than it needs, and chapter 15 counts
// what every allocation costs: a `malloc`, a `free`, reference counting, and often a
// metadata look-up. Read `RunningTotalSink` and `RunningTotal.run` and find every object a
// subscription makes that chapter 5's `MapSink` does without: the disposables, and what
// subscribing with closures makes (an observer, and a context for each closure). Remove
// them without changing what the operator does. The checks count every heap allocation a
// subscription makes (each object the Swift runtime allocates, closures' contexts
// included, not only the library's classes that `Resources.total` counts) and accept no
// more than a single `map`'s. Keep it an operator of your own: `scan` would do the sums,
// but not this exercise.
//
// Read: Chapters/15-making-it-fast/README.md#what-a-subscription-allocates
@_spi(Operators) import ProductionRx

extension ObservableType where Element == Int {
    /// Sends, for each element, the sum of every element so far.
    ///
    /// - returns: An observable sequence of running totals.
    public func runningTotal() -> Observable<Int> {
        RunningTotal(source: asObservable())
    }
}

/// One subscription of `runningTotal`: keeps the sum so far.
final class RunningTotalSink<Observer: ObserverType>: Sink<Observer> where Observer.Element == Int {
    /// Holds the subscription to the source, so that it can be disposed.
    let sourceSubscription = SingleAssignmentDisposable()
    /// Everything this subscription must dispose, collected in one place.
    let disposables = CompositeDisposable()
    private var total = 0

    /// Adds `element` to the total and sends the new total.
    func add(_ element: Int) {
        total += element
        forwardOn(.next(total))
    }

    /// Forwards the source's terminal event and ends the subscription.
    func end(_ event: Event<Int>) {
        forwardOn(event)
        dispose()
    }
}

/// The observable `runningTotal` returns: one `RunningTotalSink` per subscription.
final class RunningTotal: Producer<Int> {
    private let source: Observable<Int>

    init(source: Observable<Int>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Int {
        let sink = RunningTotalSink(observer: observer, cancel: cancel)
        nonisolated(unsafe) let add = sink.add, end = sink.end
        let subscription = source.subscribe(
            onNext: { add($0) },
            onError: { end(.error($0)) },
            onCompleted: { end(.completed) }
        )
        sink.sourceSubscription.setDisposable(subscription)
        _ = sink.disposables.insert(sink.sourceSubscription)
        return (sink: sink, subscription: sink.disposables)
    }
}
