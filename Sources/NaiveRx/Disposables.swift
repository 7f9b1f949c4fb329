// RxSwift's spelling for making disposables, so that shared tests read the same for both
// implementations. Chapter 2.

/// A namespace of factory functions for disposables, spelled as RxSwift spells them.
public enum Disposables {
    /// A disposable that does nothing.
    public static func create() -> Disposable {
        AnonymousDisposable {}
    }

    /// A disposable that runs `dispose` when disposed.
    public static func create(with dispose: @escaping () -> Void) -> Disposable {
        AnonymousDisposable(dispose)
    }

    /// A disposable that disposes both of the given disposables.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable) -> Disposable {
        CompositeDisposable(disposable1, disposable2)
    }
}
