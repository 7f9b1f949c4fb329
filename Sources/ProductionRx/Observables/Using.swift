// `Observable.using`: a resource that lives exactly as long as the subscription. Chapter 6.

extension ObservableType {
    /// A sequence that creates a resource at each subscription, subscribes to the observable
    /// built from it, and disposes the resource when the subscription ends. An error thrown
    /// by either factory is sent as `error`.
    @preconcurrency public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping @Sendable () throws -> Resource, observableFactory: @escaping @Sendable (Resource) throws -> Observable<Element>
    ) -> Observable<Element> {
        Using(resourceFactory: resourceFactory, observableFactory: observableFactory)
    }
}

/// The sink of one `using` subscription. It is handed the factories in `run` and does not
/// keep them: once they have run, nothing they captured is kept alive by the subscription.
private final class UsingSink<ResourceType: Disposable, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    /// Makes the resource, then the sequence from it, and subscribes. The subscription
    /// disposes the resource with the sequence's subscription; a factory's error is sent as
    /// the sequence's error (the resource, if it was made, is disposed with the subscription).
    func run(
        makingResource resourceFactory: () throws -> ResourceType, observable observableFactory: (ResourceType) throws -> Observable<Element>
    ) -> Disposable {
        var resource: Disposable = Disposables.create()
        let source: Observable<Element>
        do {
            let made = try resourceFactory()
            resource = made
            source = try observableFactory(made)
        } catch {
            source = Observable.error(error)
        }
        return Disposables.create(source.subscribe(self), resource)
    }

    func on(_ event: Event<Element>) {
        if event.isStopEvent {
            end(event)
        } else {
            forwardOn(event)
        }
    }
}

/// The observable `using` returns.
final class Using<SourceType, ResourceType: Disposable>: Producer<SourceType> {
    private let resourceFactory: () throws -> ResourceType
    private let observableFactory: (ResourceType) throws -> Observable<SourceType>

    init(resourceFactory: @escaping () throws -> ResourceType, observableFactory: @escaping (ResourceType) throws -> Observable<SourceType>) {
        self.resourceFactory = resourceFactory
        self.observableFactory = observableFactory
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == SourceType {
        let sink = UsingSink<ResourceType, Observer>(observer: observer, cancel: cancel)
        return (sink: sink, subscription: sink.run(makingResource: resourceFactory, observable: observableFactory))
    }
}
