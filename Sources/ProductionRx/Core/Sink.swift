// The per-subscription object every operator's work happens in. Chapter 5.

// snippet:begin sink
/// Runs one subscription of an operator: forwards events to the downstream observer until it
/// is disposed, then forwards nothing.
///
/// `cancel` is the `SinkDisposer` that owns this sink; `dispose()` disposes it too, which
/// disposes the subscription to the source and releases the sink.
@_spi(Operators)
open class Sink<Observer: ObserverType>: Disposable {
    fileprivate let observer: Observer
    fileprivate let cancel: Cancelable
    private let disposed = AtomicInt(0)
    #if DEBUG
    /// Warns when this sink forwards an event while it is still forwarding the previous one,
    /// as RxSwift's sink does in debug builds (RxSwift/Observables/Sink.swift).
    private let synchronizationTracker = SynchronizationTracker()
    #endif

    /// Creates the sink of one subscription, owned by `cancel`.
    public init(observer: Observer, cancel: Cancelable) {
        Resources.incrementTotal()
        self.observer = observer
        self.cancel = cancel
    }

    // snippet:begin sink-forward-on
    /// Sends `event` downstream unless the sink was disposed.
    public final func forwardOn(_ event: Event<Observer.Element>) {
        #if DEBUG
        synchronizationTracker.register(synchronizationErrorMessage: .default)
        defer { synchronizationTracker.unregister() }
        #endif
        // snippet:begin workbook-sink-forward-on
        if isFlagSet(disposed, 1) {
            return
        }
        observer.on(event)
        // snippet:end workbook-sink-forward-on
    }
    // snippet:end sink-forward-on

    /// An observer that forwards straight to the downstream observer and disposes the sink's
    /// disposer on a terminal event.
    package final func forwarder() -> SinkForward<Observer> {
        SinkForward(forward: self)
    }

    /// `true` once `dispose()` was called.
    public final var isDisposed: Bool {
        isFlagSet(disposed, 1)
    }

    /// Stops forwarding and disposes the disposer that owns the sink.
    open func dispose() {
        // snippet:begin workbook-sink-dispose
        fetchOr(disposed, 1)
        cancel.dispose()
        // snippet:end workbook-sink-dispose
    }

    deinit {
        Resources.decrementTotal()
    }
}
// snippet:end sink

// snippet:begin sink-stop-forwarding
extension Sink {
    /// Sets the flag `dispose()` sets, and does nothing else: from now on `forwardOn` sends
    /// nothing, but no subscription is disposed yet.
    ///
    /// An operator that decides to end while holding its lock calls this inside the lock,
    /// so that no other source's event slips through, and calls `dispose()` after releasing
    /// it, so that no disposal runs under the lock (chapter 10, "Lock inversion").
    final func stopForwarding() {
        // snippet:begin workbook-sink-stop-forwarding
        fetchOr(disposed, 1)
        // snippet:end workbook-sink-stop-forwarding
    }
}
// snippet:end sink-stop-forwarding

extension Sink {
    /// Sends the terminal `event` downstream and ends the subscription: what an operator does
    /// when its sequence is over, whether its source ended it or the operator itself did.
    final func end(_ event: Event<Observer.Element>) {
        forwardOn(event)
        dispose()
    }
}

extension Sink {
    /// `end(_:)` for a sink that holds its lock: sends the terminal `event` and stops
    /// forwarding at once, so that no other source's event can follow it, and leaves
    /// `dispose()` to the caller, once the lock is released (chapter 10, "Lock inversion").
    final func endUnderLock(_ event: Event<Observer.Element>) {
        forwardOn(event)
        stopForwarding()
    }
}

// The element path (chapter 15): a sink hands an element to the next sink with `onNext`,
// without building an `Event` around it.
// snippet:begin sink-element-path
extension Sink {
    /// Sends `element` downstream unless the sink was disposed: `forwardOn(.next(element))`
    /// without building the `Event` (chapter 15). Open to operators written outside the
    /// library, as `Sink` is.
    @_spi(Operators)
    public final func forwardNext(_ element: Observer.Element) {
        #if DEBUG
        synchronizationTracker.register(synchronizationErrorMessage: .default)
        defer { synchronizationTracker.unregister() }
        #endif
        // snippet:begin workbook-sink-forward-next
        if isFlagSet(disposed, 1) {
            return
        }
        observer.onNext(element)
        // snippet:end workbook-sink-forward-next
    }

    /// Sends `error` downstream. Out of line on purpose: an `onNext` that built the `.error`
    /// event in its `catch` would have the compiler look up `Event`'s metadata on every
    /// element, caught or not (chapter 15).
    @_spi(Operators)
    @inline(never)
    public final func forwardError(_ error: Swift.Error) {
        forwardOn(.error(error))
    }

    /// Sends `completed` downstream; out of line for the same reason.
    @_spi(Operators)
    @inline(never)
    public final func forwardCompleted() {
        forwardOn(.completed)
    }
}
// snippet:end sink-element-path

// The element path for every operator (chapter 15): a sink that says what it does with an
// element, an error and completion, in three methods, and gets `on(_:)` and `onNext(_:)`
// from here.
// snippet:begin element-sink
/// A sink that receives its source's events one kind at a time: `next(_:)` for an element,
/// `error(_:)` and `completed()` for the end, which by default pass the end down and
/// dispose the subscription.
///
/// An operator that subclasses it writes only what it does with an element, and what it sends
/// down with `forwardNext(_:)`; elements then travel from sink to sink without an `Event`
/// around them, which unspecialised generic code pays for with a run-time look-up of the
/// `Event` type on every element (chapter 15). `on(_:)` is still there, for sources that send
/// `Event`s: it switches once and calls the same three methods.
@_spi(Operators)
open class ElementSink<SourceElement, Observer: ObserverType>: Sink<Observer>, ObserverType {
    /// The source's element type.
    public typealias Element = SourceElement

    /// Creates the sink of one subscription, owned by `cancel`.
    public override init(observer: Observer, cancel: Cancelable) {
        super.init(observer: observer, cancel: cancel)
    }

    /// Receives one event and hands it to `next(_:)`, `error(_:)` or `completed()`.
    public final func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element): next(element)
        case .error(let error): self.error(error)
        case .completed: completed()
        }
    }

    /// Receives one element: `next(_:)`, without an `Event`.
    public final func onNext(_ element: SourceElement) {
        next(element)
    }

    /// Receives completion: `completed()`, without an `Event`.
    public final func onCompleted() {
        completed()
    }

    /// What the operator does with one element.
    open func next(_ element: SourceElement) {
        rxAbstractMethod()
    }

    /// What the operator does when its source fails: by default, sends the error down and
    /// ends the subscription.
    open func error(_ error: Swift.Error) {
        forwardError(error)
        dispose()
    }

    /// What the operator does when its source completes: by default, completes and ends the
    /// subscription.
    open func completed() {
        forwardCompleted()
        dispose()
    }
}
// snippet:end element-sink

/// The observer `Sink.forwarder()` returns.
package final class SinkForward<Observer: ObserverType>: ObserverType {
    /// The downstream observer's element.
    package typealias Element = Observer.Element

    private let forward: Sink<Observer>

    init(forward: Sink<Observer>) {
        self.forward = forward
    }

    /// Forwards `event`; after a terminal one, disposes the sink's disposer.
    package final func on(_ event: Event<Element>) {
        forward.observer.on(event)
        if event.isStopEvent {
            forward.cancel.dispose()
        }
    }

    /// Forwards `element` without building an `Event` (chapter 15).
    package final func onNext(_ element: Element) {
        forward.observer.onNext(element)
    }
}
