// `Observable.range`: consecutive integers, one scheduled step each. Chapter 7.

/// The integer types `range` accepts.
public typealias RxAbstractInteger = FixedWidthInteger

extension ObservableType where Element: RxAbstractInteger {
    /// A sequence of `count` consecutive integers starting at `start`, then `completed`.
    /// A negative count, or a range past the type's maximum, stops the process.
    public static func range(start: Element, count: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        RangeProducer<Element>(start: start, count: count, scheduler: scheduler)
    }
}

/// The sink of one `range` subscription: each scheduled step sends one integer and schedules
/// the next, until `count` were sent.
private final class RangeSink<Observer: ObserverType>: Sink<Observer> where Observer.Element: RxAbstractInteger {
    typealias Element = Observer.Element

    func run(from start: Element, count: Element, on scheduler: ImmediateSchedulerType) -> Disposable {
        // The recursion's state is how many integers were sent so far.
        scheduler.scheduleRecursive(Element.zero) { sent, recurse in
            guard sent < count else {
                self.end(.completed)
                return
            }
            self.forwardOn(.next(start + sent))
            recurse(sent + 1)
        }
    }
}

/// The observable `range` returns.
private final class RangeProducer<Element: RxAbstractInteger>: Producer<Element> {
    private let start: Element
    private let count: Element
    private let scheduler: ImmediateSchedulerType

    init(start: Element, count: Element, scheduler: ImmediateSchedulerType) {
        guard count >= 0 else {
            rxFatalError("Observable.range: count can't be negative. Chapter 5.")
        }
        guard count <= 1 || start.addingReportingOverflow(count - 1).overflow == false else {
            rxFatalError("Observable.range: start + count - 1 overflows the element type. Chapter 5.")
        }
        self.start = start
        self.count = count
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = RangeSink(observer: observer, cancel: cancel)
        return (sink: sink, subscription: sink.run(from: start, count: count, on: scheduler))
    }
}
