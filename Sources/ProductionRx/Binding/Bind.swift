// `bind(to:)` and `bind(onNext:)`: subscribing that says "this must never fail" — to
// observers (RxCocoa) and to relays (RxRelay). Chapter 13 (Units).

extension ObservableType {
    /// Creates new subscription and sends elements to observer(s).
    /// In this form, it's equivalent to the `subscribe` method, but it better conveys intent,
    /// and enables writing more consistent binding code.
    ///
    /// - parameter observers: Observers to receives events.
    /// - returns: Disposable object that can be used to unsubscribe the observers.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        subscribe { event in
            observers.forEach { $0.on(event) }
        }
    }

    /// Creates new subscription and sends elements to observer(s).
    /// In this form, it's equivalent to the `subscribe` method, but it better conveys intent,
    /// and enables writing more consistent binding code.
    ///
    /// - parameter observers: Observers to receives events.
    /// - returns: Disposable object that can be used to unsubscribe the observers.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        map { $0 as Element? }
            .subscribe { event in
                observers.forEach { $0.on(event) }
            }
    }

    /// Subscribes to observable sequence using custom binder function.
    ///
    /// - parameter binder: Function used to bind elements from `self`.
    /// - returns: Object representing subscription.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Subscribes to observable sequence using custom binder function and final parameter
    /// passed to binder function after `self` is passed.
    ///
    ///     public func bind<R1, R2>(to binder: Self -> R1 -> R2, curriedArgument: R1) -> R2 {
    ///         return binder(self)(curriedArgument)
    ///     }
    ///
    /// - parameter binder: Function used to bind elements from `self`.
    /// - parameter curriedArgument: Final argument passed to `binder` to finish binding
    ///   process.
    /// - returns: Object representing subscription.
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Subscribes an element handler to an observable sequence.
    /// In case error occurs in debug mode, `fatalError` will be raised.
    /// In case error occurs in release mode, `error` will be logged.
    ///
    /// - parameter onNext: Action to invoke for each element in the observable sequence.
    /// - returns: Subscription object used to unsubscribe from the observable sequence.
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(
            onNext: onNext,
            onError: { error in
                rxFatalErrorInDebug("Binding error: \(error). A binding must never fail: catch the error before binding. Chapter 13 (Units) explains why.")
            }
        )
    }

    /// Subscribes an element handler to an observable sequence.
    /// In case error occurs in debug mode, `fatalError` will be raised.
    /// In case error occurs in release mode, `error` will be logged.
    ///
    /// - warning: `object` is held weakly: once it is freed, `onNext` is no longer called.
    ///
    /// - parameter object: The object to provide an unretained reference on.
    /// - parameter onNext: Action to invoke for each element in the observable sequence.
    /// - returns: Subscription object used to unsubscribe from the observable sequence.
    public func bind<Object: AnyObject>(with object: Object, onNext: @escaping (Object, Element) -> Void) -> Disposable {
        subscribe(
            onNext: { [weak object] in
                guard let object else { return }
                onNext(object, $0)
            },
            onError: { error in
                rxFatalErrorInDebug("Binding error: \(error). A binding must never fail: catch the error before binding. Chapter 13 (Units) explains why.")
            }
        )
    }
}

extension ObservableType {
    /// Creates new subscription and sends elements to publish relay(s).
    /// In case error occurs in debug mode, `fatalError` will be raised.
    /// In case error occurs in release mode, `error` will be logged.
    ///
    /// - parameter relays: Target publish relays for sequence elements.
    /// - returns: Disposable object that can be used to unsubscribe the observer.
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        bind(to: relays)
    }

    /// Creates new subscription and sends elements to publish relay(s).
    ///
    /// In case error occurs in debug mode, `fatalError` will be raised.
    /// In case error occurs in release mode, `error` will be logged.
    ///
    /// - parameter relays: Target publish relays for sequence elements.
    /// - returns: Disposable object that can be used to unsubscribe the observer.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        map { $0 as Element? }.bind(to: relays)
    }

    /// Creates new subscription and sends elements to publish relay(s).
    /// In case error occurs in debug mode, `fatalError` will be raised.
    /// In case error occurs in release mode, `error` will be logged.
    private func bind(to relays: [PublishRelay<Element>]) -> Disposable {
        subscribe { event in
            switch event {
            case .next(let element):
                relays.forEach {
                    $0.accept(element)
                }
            case .error(let error):
                rxFatalErrorInDebug(
                    "Binding error to publish relay: \(error). A relay cannot end: catch the error before binding. Chapter 13 (Units) explains why.")
            case .completed:
                break
            }
        }
    }

    /// Creates new subscription and sends elements to behavior relay(s).
    /// In case error occurs in debug mode, `fatalError` will be raised.
    /// In case error occurs in release mode, `error` will be logged.
    ///
    /// - parameter relays: Target behavior relays for sequence elements.
    /// - returns: Disposable object that can be used to unsubscribe the observer.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        bind(to: relays)
    }

    /// Creates new subscription and sends elements to behavior relay(s).
    /// In case error occurs in debug mode, `fatalError` will be raised.
    /// In case error occurs in release mode, `error` will be logged.
    ///
    /// - parameter relays: Target behavior relays for sequence elements.
    /// - returns: Disposable object that can be used to unsubscribe the observer.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        map { $0 as Element? }.bind(to: relays)
    }

    /// Creates new subscription and sends elements to behavior relay(s).
    /// In case error occurs in debug mode, `fatalError` will be raised.
    /// In case error occurs in release mode, `error` will be logged.
    private func bind(to relays: [BehaviorRelay<Element>]) -> Disposable {
        subscribe { event in
            switch event {
            case .next(let element):
                relays.forEach {
                    $0.accept(element)
                }
            case .error(let error):
                rxFatalErrorInDebug(
                    "Binding error to behavior relay: \(error). A relay cannot end: catch the error before binding. Chapter 13 (Units) explains why.")
            case .completed:
                break
            }
        }
    }

    /// Creates new subscription and sends elements to replay relay(s).
    /// In case error occurs in debug mode, `fatalError` will be raised.
    /// In case error occurs in release mode, `error` will be logged.
    ///
    /// - parameter relays: Target replay relays for sequence elements.
    /// - returns: Disposable object that can be used to unsubscribe the observer.
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        bind(to: relays)
    }

    /// Creates new subscription and sends elements to replay relay(s).
    /// In case error occurs in debug mode, `fatalError` will be raised.
    /// In case error occurs in release mode, `error` will be logged.
    ///
    /// - parameter relays: Target replay relays for sequence elements.
    /// - returns: Disposable object that can be used to unsubscribe the observer.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        map { $0 as Element? }.bind(to: relays)
    }

    /// Creates new subscription and sends elements to replay relay(s).
    /// In case error occurs in debug mode, `fatalError` will be raised.
    /// In case error occurs in release mode, `error` will be logged.
    private func bind(to relays: [ReplayRelay<Element>]) -> Disposable {
        subscribe { event in
            switch event {
            case .next(let element):
                relays.forEach {
                    $0.accept(element)
                }
            case .error(let error):
                rxFatalErrorInDebug(
                    "Binding error to replay relay: \(error). A relay cannot end: catch the error before binding. Chapter 13 (Units) explains why.")
            case .completed:
                break
            }
        }
    }
}
