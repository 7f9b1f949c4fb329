// Mistake: the running total is kept in the RunningTotal producer, which every subscription shares, instead of in the sink.
// Caught by: gives every subscription its own running total
@_spi(Operators) import ProductionRx

extension ObservableType where Element == Int {
    /// Sends, for each element, the sum of every element so far.
    ///
    /// - returns: An observable sequence of running totals.
    public func runningTotal() -> Observable<Int> {
        RunningTotal(source: asObservable())
    }
}

/// One subscription of `runningTotal`: adds to the producer's sum, saving the sink a property.
final class RunningTotalSink<Observer: ObserverType>: Sink<Observer>, ObserverType where Observer.Element == Int {
    typealias Element = Int

    private let parent: RunningTotal

    init(parent: RunningTotal, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Int>) {
        switch event {
        case .next(let element):
            parent.total += element
            forwardOn(.next(parent.total))
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
    }
}

/// The observable `runningTotal` returns: one `RunningTotalSink` per subscription.
final class RunningTotal: Producer<Int> {
    private let source: Observable<Int>
    var total = 0

    init(source: Observable<Int>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Int {
        let sink = RunningTotalSink(parent: self, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
