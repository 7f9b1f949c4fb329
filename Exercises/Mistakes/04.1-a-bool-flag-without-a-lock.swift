// Mistake: a Bool flag without a lock: it stops events after the end on one thread, but calls from two threads still overlap.
// Caught by: never lets calls from many threads overlap
import Foundation
import NaiveRx

/// An observer that hands events to `observer` one at a time, and nothing after the
/// first terminal event, whichever threads call `on`.
public final class SerializedObserver<O: ObserverType>: ObserverType {
    private let observer: O
    private var isStopped = false

    /// Wraps `observer`.
    public init(_ observer: O) {
        self.observer = observer
    }

    /// Forwards `event`, unless the sequence has already ended.
    public func on(_ event: Event<O.Element>) {
        if isStopped { return }
        if event.isStopEvent { isStopped = true }
        observer.on(event)
    }
}
