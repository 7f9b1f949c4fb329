// The one-method protocol every subscription and resource conforms to. Chapter 6.

// snippet:begin disposable
/// Something that releases resources or cancels work when disposed.
public protocol Disposable {
    /// Releases the resources. Calling it again does nothing.
    func dispose()
}
// snippet:end disposable
