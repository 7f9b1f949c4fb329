// A disposable that disposes another one on a given scheduler. Chapter 6.

/// Disposes the wrapped disposable by scheduling the disposal on `scheduler`.
public final class ScheduledDisposable: Cancelable {
    /// The scheduler the disposal runs on.
    public let scheduler: ImmediateSchedulerType

    private let disposed = AtomicInt(0)
    private var disposable: Disposable?

    /// `true` once the wrapped disposable was disposed.
    public var isDisposed: Bool {
        isFlagSet(disposed, 1)
    }

    /// Wraps `disposable`, to be disposed on `scheduler`.
    public init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
        self.scheduler = scheduler
        self.disposable = disposable
    }

    // snippet:begin scheduled-dispose
    /// Schedules the disposal on `scheduler`.
    public func dispose() {
        _ = scheduler.schedule(self) { scheduledDisposable in
            scheduledDisposable.disposeInner()
            return Disposables.create()
        }
    }

    func disposeInner() {
        if fetchOr(disposed, 1) == 0 {
            disposable?.dispose()
            disposable = nil
        }
    }
    // snippet:end scheduled-dispose
}
