// The subscribe forms that take closures instead of an observer. Chapter 5.

extension ObservableType {
    /// Subscribes a closure that receives every event.
    @inlinable
    @preconcurrency public func subscribe(_ on: @escaping @Sendable (Event<Element>) -> Void) -> Disposable {
        let observer = AnonymousObserver { event in
            on(event)
        }
        return asObservable().subscribe(observer)
    }

    /// Subscribes closures that receive the events, each given `object` as first argument.
    ///
    /// `object` is held weakly: once it is freed, the closures are no longer called.
    @preconcurrency public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: (@Sendable (Object, Element) -> Void)? = nil,
        onError: (@Sendable (Object, Swift.Error) -> Void)? = nil,
        onCompleted: (@Sendable (Object) -> Void)? = nil,
        onDisposed: (@Sendable (Object) -> Void)? = nil
    ) -> Disposable {
        // One weak reference, read by all four closures: each calls its handler only while
        // `object` lives, and none keeps it alive.
        weak let target = object
        return subscribeClosures(
            onNext: { element in
                if let target { onNext?(target, element) }
            },
            onError: { error in
                if let target { onError?(target, error) }
            },
            onCompleted: {
                if let target { onCompleted?(target) }
            },
            onDisposed: {
                if let target { onDisposed?(target) }
            }
        )
    }

    /// Subscribes closures for elements, the error, completion and disposal.
    ///
    /// `onDisposed` runs once: after `onError` or `onCompleted`, or when the returned
    /// subscription is disposed, whichever comes first. An error without an `onError` handler
    /// goes to `Hooks.defaultErrorHandler` (which prints it in debug builds).
    ///
    /// `@inlinable`, so that the caller, which knows `Element`, finds the observer's class
    /// through a cache of its own instead of a run-time look-up (chapter 15).
    @inlinable
    @preconcurrency public func subscribe(
        onNext: (@Sendable (Element) -> Void)? = nil,
        onError: (@Sendable (Swift.Error) -> Void)? = nil,
        onCompleted: (@Sendable () -> Void)? = nil,
        onDisposed: (@Sendable () -> Void)? = nil
    ) -> Disposable {
        subscribeClosures(onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// `subscribe(onNext:onError:onCompleted:onDisposed:)` for the library's own closures,
    /// which are not `@Sendable`: each captures what only the Rx grammar keeps safe (one event
    /// at a time), or a unit's main-actor closure behind its check.
    @inlinable
    func subscribeClosures(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        guard let disposed = onDisposed else {
            // Nothing to run at disposal: the subscription itself is all the caller needs to
            // dispose, without a `BinaryDisposable` around it, one object fewer for every
            // subscription (chapter 15). RxSwift wraps it either way
            // (`RxSwift/ObservableType+Extensions.swift`); what disposing does is the same.
            let observer = ClosuresObserver(onNext: onNext, onError: onError, onCompleted: onCompleted, disposable: Disposables.create())
            return asObservable().subscribe(observer)
        }
        let disposable = Disposables.running(disposed)
        let observer = ClosuresObserver(onNext: onNext, onError: onError, onCompleted: onCompleted, disposable: disposable)
        return Disposables.create(
            asObservable().subscribe(observer),
            disposable
        )
    }
}
