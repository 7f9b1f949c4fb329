// The namespace of disposable factories: `Disposables.create(…)`. Chapter 6.

/// Factory functions for disposables.
public struct Disposables {
    private init() {}
}
