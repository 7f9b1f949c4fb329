// `bind(to:)` and `bind(onNext:)`: subscribing that says "this must never fail" — to
// observers (RxCocoa) and to relays (RxRelay). Chapter 13 (Units).

extension ObservableType {
    /// Subscribes and hands every event to each of `observers`: `subscribe`, spelled so that
    /// the code says it binds.
    ///
    /// - parameter observers: Who receives the events.
    /// - returns: The subscription, which ends the binding when disposed.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        subscribeEvents { event in
            observers.forEach { $0.on(event) }
        }
    }

    /// Subscribes and hands every event to each of `observers`, whose elements are optional:
    /// each element arrives wrapped.
    ///
    /// - parameter observers: Who receives the events.
    /// - returns: The subscription, which ends the binding when disposed.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        mapping { $0 as Element? }
            .subscribeEvents { event in
                observers.forEach { $0.on(event) }
            }
    }

    /// Calls `binder` with this sequence and returns what it returns: a binding written as a
    /// function of the sequence.
    ///
    /// - parameter binder: Does the binding.
    /// - returns: Whatever `binder` returns, usually the subscription.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Calls `binder` with this sequence, then the function it returns with `curriedArgument`:
    /// a binding that needs one more value, such as a cell's identifier.
    ///
    /// - parameter binder: Does the binding, in two steps.
    /// - parameter curriedArgument: The value the second step takes.
    /// - returns: What the second step returns, usually the subscription.
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Subscribes `onNext` to every element. A binding must never fail: an error stops the
    /// process in debug builds and is printed in release builds.
    ///
    /// - parameter onNext: Called with each element.
    /// - returns: The subscription, which ends the binding when disposed.
    @preconcurrency public func bind(onNext: @escaping @Sendable (Element) -> Void) -> Disposable {
        subscribeClosures(onNext: onNext, onError: Self.bindingFailed)
    }

    /// Subscribes `onNext` to every element, handing it `object` too. A binding must never
    /// fail: an error stops the process in debug builds and is printed in release builds.
    ///
    /// - warning: `object` is held weakly: once it is freed, `onNext` is no longer called.
    ///
    /// - parameter object: Handed to `onNext` with each element, while it lives.
    /// - parameter onNext: Called with `object` and each element.
    /// - returns: The subscription, which ends the binding when disposed.
    @preconcurrency public func bind<Object: AnyObject>(with object: Object, onNext: @escaping @Sendable (Object, Element) -> Void) -> Disposable {
        weak let target = object
        return subscribeClosures(
            onNext: { element in
                if let target { onNext(target, element) }
            },
            onError: Self.bindingFailed
        )
    }

    /// What a binding does with an error: stop in debug builds, print in release builds.
    private static func bindingFailed(_ error: Swift.Error) {
        rxFatalErrorInDebug("Binding error: \(error). A binding must never fail: catch the error before binding. Chapter 13 (Units) explains why.")
    }
}

extension ObservableType {
    /// Subscribes and hands every element to each of `relays`. A relay cannot end: an error
    /// stops the process in debug builds and is printed in release builds; completion is
    /// ignored.
    ///
    /// - parameter relays: Who accepts the elements.
    /// - returns: The subscription, which ends the binding when disposed.
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        bind(toRelays: "publish") { element in relays.forEach { $0.accept(element) } }
    }

    /// Subscribes and hands every element, wrapped, to each of `relays`; see
    /// `bind(to:)` for the rules.
    ///
    /// - parameter relays: Who accepts the elements.
    /// - returns: The subscription, which ends the binding when disposed.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        map { $0 as Element? }.bind(toRelays: "publish") { element in relays.forEach { $0.accept(element) } }
    }

    /// Subscribes and makes every element the current value of each of `relays`. A relay
    /// cannot end: an error stops the process in debug builds and is printed in release
    /// builds; completion is ignored.
    ///
    /// - parameter relays: Who accepts the elements.
    /// - returns: The subscription, which ends the binding when disposed.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        bind(toRelays: "behavior") { element in relays.forEach { $0.accept(element) } }
    }

    /// Subscribes and makes every element, wrapped, the current value of each of `relays`;
    /// see `bind(to:)` for the rules.
    ///
    /// - parameter relays: Who accepts the elements.
    /// - returns: The subscription, which ends the binding when disposed.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        map { $0 as Element? }.bind(toRelays: "behavior") { element in relays.forEach { $0.accept(element) } }
    }

    /// Subscribes and hands every element to each of `relays`, which keep them for later
    /// subscribers. A relay cannot end: an error stops the process in debug builds and is
    /// printed in release builds; completion is ignored.
    ///
    /// - parameter relays: Who accepts the elements.
    /// - returns: The subscription, which ends the binding when disposed.
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        bind(toRelays: "replay") { element in relays.forEach { $0.accept(element) } }
    }

    /// Subscribes and hands every element, wrapped, to each of `relays`; see `bind(to:)` for
    /// the rules.
    ///
    /// - parameter relays: Who accepts the elements.
    /// - returns: The subscription, which ends the binding when disposed.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        map { $0 as Element? }.bind(toRelays: "replay") { element in relays.forEach { $0.accept(element) } }
    }

    /// The binding to relays of every kind: elements go to `accept`; an error stops in debug
    /// builds and is printed in release builds, naming the `kind` of relay; completion is
    /// ignored, since a relay cannot end.
    private func bind(toRelays kind: String, accept: @escaping (Element) -> Void) -> Disposable {
        subscribeEvents { event in
            switch event {
            case .next(let element):
                accept(element)
            case .error(let error):
                rxFatalErrorInDebug(
                    "Binding error to \(kind) relay: \(error). A relay cannot end: catch the error before binding. Chapter 13 (Units) explains why.")
            case .completed:
                break
            }
        }
    }
}
