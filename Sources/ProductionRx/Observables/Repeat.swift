// `Observable.repeatElement`: the same element forever, one scheduled step each. Chapter 7.

extension ObservableType {
    /// An endless sequence of `element`; dispose the subscription to stop it.
    public static func repeatElement(_ element: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        RepeatElement(element: element, scheduler: scheduler)
    }
}

/// The sink of one `repeatElement` subscription: each scheduled step sends the element and
/// schedules the next, for as long as the subscription lasts.
private final class RepeatElementSink<Observer: ObserverType>: Sink<Observer> {
    func run(repeating element: Observer.Element, on scheduler: ImmediateSchedulerType) -> Disposable {
        scheduler.scheduleRecursive(()) { _, again in
            self.forwardOn(.next(element))
            again(())
        }
    }
}

/// The observable `repeatElement` returns.
private final class RepeatElement<Element>: Producer<Element> {
    private let element: Element
    private let scheduler: ImmediateSchedulerType

    init(element: Element, scheduler: ImmediateSchedulerType) {
        self.element = element
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = RepeatElementSink(observer: observer, cancel: cancel)
        return (sink: sink, subscription: sink.run(repeating: element, on: scheduler))
    }
}
