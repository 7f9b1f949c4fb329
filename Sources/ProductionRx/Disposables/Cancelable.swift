// A disposable that can tell whether it was disposed. Chapter 6.

// snippet:begin cancelable
/// A disposable that reports whether it was disposed.
public protocol Cancelable: Disposable {
    /// `true` once the resources were released.
    var isDisposed: Bool { get }
}
// snippet:end cancelable
