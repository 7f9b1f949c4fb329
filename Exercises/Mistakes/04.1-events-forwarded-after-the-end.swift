// Mistake: the lock keeps events apart, but nothing remembers the end, so events after completed still get through.
// Caught by: forwards nothing after a terminal event
import Foundation
import NaiveRx

/// An observer that hands events to `observer` one at a time, and nothing after the
/// first terminal event, whichever threads call `on`.
public final class SerializedObserver<O: ObserverType>: ObserverType {
    private let observer: O
    private let lock = NSLock()

    /// Wraps `observer`.
    public init(_ observer: O) {
        self.observer = observer
    }

    /// Forwards `event`, unless the sequence has already ended.
    public func on(_ event: Event<O.Element>) {
        lock.lock()
        defer { lock.unlock() }
        observer.on(event)
    }
}
