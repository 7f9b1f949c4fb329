// RxTest's module name, so that a test that spells a type with its module
// (`RxTest.TestScheduler`) still compiles once its imports say `ProductionRxTest`. Chapter 8;
// RxSwift's module names are in Sources/ProductionRx/Core/ModuleNames.swift.

/// Stands in for the `RxTest` module: `RxTest.TestScheduler` is this toolkit's `TestScheduler`.
public enum RxTest {
    /// `TestScheduler`, named through its module.
    public typealias TestScheduler = ProductionRxTest.TestScheduler
    /// `TestSchedulerVirtualTimeConverter`, named through its module.
    public typealias TestSchedulerVirtualTimeConverter = ProductionRxTest.TestSchedulerVirtualTimeConverter
    /// `TestTime`, named through its module.
    public typealias TestTime = ProductionRxTest.TestTime
    /// `Recorded`, named through its module.
    public typealias Recorded = ProductionRxTest.Recorded
    /// `Subscription`, named through its module.
    public typealias Subscription = ProductionRxTest.Subscription
    /// `TestableObservable`, named through its module.
    public typealias TestableObservable = ProductionRxTest.TestableObservable
    /// `TestableObserver`, named through its module.
    public typealias TestableObserver = ProductionRxTest.TestableObserver
}
