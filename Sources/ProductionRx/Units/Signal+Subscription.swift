// `emit`: the way to subscribe to a Signal: to observers, relays, closures. Unlike `drive`
// it does not insist on the main thread: a Signal replays nothing. Chapter 13 (Units).

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Subscribes and hands every event to each of `observers`: the way to bind a `Signal`.
    /// Any thread will do: a `Signal` replays nothing, so nothing can reach the UI from the
    /// subscribing thread.
    ///
    /// - parameter observers: Who receives the events.
    /// - returns: The subscription, which ends the binding when disposed.
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        asSharedSequence()
            .asObservable()
            .subscribeEvents { event in
                observers.forEach { $0.on(event) }
            }
    }

    /// Subscribes and hands every event to each of `observers`, whose elements are optional:
    /// each element arrives wrapped.
    ///
    /// - parameter observers: Who receives the events.
    /// - returns: The subscription, which ends the binding when disposed.
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        asSharedSequence()
            .asObservable()
            .map { $0 as Element? }
            .subscribeEvents { event in
                observers.forEach { $0.on(event) }
            }
    }

    /// Makes every element the current value of each of `relays`.
    ///
    /// - parameter relays: Who accept the elements.
    /// - returns: The subscription, which ends the binding when disposed.
    public func emit(to relays: BehaviorRelay<Element>...) -> Disposable {
        asObservable().subscribeClosures(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Makes every element, wrapped, the current value of each of `relays`.
    ///
    /// - parameter relays: Who accept the elements.
    /// - returns: The subscription, which ends the binding when disposed.
    public func emit(to relays: BehaviorRelay<Element?>...) -> Disposable {
        asObservable().subscribeClosures(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Hands every element to each of `relays`.
    ///
    /// - parameter relays: Who accept the elements.
    /// - returns: The subscription, which ends the binding when disposed.
    public func emit(to relays: PublishRelay<Element>...) -> Disposable {
        asObservable().subscribeClosures(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Hands every element, wrapped, to each of `relays`.
    ///
    /// - parameter relays: Who accept the elements.
    /// - returns: The subscription, which ends the binding when disposed.
    public func emit(to relays: PublishRelay<Element?>...) -> Disposable {
        asObservable().subscribeClosures(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Hands every element to each of `relays`, which keep them for later subscribers.
    ///
    /// - parameter relays: Who accept the elements.
    /// - returns: The subscription, which ends the binding when disposed.
    public func emit(to relays: ReplayRelay<Element>...) -> Disposable {
        asObservable().subscribeClosures(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Hands every element, wrapped, to each of `relays`, which keep them for later
    /// subscribers.
    ///
    /// - parameter relays: Who accept the elements.
    /// - returns: The subscription, which ends the binding when disposed.
    public func emit(to relays: ReplayRelay<Element?>...) -> Disposable {
        asObservable().subscribeClosures(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Subscribes closures for the elements, completion and disposal, each handed `object`
    /// too. There is no error closure: a `Signal` cannot fail.
    ///
    /// - Note: `object` is held weakly: once it is freed, none of the closures is called.
    ///
    /// - parameter object: Handed to each closure, while it lives.
    /// - parameter onNext: Called with each element.
    /// - parameter onCompleted: Called when the `Signal` completes.
    /// - parameter onDisposed: Called once the subscription ends, however it ends.
    /// - returns: The subscription.
    @preconcurrency public func emit<Object: AnyObject>(
        with object: Object,
        onNext: (@MainActor (Object, Element) -> Void)? = nil,
        onCompleted: (@MainActor (Object) -> Void)? = nil,
        onDisposed: (@Sendable (Object) -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(with: object, onNext: onTheMainActor("emit", onNext), onCompleted: onTheMainActor("emit", onCompleted), onDisposed: onDisposed)
    }

    /// Subscribes closures for the elements, completion and disposal. There is no error
    /// closure: a `Signal` cannot fail.
    ///
    /// - parameter onNext: Called with each element.
    /// - parameter onCompleted: Called when the `Signal` completes.
    /// - parameter onDisposed: Called once the subscription ends, however it ends.
    /// - returns: The subscription.
    @preconcurrency public func emit(
        onNext: (@MainActor (Element) -> Void)? = nil,
        onCompleted: (@MainActor () -> Void)? = nil,
        onDisposed: (@Sendable () -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(onNext: onTheMainActor("emit", onNext), onCompleted: onTheMainActor("emit", onCompleted), onDisposed: onDisposed)
    }

    /// Subscribes and does nothing with the events: `emit(onNext: nil, onCompleted: nil,
    /// onDisposed: nil)`, under a name the compiler cannot find ambiguous.
    ///
    /// - returns: The subscription.
    public func emit() -> Disposable {
        emit(onNext: nil, onCompleted: nil, onDisposed: nil)
    }
}
