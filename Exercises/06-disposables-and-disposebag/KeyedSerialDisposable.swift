// Exercise 06.1 — one disposable per key. Check it with `swift run exercises 06.1`.
//
// A list reuses its rows: when a row starts loading an image for a new item, the load it
// started for the previous item must be cancelled. `KeyedSerialDisposable` is a
// `SerialDisposable` per key (the row), with the rules of chapter 6:
//   - `set(_:forKey:)` stores a disposable under a key and disposes the one it replaces
//     under that key, and no other;
//   - `dispose()` disposes every stored disposable, once; a second `dispose()` does nothing,
//     and `isDisposed` is `true` from the first one on;
//   - after `dispose()`, a newly set disposable is disposed at once;
//   - many threads may call `set` and `dispose` at the same time, and in the end every
//     disposable is disposed exactly once;
//   - a disposable's own `dispose()` may call `set` on this object: dispose outside the lock.
// Foundation's `NSLock` is all you need.
//
// The checks call your code from two or three threads in every order that their steps on a
// lock or an atomic value (Foundation's `NSLock`, Synchronization's `Mutex` and `Atomic`,
// which the checks watch) can take, and show the order that went wrong, if one does. They
// run under ThreadSanitizer, which reports a variable two threads use with no lock or atomic
// between them.
//
// Read: Chapters/06-disposables-and-disposebag/README.md#serialdisposable
import Foundation
import ProductionRx

/// Holds one disposable per key; setting a key's disposable disposes the one it replaces.
public final class KeyedSerialDisposable: Cancelable {
    /// Creates an empty, undisposed object.
    public init() {}

    /// `true` once `dispose()` was called.
    public var isDisposed: Bool {
        // Replace this line: it never admits to being disposed.
        false
    }

    /// Stores `disposable` under `key`, disposing the one it replaces (or `disposable`
    /// itself, if this object is already disposed).
    public func set(_ disposable: Disposable, forKey key: String) {
        // Write this method: for now it forgets `disposable` and disposes nothing.
    }

    /// Disposes every stored disposable, the first time only.
    public func dispose() {
        // Write this method: for now it does nothing at all.
    }
}
