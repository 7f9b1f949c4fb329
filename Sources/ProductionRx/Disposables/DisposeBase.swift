// The base class that counts disposables in `Resources`. Chapter 6.

/// Counts each live instance of a subclass in `Resources` (debug builds).
public class DisposeBase {
    init() {
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }
}
