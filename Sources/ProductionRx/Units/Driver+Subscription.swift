// `drive`: the only way to subscribe to a Driver that says "this is UI": to observers,
// relays, closures; always from the main thread. Chapter 13 (Units).
import Dispatch
import Foundation

private let errorMessage =
    "`drive` was called off the main thread. A Driver replays its latest element to a new subscriber at once, "
    + "on the subscribing thread: called from here, that replay would reach the UI from the background.\n"

// snippet:begin ensure-driving-on-main
/// Stops the process unless the caller runs on the main thread, as RxCocoa's `drive` does
/// through `MainScheduler.ensureRunningOnMainThread` (`RxCocoa/Traits/Driver/Driver+Subscription.swift`), in release builds too (its
/// `rxFatalError` is not debug-only). On Linux, where a program that called
/// `dispatchMain()` (or a test runner) services the main queue from another thread, running
/// on the main queue counts as well; on Apple platforms the two are the same.
func ensureDrivingOnMainThread() {
    if Thread.isMainThread || DispatchQueue.isMain {
        return
    }
    rxFatalError(
        errorMessage
            + "It was called on \(Thread.current), which is neither the main thread nor the main queue. "
            + "Call `drive` where the UI is set up (on the main thread), or move the call there with "
            + "`DispatchQueue.main.async { … }`. Chapter 13 (Chapters/13-units) explains why a Driver insists.")
}
// snippet:end ensure-driving-on-main

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Subscribes and hands every event to each of `observers`: the way to bind a `Driver` to
    /// the UI. Call it on the main thread; elsewhere it stops the process.
    ///
    /// - parameter observers: Who receives the events.
    /// - returns: The subscription, which ends the binding when disposed.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element {
        ensureDrivingOnMainThread()
        return asSharedSequence()
            .asObservable()
            .subscribeEvents { event in
                observers.forEach { $0.on(event) }
            }
    }

    /// Subscribes and hands every event to each of `observers`, whose elements are optional:
    /// each element arrives wrapped. Call it on the main thread; elsewhere it stops the process.
    ///
    /// - parameter observers: Who receives the events.
    /// - returns: The subscription, which ends the binding when disposed.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element? {
        ensureDrivingOnMainThread()
        return asSharedSequence()
            .asObservable()
            .map { $0 as Element? }
            .subscribeEvents { event in
                observers.forEach { $0.on(event) }
            }
    }

    /// Makes every element the current value of each of `relays`. Call it on the main
    /// thread; elsewhere it stops the process.
    ///
    /// - parameter relays: Who accept the elements.
    /// - returns: The subscription, which ends the binding when disposed.
    public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable {
        ensureDrivingOnMainThread()
        return asObservable().subscribeClosures(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Makes every element, wrapped, the current value of each of `relays`. Call it on the
    /// main thread; elsewhere it stops the process.
    ///
    /// - parameter relays: Who accept the elements.
    /// - returns: The subscription, which ends the binding when disposed.
    public func drive(_ relays: BehaviorRelay<Element?>...) -> Disposable {
        ensureDrivingOnMainThread()
        return asObservable().subscribeClosures(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Hands every element to each of `relays`, which keep them for later subscribers. Call
    /// it on the main thread; elsewhere it stops the process.
    ///
    /// - parameter relays: Who accept the elements.
    /// - returns: The subscription, which ends the binding when disposed.
    public func drive(_ relays: ReplayRelay<Element>...) -> Disposable {
        ensureDrivingOnMainThread()
        return asObservable().subscribeClosures(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Hands every element, wrapped, to each of `relays`. Call it on the main thread;
    /// elsewhere it stops the process.
    ///
    /// - parameter relays: Who accept the elements.
    /// - returns: The subscription, which ends the binding when disposed.
    public func drive(_ relays: ReplayRelay<Element?>...) -> Disposable {
        ensureDrivingOnMainThread()
        return asObservable().subscribeClosures(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Calls `transformation` with the `Driver` as an `Observable` and returns what it
    /// returns: a binding written as a function. Call it on the main thread; elsewhere it
    /// stops the process.
    ///
    /// - parameter transformation: Does the binding.
    /// - returns: Whatever `transformation` returns, usually the subscription.
    public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
        ensureDrivingOnMainThread()
        return transformation(asObservable())
    }

    /// Calls `with` with the `Driver` as an `Observable`, then the function it returns with
    /// `curriedArgument`: a binding that needs one more value. Call it on the main thread;
    /// elsewhere it stops the process.
    ///
    /// - parameter with: Does the binding, in two steps.
    /// - parameter curriedArgument: The value the second step takes.
    /// - returns: What the second step returns, usually the subscription.
    public func drive<R1, R2>(_ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        ensureDrivingOnMainThread()
        return with(asObservable())(curriedArgument)
    }

    /// Subscribes closures for the elements, completion and disposal, each handed `object`
    /// too. There is no error closure: a `Driver` cannot fail. Call it on the main thread;
    /// elsewhere it stops the process.
    ///
    /// - Note: `object` is held weakly: once it is freed, none of the closures is called.
    ///
    /// - parameter object: Handed to each closure, while it lives.
    /// - parameter onNext: Called with each element.
    /// - parameter onCompleted: Called when the `Driver` completes.
    /// - parameter onDisposed: Called once the subscription ends, however it ends.
    /// - returns: The subscription.
    @preconcurrency public func drive<Object: AnyObject>(
        with object: Object,
        onNext: (@MainActor (Object, Element) -> Void)? = nil,
        onCompleted: (@MainActor (Object) -> Void)? = nil,
        onDisposed: (@Sendable (Object) -> Void)? = nil
    ) -> Disposable {
        ensureDrivingOnMainThread()
        return asObservable().subscribe(
            with: object, onNext: onTheMainActor("drive", onNext), onCompleted: onTheMainActor("drive", onCompleted), onDisposed: onDisposed)
    }

    /// Subscribes closures for the elements, completion and disposal. There is no error
    /// closure: a `Driver` cannot fail. Call it on the main thread; elsewhere it stops the
    /// process.
    ///
    /// - parameter onNext: Called with each element.
    /// - parameter onCompleted: Called when the `Driver` completes.
    /// - parameter onDisposed: Called once the subscription ends, however it ends.
    /// - returns: The subscription.
    @preconcurrency public func drive(
        onNext: (@MainActor (Element) -> Void)? = nil,
        onCompleted: (@MainActor () -> Void)? = nil,
        onDisposed: (@Sendable () -> Void)? = nil
    ) -> Disposable {
        ensureDrivingOnMainThread()
        return asObservable().subscribe(onNext: onTheMainActor("drive", onNext), onCompleted: onTheMainActor("drive", onCompleted), onDisposed: onDisposed)
    }

    /// Subscribes and does nothing with the events: `drive(onNext: nil, onCompleted: nil,
    /// onDisposed: nil)`, under a name the compiler cannot find ambiguous. Call it on the
    /// main thread; elsewhere it stops the process.
    ///
    /// - returns: The subscription.
    public func drive() -> Disposable {
        drive(onNext: nil, onCompleted: nil, onDisposed: nil)
    }
}
