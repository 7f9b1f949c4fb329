// `Observable.deferred`: build the sequence anew for each subscription. Chapter 5.

extension ObservableType {
    /// A sequence that calls `observableFactory` at each subscription and subscribes to the
    /// observable it returns; an error thrown by the factory is sent as `error`.
    @preconcurrency public static func deferred(_ observableFactory: @escaping @Sendable () throws -> Observable<Element>) -> Observable<Element> {
        Deferred(observableFactory: observableFactory)
    }
}

/// The sink of one `deferred` subscription. It is handed the factory in `run` and does not
/// keep it: once the factory has run, nothing it captured is kept alive by the subscription.
private final class DeferredSink<Source: ObservableType, Observer: ObserverType>: Sink<Observer>, ObserverType where Source.Element == Observer.Element {
    func run(_ observableFactory: () throws -> Source) -> Disposable {
        let source: Source
        do {
            source = try observableFactory()
        } catch {
            // There is no sequence to subscribe to: the factory's error is the whole sequence.
            forwardOn(.error(error))
            dispose()
            return Disposables.create()
        }
        return source.subscribe(self)
    }

    func on(_ event: Event<Observer.Element>) {
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }
}

/// The observable `deferred` returns: only the factory, called once per subscription.
final class Deferred<Source: ObservableType>: Producer<Source.Element> {
    private let observableFactory: () throws -> Source

    init(observableFactory: @escaping () throws -> Source) {
        self.observableFactory = observableFactory
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Source.Element {
        let sink = DeferredSink<Source, Observer>(observer: observer, cancel: cancel)
        let subscription = sink.run(observableFactory)
        return (sink: sink, subscription: subscription)
    }
}
