// The observer base class that lets through one terminal event and nothing after it. Chapter 5.

/// An observer that stops after its first terminal event or after `dispose()`.
///
/// Subclasses implement `onCore(_:)`; the atomic `isStopped` flag guarantees that `onCore`
/// sees at most one terminal event, even when two threads race to send one.
@usableFromInline
class ObserverBase<Element>: Disposable, ObserverType {
    private let isStopped = AtomicInt(0)

    @usableFromInline
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            if load(isStopped) == 0 {
                onNextCore(element)
            }
        case .error, .completed:
            if fetchOr(isStopped, 1) == 0 {
                onCore(event)
            }
        }
    }

    /// `on(.next(element))`, for a sink that sends an element without an `Event`.
    @usableFromInline
    func onNext(_ element: Element) {
        if load(isStopped) == 0 {
            onNextCore(element)
        }
    }

    /// Handles an element that passed the `isStopped` check: `onCore(.next(element))`,
    /// unless a subclass has a way without an `Event`. Out of line, so that only a subclass
    /// that falls back to it pays for `Event`'s metadata (chapter 15).
    @inline(never)
    func onNextCore(_ element: Element) {
        onCore(.next(element))
    }

    /// Handles an event that passed the `isStopped` check.
    func onCore(_ event: Event<Element>) {
        rxAbstractMethod()
    }

    @usableFromInline
    func dispose() {
        fetchOr(isStopped, 1)
    }
}
