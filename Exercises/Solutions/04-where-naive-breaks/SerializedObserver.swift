// Reference solution for exercise 04.1 — a serialized observer. Try the exercise first.
import Foundation
import NaiveRx

/// An observer that hands events to `observer` one at a time, and nothing after the
/// first terminal event, whichever threads call `on`.
public final class SerializedObserver<O: ObserverType>: ObserverType {
    private let observer: O
    private let lock = NSLock()
    // Guarded by `lock`.
    private var isStopped = false

    /// Wraps `observer`.
    public init(_ observer: O) {
        self.observer = observer
    }

    /// Forwards `event`, unless the sequence has already ended.
    public func on(_ event: Event<O.Element>) {
        // Holding the lock while forwarding is what keeps two events from overlapping.
        // (A plain NSLock: an observer that sends to itself from `on` would deadlock.)
        lock.lock()
        defer { lock.unlock() }
        if isStopped { return }
        if event.isStopEvent { isStopped = true }
        observer.on(event)
    }
}
