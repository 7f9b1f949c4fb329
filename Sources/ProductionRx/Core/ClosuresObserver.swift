// The observer `subscribe(onNext:onError:onCompleted:onDisposed:)` subscribes with. Chapter 5;
// why it keeps the caller's closures apart rather than wrapping them in one event closure,
// chapter 15.

/// Calls the closures `subscribe(onNext:onError:onCompleted:onDisposed:)` was given, and
/// disposes `disposable` after a terminal event.
///
/// RxSwift wraps the closures in one `(Event<Element>) -> Void` closure for an
/// `AnonymousObserver`. Keeping them apart lets an element reach `onNext` without an `Event`
/// built around it (`onNextCore`), and saves allocating that closure.
@usableFromInline
final class ClosuresObserver<Element>: ObserverBase<Element> {
    private let onNext: ((Element) -> Void)?
    private let onError: ((Swift.Error) -> Void)?
    private let onCompleted: (() -> Void)?
    private let disposable: Disposable
    // The call stack of the subscription, for `Hooks.defaultErrorHandler`.
    private let callStack: [String]

    #if DEBUG
    private let synchronizationTracker = SynchronizationTracker()
    #endif

    @usableFromInline
    init(
        onNext: ((Element) -> Void)?,
        onError: ((Swift.Error) -> Void)?,
        onCompleted: (() -> Void)?,
        disposable: Disposable
    ) {
        Resources.incrementTotal()
        self.onNext = onNext
        self.onError = onError
        self.onCompleted = onCompleted
        self.disposable = disposable
        callStack = Hooks.subscriptionCallStack()
    }

    override func onNextCore(_ element: Element) {
        #if DEBUG
        synchronizationTracker.register(synchronizationErrorMessage: .default)
        defer { synchronizationTracker.unregister() }
        #endif
        onNext?(element)
    }

    override func onCore(_ event: Event<Element>) {
        #if DEBUG
        synchronizationTracker.register(synchronizationErrorMessage: .default)
        defer { synchronizationTracker.unregister() }
        #endif

        switch event {
        case .next(let element):
            onNext?(element)
        case .error(let error):
            report(error)
            disposable.dispose()
        case .completed:
            onCompleted?()
            disposable.dispose()
        }
    }

    /// Hands `error` to `onError`, or to `Hooks.defaultErrorHandler` when the subscriber gave
    /// no `onError`.
    private func report(_ error: Swift.Error) {
        guard let onError else {
            return Hooks.defaultErrorHandler(callStack, error)
        }
        onError(error)
    }

    deinit {
        Resources.decrementTotal()
    }
}
