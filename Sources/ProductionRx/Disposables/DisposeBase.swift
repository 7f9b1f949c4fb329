// The base class that counts disposables in `Resources`. Chapter 6.

// snippet:begin dispose-base
/// Counts each live instance of a subclass in `Resources` (debug builds).
public class DisposeBase {
    init() {
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }
}
// snippet:end dispose-base
