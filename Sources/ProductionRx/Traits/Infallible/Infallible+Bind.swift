// `bind(to:)` and `bind(onNext:)` for Infallible: the same intent as Observable's binding
// (chapter 13), without the fatal error path, since an Infallible has no error to send.
// Chapter 14.

extension InfallibleType {
    /// Subscribes `observers` and sends every event to each of them.
    ///
    /// The same as `subscribe(_:)`, named for intent: a binding is a subscription that cannot
    /// fail. An error that slips in stops a debug build there, as `subscribe(_:)` does.
    ///
    /// - parameter observers: The observers that receive the events.
    /// - returns: The subscription.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        asObservable().subscribeEvents { event in
            observers.forEach { $0.on(event) }
        }
    }

    /// Subscribes `observers` of optional elements and sends every event to each of them,
    /// each element wrapped in an optional.
    ///
    /// - parameter observers: The observers that receive the events.
    /// - returns: The subscription.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        asObservable().mapping { $0 as Element? }
            .subscribeEvents { event in
                observers.forEach { $0.on(event) }
            }
    }

    /// Hands the sequence to `binder` and returns what it returns.
    ///
    /// - parameter binder: Subscribes to the sequence its own way.
    /// - returns: What `binder` returns, usually the subscription.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Hands the sequence to `binder`, then `curriedArgument` to the function it returns.
    ///
    /// - parameter binder: Subscribes to the sequence its own way, given one more argument.
    /// - parameter curriedArgument: The argument the returned function is called with.
    /// - returns: What the returned function returns, usually the subscription.
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Subscribes a closure for the elements.
    ///
    /// - parameter onNext: Called with each element.
    /// - returns: The subscription.
    @preconcurrency public func bind(onNext: @escaping @Sendable (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext)
    }
}

extension InfallibleType {
    /// Subscribes and sends every element to each of `relays`; completion is not passed on
    /// (a relay cannot end).
    ///
    /// - parameter relays: The relays that accept the elements.
    /// - returns: The subscription.
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        bind(to: relays)
    }

    /// Subscribes and sends every element, as an optional, to each of `relays`.
    ///
    /// - parameter relays: The relays that accept the elements.
    /// - returns: The subscription.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        map { $0 as Element? }.bind(to: relays)
    }

    /// Subscribes and sends every element to each of `relays`; completion is not passed on
    /// (a relay cannot end).
    ///
    /// - parameter relays: The relays that accept the elements.
    /// - returns: The subscription.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        bind(to: relays)
    }

    /// Subscribes and sends every element, as an optional, to each of `relays`.
    ///
    /// - parameter relays: The relays that accept the elements.
    /// - returns: The subscription.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        map { $0 as Element? }.bind(to: relays)
    }

    /// Subscribes and sends every element to each of `relays`; completion is not passed on
    /// (a relay cannot end).
    ///
    /// - parameter relays: The relays that accept the elements.
    /// - returns: The subscription.
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        bind(to: relays)
    }

    /// Subscribes and sends every element, as an optional, to each of `relays`.
    ///
    /// - parameter relays: The relays that accept the elements.
    /// - returns: The subscription.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        map { $0 as Element? }.bind(to: relays)
    }

    private func bind(to relays: [PublishRelay<Element>]) -> Disposable {
        asObservable().subscribeClosures(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    private func bind(to relays: [BehaviorRelay<Element>]) -> Disposable {
        asObservable().subscribeClosures(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    private func bind(to relays: [ReplayRelay<Element>]) -> Disposable {
        asObservable().subscribeClosures(onNext: { element in relays.forEach { $0.accept(element) } })
    }
}
