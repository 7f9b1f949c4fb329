// `sample`: the source's latest element, sent each time a second sequence (the sampler)
// ticks; two sources serialised by one lock. Chapter 8.

extension ObservableType {
    /// Sends, at each element of `sampler` (a tick), the source's latest element since the
    /// previous tick; a tick with nothing new sends `defaultValue`, or nothing without one.
    ///
    /// The sampler's completion counts as a last tick. The source's completion does not end
    /// the result at once: the next tick sends the latest element (if any) and completes.
    /// An error from either sequence is forwarded at once.
    ///
    /// - seealso: [sample operator on reactivex.io](http://reactivex.io/documentation/operators/sample.html)
    /// - parameter sampler: The sequence whose elements are the ticks.
    /// - parameter defaultValue: What a tick with no new element sends, if anything.
    /// - returns: The source's elements, as the ticks pick them.
    public func sample<Source: ObservableType>(_ sampler: Source, defaultValue: Element? = nil) -> Observable<Element> {
        Sample(source: asObservable(), sampler: sampler.asObservable(), defaultValue: defaultValue)
    }
}

// snippet:begin sample-sink
/// One subscription of `sample`: remembers the source's latest element and sends it at the
/// sampler's ticks, both sequences' events under one lock, so that a tick and an element
/// never overlap.
private final class SampleSink<Observer: ObserverType, SampleType>: Sink<Observer>, ObserverType, SecondSourceSink {
    typealias Element = Observer.Element

    let lock = RecursiveLock()
    private let defaultValue: Element?
    private let sourceSubscription = SingleAssignmentDisposable()
    // Both guarded by `lock`.
    /// The source's latest element since the last tick.
    private var latest: Element?
    /// Set when the source has completed: the next tick is the last.
    private var sourceIsDone = false

    init(defaultValue: Element?, observer: Observer, cancel: Cancelable) {
        self.defaultValue = defaultValue
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<Element>, sampledBy sampler: Observable<SampleType>) -> Disposable {
        sourceSubscription.setDisposable(source.subscribe(self))
        return Disposables.create(sourceSubscription, SecondSourceObserver(self).subscribe(to: sampler))
    }

    func on(_ event: Event<Element>) {
        let ended: Bool = lock.performLocked {
            switch event {
            case .next(let element):
                latest = element
            case .error:
                endUnderLock(event)
                return true
            case .completed:
                // The result waits for the sampler's next tick; only the source is released.
                sourceIsDone = true
                sourceSubscription.dispose()
            }
            return false
        }
        if ended {
            dispose()
        }
    }

    /// A tick, or the sampler's completion, which counts as one.
    func onSecond(_ event: Event<SampleType>, subscription: Disposable) -> Bool {
        if case .error(let error) = event {
            endUnderLock(.error(error))
            return true
        }
        if let picked = latest ?? defaultValue {
            latest = nil
            forwardOn(.next(picked))
        }
        guard sourceIsDone else {
            return false
        }
        endUnderLock(.completed)
        return true
    }
}
// snippet:end sample-sink

/// The observable `sample` returns.
private final class Sample<Element, SampleType>: Producer<Element> {
    private let source: Observable<Element>
    private let sampler: Observable<SampleType>
    private let defaultValue: Element?

    init(source: Observable<Element>, sampler: Observable<SampleType>, defaultValue: Element? = nil) {
        self.source = source
        self.sampler = sampler
        self.defaultValue = defaultValue
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = SampleSink<Observer, SampleType>(defaultValue: defaultValue, observer: observer, cancel: cancel)
        return (sink: sink, subscription: sink.run(source, sampledBy: sampler))
    }
}
