// RxBlocking's module name, so that code that spells a type with its module
// (`RxBlocking.BlockingObservable`) still compiles once its imports say `ProductionRxBlocking`.
// Chapter 8; RxSwift's module names are in Sources/ProductionRx/Core/ModuleNames.swift.

/// Stands in for the `RxBlocking` module: `RxBlocking.BlockingObservable<Int>` is this
/// library's `BlockingObservable<Int>`.
public enum RxBlocking {
    /// `BlockingObservable`, named through its module.
    public typealias BlockingObservable = ProductionRxBlocking.BlockingObservable
    /// `MaterializedSequenceResult`, named through its module.
    public typealias MaterializedSequenceResult = ProductionRxBlocking.MaterializedSequenceResult
}
