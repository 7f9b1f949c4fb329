// `Observable.using`: a resource that lives exactly as long as the subscription. Chapter 6.

extension ObservableType {
    /// A sequence that creates a resource at each subscription, subscribes to the observable
    /// built from it, and disposes the resource when the subscription ends. An error thrown
    /// by either factory is sent as `error`.
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource, observableFactory: @escaping (Resource) throws -> Observable<Element>
    ) -> Observable<Element> {
        Using(resourceFactory: resourceFactory, observableFactory: observableFactory)
    }
}

/// The sink of one `using` subscription. It is handed the factories in `run` and does not
/// keep them: once they have run, nothing they captured is kept alive by the subscription.
private final class UsingSink<ResourceType: Disposable, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias SourceType = Observer.Element
    typealias Parent = Using<SourceType, ResourceType>

    override init(observer: Observer, cancel: Cancelable) {
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ parent: Parent) -> Disposable {
        var disposable = Disposables.create()

        do {
            let resource = try parent.resourceFactory()
            disposable = resource
            let source = try parent.observableFactory(resource)

            return Disposables.create(source.subscribe(self), disposable)
        } catch {
            return Disposables.create(Observable.error(error).subscribe(self), disposable)
        }
    }

    func on(_ event: Event<SourceType>) {
        switch event {
        case .next:
            forwardOn(event)
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
    }
}

/// The observable `using` returns.
private final class Using<SourceType, ResourceType: Disposable>: Producer<SourceType> {
    typealias Element = SourceType
    typealias ResourceFactory = () throws -> ResourceType
    typealias ObservableFactory = (ResourceType) throws -> Observable<SourceType>

    fileprivate let resourceFactory: ResourceFactory
    fileprivate let observableFactory: ObservableFactory

    init(resourceFactory: @escaping ResourceFactory, observableFactory: @escaping ObservableFactory) {
        self.resourceFactory = resourceFactory
        self.observableFactory = observableFactory
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = UsingSink<ResourceType, Observer>(observer: observer, cancel: cancel)
        let subscription = sink.run(self)
        return (sink: sink, subscription: subscription)
    }
}
