// RxSwift's module names, so that a program that spells a type with its module
// (`RxSwift.Observable`, `RxSwift.Resources.total`, `RxCocoa.Driver`, `RxRelay.BehaviorRelay`)
// still compiles once its imports say `ProductionRx`. Chapter 5 ("The same program, a
// different library").
//
// RxSwift ships five modules; ProductionRx is one (with its test toolkit and blocking
// operators beside it). Code written for RxSwift names a module when two libraries declare the
// same type (`RxSwift.Observable` beside a class of its own called `Observable`) and in tests
// (`RxSwift.Resources.total`). Each enum below stands in for one of RxSwift's modules and
// holds a type alias for every public type that module declares and ProductionRx has. The
// modules' type lists were read from RxSwift's sources (`RxSwift/`, `RxRelay/`,
// `RxCocoa/Traits/`); RxCocoa's Apple-only types (delegate proxies) are not here, as they are
// nowhere in ProductionRx. The two RxCocoa names that build everywhere, `RxCocoaError` and
// `SectionedViewDataSourceType`, have their aliases beside their types.

/// Stands in for the `RxSwift` module: `RxSwift.Observable<Int>` is ProductionRx's
/// `Observable<Int>`.
public enum RxSwift {
    /// `Observable`, named through its module.
    public typealias Observable = ProductionRx.Observable
    /// `ObservableType`, named through its module.
    public typealias ObservableType = ProductionRx.ObservableType
    /// `ObservableConvertibleType`, named through its module.
    public typealias ObservableConvertibleType = ProductionRx.ObservableConvertibleType
    /// `ObserverType`, named through its module.
    public typealias ObserverType = ProductionRx.ObserverType
    /// `AnyObserver`, named through its module.
    public typealias AnyObserver = ProductionRx.AnyObserver
    /// `Binder`, named through its module.
    public typealias Binder = ProductionRx.Binder
    /// `Event`, named through its module.
    public typealias Event = ProductionRx.Event
    /// `EventConvertible`, named through its module.
    public typealias EventConvertible = ProductionRx.EventConvertible
    /// `RxError`, named through its module.
    public typealias RxError = ProductionRx.RxError
    /// `RxObservable`, named through its module.
    public typealias RxObservable = ProductionRx.RxObservable
    /// `Hooks`, named through its module.
    public typealias Hooks = ProductionRx.Hooks
    /// `Reactive`, named through its module.
    public typealias Reactive = ProductionRx.Reactive
    /// `ReactiveCompatible`, named through its module.
    public typealias ReactiveCompatible = ProductionRx.ReactiveCompatible
    /// `RxAbstractInteger`, named through its module.
    public typealias RxAbstractInteger = ProductionRx.RxAbstractInteger
    /// `DataDecoder`, named through its module.
    public typealias DataDecoder = ProductionRx.DataDecoder
    /// `TakeBehavior`, named through its module.
    public typealias TakeBehavior = ProductionRx.TakeBehavior
    /// `GroupedObservable`, named through its module.
    public typealias GroupedObservable = ProductionRx.GroupedObservable
    /// `ConnectableObservable`, named through its module.
    public typealias ConnectableObservable = ProductionRx.ConnectableObservable
    /// `ConnectableObservableType`, named through its module.
    public typealias ConnectableObservableType = ProductionRx.ConnectableObservableType
    #if TRACE_RESOURCES
    /// `Resources`, named through its module (`RxSwift.Resources.total`), in debug builds as
    /// ProductionRx's own.
    public typealias Resources = ProductionRx.Resources
    #endif

    /// `Disposable`, named through its module.
    public typealias Disposable = ProductionRx.Disposable
    /// `Cancelable`, named through its module.
    public typealias Cancelable = ProductionRx.Cancelable
    /// `Disposables`, named through its module.
    public typealias Disposables = ProductionRx.Disposables
    /// `DisposeBag`, named through its module.
    public typealias DisposeBag = ProductionRx.DisposeBag
    /// `DisposeBase`, named through its module.
    public typealias DisposeBase = ProductionRx.DisposeBase
    /// `BooleanDisposable`, named through its module.
    public typealias BooleanDisposable = ProductionRx.BooleanDisposable
    /// `CompositeDisposable`, named through its module.
    public typealias CompositeDisposable = ProductionRx.CompositeDisposable
    /// `RefCountDisposable`, named through its module.
    public typealias RefCountDisposable = ProductionRx.RefCountDisposable
    /// `ScheduledDisposable`, named through its module.
    public typealias ScheduledDisposable = ProductionRx.ScheduledDisposable
    /// `SerialDisposable`, named through its module.
    public typealias SerialDisposable = ProductionRx.SerialDisposable
    /// `SingleAssignmentDisposable`, named through its module.
    public typealias SingleAssignmentDisposable = ProductionRx.SingleAssignmentDisposable

    /// `SubjectType`, named through its module.
    public typealias SubjectType = ProductionRx.SubjectType
    /// `PublishSubject`, named through its module.
    public typealias PublishSubject = ProductionRx.PublishSubject
    /// `BehaviorSubject`, named through its module.
    public typealias BehaviorSubject = ProductionRx.BehaviorSubject
    /// `ReplaySubject`, named through its module.
    public typealias ReplaySubject = ProductionRx.ReplaySubject
    /// `AsyncSubject`, named through its module.
    public typealias AsyncSubject = ProductionRx.AsyncSubject
    /// `SubjectLifetimeScope`, named through its module.
    public typealias SubjectLifetimeScope = ProductionRx.SubjectLifetimeScope

    /// `ImmediateSchedulerType`, named through its module.
    public typealias ImmediateSchedulerType = ProductionRx.ImmediateSchedulerType
    /// `SchedulerType`, named through its module.
    public typealias SchedulerType = ProductionRx.SchedulerType
    /// `RxTime`, named through its module.
    public typealias RxTime = ProductionRx.RxTime
    /// `RxTimeInterval`, named through its module.
    public typealias RxTimeInterval = ProductionRx.RxTimeInterval
    /// `MainScheduler`, named through its module.
    public typealias MainScheduler = ProductionRx.MainScheduler
    /// `ConcurrentMainScheduler`, named through its module.
    public typealias ConcurrentMainScheduler = ProductionRx.ConcurrentMainScheduler
    /// `CurrentThreadScheduler`, named through its module.
    public typealias CurrentThreadScheduler = ProductionRx.CurrentThreadScheduler
    /// `SerialDispatchQueueScheduler`, named through its module.
    public typealias SerialDispatchQueueScheduler = ProductionRx.SerialDispatchQueueScheduler
    /// `ConcurrentDispatchQueueScheduler`, named through its module.
    public typealias ConcurrentDispatchQueueScheduler = ProductionRx.ConcurrentDispatchQueueScheduler
    /// `OperationQueueScheduler`, named through its module.
    public typealias OperationQueueScheduler = ProductionRx.OperationQueueScheduler
    /// `VirtualTimeScheduler`, named through its module.
    public typealias VirtualTimeScheduler = ProductionRx.VirtualTimeScheduler
    /// `VirtualTimeConverterType`, named through its module.
    public typealias VirtualTimeConverterType = ProductionRx.VirtualTimeConverterType
    /// `VirtualTimeComparison`, named through its module.
    public typealias VirtualTimeComparison = ProductionRx.VirtualTimeComparison
    /// `HistoricalScheduler`, named through its module.
    public typealias HistoricalScheduler = ProductionRx.HistoricalScheduler
    /// `HistoricalSchedulerTimeConverter`, named through its module.
    public typealias HistoricalSchedulerTimeConverter = ProductionRx.HistoricalSchedulerTimeConverter

    /// `PrimitiveSequence`, named through its module.
    public typealias PrimitiveSequence = ProductionRx.PrimitiveSequence
    /// `PrimitiveSequenceType`, named through its module.
    public typealias PrimitiveSequenceType = ProductionRx.PrimitiveSequenceType
    /// `Single`, named through its module.
    public typealias Single = ProductionRx.Single
    /// `SingleTrait`, named through its module.
    public typealias SingleTrait = ProductionRx.SingleTrait
    /// `SingleEvent`, named through its module.
    public typealias SingleEvent = ProductionRx.SingleEvent
    /// `Maybe`, named through its module.
    public typealias Maybe = ProductionRx.Maybe
    /// `MaybeTrait`, named through its module.
    public typealias MaybeTrait = ProductionRx.MaybeTrait
    /// `MaybeEvent`, named through its module.
    public typealias MaybeEvent = ProductionRx.MaybeEvent
    /// `Completable`, named through its module.
    public typealias Completable = ProductionRx.Completable
    /// `CompletableTrait`, named through its module.
    public typealias CompletableTrait = ProductionRx.CompletableTrait
    /// `CompletableEvent`, named through its module.
    public typealias CompletableEvent = ProductionRx.CompletableEvent
    /// `Infallible`, named through its module.
    public typealias Infallible = ProductionRx.Infallible
    /// `InfallibleType`, named through its module.
    public typealias InfallibleType = ProductionRx.InfallibleType
    /// `InfallibleEvent`, named through its module.
    public typealias InfallibleEvent = ProductionRx.InfallibleEvent
}

/// Stands in for the `RxRelay` module: `RxRelay.BehaviorRelay<Int>` is ProductionRx's
/// `BehaviorRelay<Int>`.
public enum RxRelay {
    /// `PublishRelay`, named through its module.
    public typealias PublishRelay = ProductionRx.PublishRelay
    /// `BehaviorRelay`, named through its module.
    public typealias BehaviorRelay = ProductionRx.BehaviorRelay
    /// `ReplayRelay`, named through its module.
    public typealias ReplayRelay = ProductionRx.ReplayRelay
}

/// Stands in for the `RxCocoa` module's units, and for the relays it re-exports as RxCocoa
/// does: `RxCocoa.Driver<String>` is ProductionRx's `Driver<String>`.
public enum RxCocoa {
    /// `SharedSequence`, named through its module.
    public typealias SharedSequence = ProductionRx.SharedSequence
    /// `SharedSequenceConvertibleType`, named through its module.
    public typealias SharedSequenceConvertibleType = ProductionRx.SharedSequenceConvertibleType
    /// `SharingStrategyProtocol`, named through its module.
    public typealias SharingStrategyProtocol = ProductionRx.SharingStrategyProtocol
    /// `SharingScheduler`, named through its module.
    public typealias SharingScheduler = ProductionRx.SharingScheduler
    /// `Driver`, named through its module.
    public typealias Driver = ProductionRx.Driver
    /// `DriverSharingStrategy`, named through its module.
    public typealias DriverSharingStrategy = ProductionRx.DriverSharingStrategy
    /// `Signal`, named through its module.
    public typealias Signal = ProductionRx.Signal
    /// `SignalSharingStrategy`, named through its module.
    public typealias SignalSharingStrategy = ProductionRx.SignalSharingStrategy
    /// `ControlEvent`, named through its module.
    public typealias ControlEvent = ProductionRx.ControlEvent
    /// `ControlEventType`, named through its module.
    public typealias ControlEventType = ProductionRx.ControlEventType
    /// `ControlProperty`, named through its module.
    public typealias ControlProperty = ProductionRx.ControlProperty
    /// `ControlPropertyType`, named through its module.
    public typealias ControlPropertyType = ProductionRx.ControlPropertyType
    /// `PublishRelay`, named through RxCocoa, which re-exports RxRelay.
    public typealias PublishRelay = ProductionRx.PublishRelay
    /// `BehaviorRelay`, named through RxCocoa, which re-exports RxRelay.
    public typealias BehaviorRelay = ProductionRx.BehaviorRelay
    /// `ReplayRelay`, named through RxCocoa, which re-exports RxRelay.
    public typealias ReplayRelay = ProductionRx.ReplayRelay
}
