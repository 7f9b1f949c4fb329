// A handle that ends a subscription. Chapter 2.

// snippet:begin disposable
/// Something that can be cleaned up: a subscription, a timer, a network request.
public protocol Disposable {
    /// Releases whatever the resource holds.
    func dispose()
}
// snippet:end disposable
