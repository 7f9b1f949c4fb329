// `Observable.just`: one element, then completion. Chapter 5.

extension ObservableType {
    /// A sequence of the single `element`, then `completed`, sent during `subscribe`.
    public static func just(_ element: Element) -> Observable<Element> {
        Just(element: element)
    }

    /// A sequence of the single `element`, then `completed`, both sent on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        JustScheduled(element: element, scheduler: scheduler)
    }
}

/// The observable `just(_:)` returns. It needs no sink: it sends both events and is done.
private final class Just<Element>: Producer<Element> {
    private let element: Element

    init(element: Element) {
        self.element = element
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        observer.onNext(element)
        observer.onCompleted()
        return Disposables.create()
    }
}

/// One subscription of `just(_:scheduler:)`: two actions on the scheduler, the element, and
/// then, scheduled by the first, the completion.
private final class JustScheduledSink<Observer: ObserverType>: Sink<Observer> {
    private let scheduler: ImmediateSchedulerType

    init(scheduler: ImmediateSchedulerType, observer: Observer, cancel: Cancelable) {
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ element: Observer.Element) -> Disposable {
        scheduler.schedule(element, action: sendElement)
    }

    private func sendElement(_ element: Observer.Element) -> Disposable {
        forwardOn(.next(element))
        return scheduler.schedule((), action: complete)
    }

    private func complete(_: Void) -> Disposable {
        forwardOn(.completed)
        dispose()
        return Disposables.create()
    }
}

/// The observable `just(_:scheduler:)` returns.
private final class JustScheduled<Element>: Producer<Element> {
    private let element: Element
    private let scheduler: ImmediateSchedulerType

    init(element: Element, scheduler: ImmediateSchedulerType) {
        self.element = element
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = JustScheduledSink(scheduler: scheduler, observer: observer, cancel: cancel)
        let subscription = sink.run(element)
        return (sink: sink, subscription: subscription)
    }
}
