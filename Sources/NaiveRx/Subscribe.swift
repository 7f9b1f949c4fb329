// Subscribing with closures instead of an observer. Chapter 2.

extension ObservableType {
    /// Subscribes a closure that receives every event.
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        subscribe(Observer(on))
    }

    // snippet:begin subscribe-closures
    /// Subscribes one closure per kind of event.
    ///
    /// `onDisposed` runs once: after `onError` or `onCompleted`, or when the subscription is
    /// disposed, whichever comes first. Disposing the subscription ends the source first and
    /// then calls `onDisposed`, as RxSwift does (`RxSwift/ObservableType+Extensions.swift`).
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        // `onDisposed` in a composite of its own: a composite runs its contents only once.
        let disposed = CompositeDisposable()
        if let onDisposed {
            disposed.insert(AnonymousDisposable(onDisposed))
        }
        let composite = CompositeDisposable()
        let observer = Observer<Element> { event in
            switch event {
            case .next(let element):
                onNext?(element)
            case .error(let error):
                onError?(error)
                disposed.dispose()
                composite.dispose()
            case .completed:
                onCompleted?()
                disposed.dispose()
                composite.dispose()
            }
        }
        // The subscription first, `onDisposed` after it: disposing goes in that order.
        composite.insert(subscribe(observer))
        composite.insert(disposed)
        return composite
    }
    // snippet:end subscribe-closures
}
