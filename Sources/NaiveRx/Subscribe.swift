// Subscribing with closures instead of an observer. Chapter 2.

extension ObservableType {
    /// Subscribes a closure that receives every event.
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        subscribe(Observer(on))
    }

    // snippet:begin subscribe-closures
    /// Subscribes one closure per kind of event.
    ///
    /// `onDisposed` runs once, after `onError` or `onCompleted`, or when the subscription is
    /// disposed, whichever comes first.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let composite = CompositeDisposable()
        if let onDisposed {
            composite.insert(AnonymousDisposable(onDisposed))
        }
        let observer = Observer<Element> { event in
            switch event {
            case .next(let element):
                onNext?(element)
            case .error(let error):
                onError?(error)
                composite.dispose()
            case .completed:
                onCompleted?()
                composite.dispose()
            }
        }
        composite.insert(subscribe(observer))
        return composite
    }
    // snippet:end subscribe-closures
}
