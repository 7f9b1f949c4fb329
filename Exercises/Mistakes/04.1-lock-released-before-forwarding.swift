// Mistake: the lock guards the flag but is released before forwarding, so two events still reach the observer at once.
// Caught by: never lets calls from many threads overlap
import Foundation
import NaiveRx

/// An observer that hands events to `observer` one at a time, and nothing after the
/// first terminal event, whichever threads call `on`.
public final class SerializedObserver<O: ObserverType>: ObserverType {
    private let observer: O
    private let lock = NSLock()
    private var isStopped = false

    /// Wraps `observer`.
    public init(_ observer: O) {
        self.observer = observer
    }

    /// Forwards `event`, unless the sequence has already ended.
    public func on(_ event: Event<O.Element>) {
        lock.lock()
        let stopped = isStopped
        if event.isStopEvent { isStopped = true }
        lock.unlock()
        if !stopped {
            observer.on(event)
        }
    }
}
