// Reference solution for exercise 15.2 — runningTotal without the objects it did not need.
// Try the exercise first.
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
///
/// Four objects fewer than the starter's: no `SingleAssignmentDisposable` and no
/// `CompositeDisposable` (the `SinkDisposer` already holds the subscription to the source and
/// disposes it), and no closure observer with the disposable `subscribe` wraps around it (the
/// sink is the observer).
final class RunningTotalSink<Observer: ObserverType>: Sink<Observer>, ObserverType where Observer.Element == Int {
    typealias Element = Int

    private var total = 0

    func on(_ event: Event<Int>) {
        switch event {
        case .next(let element):
            total += element
            forwardOn(.next(total))
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
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
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
