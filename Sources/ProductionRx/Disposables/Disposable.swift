// The one-method protocol every subscription and resource conforms to. Chapter 6.

/// Something that releases resources or cancels work when disposed.
public protocol Disposable {
    /// Releases the resources. Calling it again does nothing.
    func dispose()
}
