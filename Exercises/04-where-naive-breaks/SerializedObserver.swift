// Exercise 04.1 — a serialized observer. Check it with `swift run exercises 04.1`.
//
// NaiveRx lets two threads call an observer's `on` at the same moment, and lets events
// through after `completed` when they race. Wrap an observer so that:
//   - calls to `on` from many threads never overlap (one event at a time reaches it), and
//   - after the first terminal event (`error` or `completed`) nothing more reaches it.
// Foundation's `NSLock` (or `Mutex` from Synchronization) is all you need.
//
// The checks call your code from two or three threads in every order that their steps on a
// lock or an atomic value (Foundation's `NSLock`, Synchronization's `Mutex` and `Atomic`,
// which the checks watch) can take, and show the order that went wrong, if one does. They
// run under ThreadSanitizer, which reports a variable two threads use with no lock or atomic
// between them.
//
// Read: Chapters/04-where-naive-breaks/README.md#two-threads-at-once
import Foundation
import NaiveRx

/// An observer that hands events to `observer` one at a time, and nothing after the
/// first terminal event, whichever threads call `on`.
public final class SerializedObserver<O: ObserverType>: ObserverType {
    private let observer: O

    /// Wraps `observer`.
    public init(_ observer: O) {
        self.observer = observer
    }

    /// Forwards `event`, unless the sequence has already ended.
    public func on(_ event: Event<O.Element>) {
        // Replace this line: it forwards everything, from any thread, all at once.
        observer.on(event)
    }
}
