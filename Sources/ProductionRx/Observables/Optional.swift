// `Observable.from(optional:)`: zero or one element, then completion. Chapter 5.

extension ObservableType {
    /// A sequence of `optional`'s value if it has one, then `completed`.
    public static func from(optional: Element?) -> Observable<Element> {
        ObservableOptional(optional: optional)
    }

    /// A sequence of `optional`'s value if it has one, then `completed`, sent on `scheduler`.
    public static func from(optional: Element?, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        ObservableOptionalScheduled(optional: optional, scheduler: scheduler)
    }
}

/// The sink of one scheduled `from(optional:)` subscription.
private final class OptionalOnSchedulerSink<Observer: ObserverType>: Sink<Observer> {
    typealias Element = Observer.Element

    /// Sends the value (if any) in one action on `scheduler` and completion in the next: two
    /// steps, as RxSwift takes them (RxSwift/Observables/Optional.swift), so that other work
    /// on the scheduler may run in between.
    func run(_ optional: Element?, on scheduler: ImmediateSchedulerType) -> Disposable {
        scheduler.schedule(optional) { optional in
            guard let element = optional else {
                self.end(.completed)
                return Disposables.create()
            }
            self.forwardOn(.next(element))
            return scheduler.schedule(()) { _ in
                self.end(.completed)
                return Disposables.create()
            }
        }
    }
}

/// The observable `from(optional:scheduler:)` returns.
private final class ObservableOptionalScheduled<Element>: Producer<Element> {
    private let optional: Element?
    private let scheduler: ImmediateSchedulerType

    init(optional: Element?, scheduler: ImmediateSchedulerType) {
        self.optional = optional
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = OptionalOnSchedulerSink(observer: observer, cancel: cancel)
        return (sink: sink, subscription: sink.run(optional, on: scheduler))
    }
}

/// The observable `from(optional:)` returns: it needs no sink, since it sends everything
/// during `subscribe` and keeps nothing to dispose.
private final class ObservableOptional<Element>: Producer<Element> {
    private let optional: Element?

    init(optional: Element?) {
        self.optional = optional
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        if let optional {
            observer.on(.next(optional))
        }
        observer.on(.completed)
        return Disposables.create()
    }
}
