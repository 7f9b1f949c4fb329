// A disposable that disposes another one on a given scheduler. Chapter 6.

/// Disposes the wrapped disposable by scheduling the disposal on `scheduler`.
public final class ScheduledDisposable: Cancelable {
    /// The scheduler the disposal runs on.
    public let scheduler: ImmediateSchedulerType

    private let wrappedGone = AtomicInt(0)
    // Taken out by the one scheduled disposal that sets `wrappedGone`.
    private var wrapped: Disposable?

    /// `true` once the wrapped disposable was disposed.
    public var isDisposed: Bool {
        isFlagSet(wrappedGone, 1)
    }

    /// Wraps `disposable`, to be disposed on `scheduler`.
    public init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
        self.scheduler = scheduler
        wrapped = disposable
    }

    // snippet:begin scheduled-dispose
    /// Schedules the disposal on `scheduler`. The scheduled action keeps this object alive
    /// until it runs; the flag lets only the first of several disposals through.
    public func dispose() {
        _ = scheduler.schedule(self) { owner in
            owner.disposeWrapped()
            return Disposables.create()
        }
    }

    func disposeWrapped() {
        guard fetchOr(wrappedGone, 1) == 0 else {
            return
        }
        wrapped.take()?.dispose()
    }
    // snippet:end scheduled-dispose
}
