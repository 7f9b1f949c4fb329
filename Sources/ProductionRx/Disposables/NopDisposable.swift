// The disposable that does nothing, shared by everyone who needs one. Chapter 6.

/// Disposing it does nothing; one instance serves every caller.
private struct NopDisposable: Disposable, Sendable {
    static let noOp = NopDisposable()

    func dispose() {}
}

extension Disposables {
    /// A disposable that does nothing when disposed.
    public static func create() -> Disposable {
        NopDisposable.noOp
    }
}
