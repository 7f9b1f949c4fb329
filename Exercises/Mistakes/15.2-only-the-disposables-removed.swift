// Mistake: only the two disposables are removed; run still subscribes with closures, which make an observer and a disposable around it for every subscription.
// Caught by: a subscription keeps no more objects alive than a single map does
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
        let subscription = source.subscribe(
            onNext: { sink.add($0) },
            onError: { sink.end(.error($0)) },
            onCompleted: { sink.end(.completed) }
        )
        return (sink: sink, subscription: subscription)
    }
}
