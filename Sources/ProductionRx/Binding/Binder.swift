// RxSwift's `Binder` (`RxSwift/Binder.swift`): an observer that sets a property of an object on a scheduler (the main
// one by default), holds the object weakly and never expects an error. Chapter 13 (Units).

/// An observer that writes each element into an object, the way a UI is bound:
///
/// * each element is written on `scheduler` (the main one unless you pass another);
/// * the object is held weakly: once it is gone, elements are dropped;
/// * an error has nowhere to go: debug builds stop the process, release builds print it.
public struct Binder<Value>: ObserverType {
    /// The type of the elements it binds.
    public typealias Element = Value

    // What to do with each event; the target lives, weakly, in its captures.
    private let handle: (Event<Value>) -> Void

    /// A binder that calls `binding` with `target` and each element, on the main scheduler,
    /// while `target` lives. `binding` is a main-actor closure: it may set a main-actor
    /// object's properties, as a UI binding does (chapter 16).
    @preconcurrency public init<Target: AnyObject>(_ target: Target, binding: @escaping @MainActor (Target, Value) -> Void) {
        self.init(target, on: MainScheduler(), binding: onTheMainActor("Binder", binding))
    }

    /// A binder that calls `binding` with `target` and each element, on `scheduler`, while
    /// `target` lives. `binding` may run on any thread `scheduler` uses, so it is
    /// `@Sendable`; with `MainScheduler`, prefer the initialiser without a scheduler, whose
    /// closure may touch main-actor state.
    @preconcurrency public init<Target: AnyObject>(_ target: Target, scheduler: ImmediateSchedulerType, binding: @escaping @Sendable (Target, Value) -> Void) {
        self.init(target, on: scheduler, binding: binding)
    }

    private init<Target: AnyObject>(_ target: Target, on scheduler: ImmediateSchedulerType, binding: @escaping (Target, Value) -> Void) {
        weak let weakTarget = target
        handle = { event in
            if case .error(let error) = event {
                rxFatalErrorInDebug(
                    "Binding error: \(error). A Binder (a UI element, say) cannot show an error: catch it before binding. Chapter 13 (Units) explains why."
                )
            }
            // Completion binds nothing; an element is written on the scheduler.
            guard case .next(let element) = event else {
                return
            }
            _ = scheduler.schedule(element) { element in
                if let target = weakTarget {
                    binding(target, element)
                }
                return Disposables.create()
            }
        }
    }

    /// Binds an element as `binding` says; see the type's description for the rest.
    public func on(_ event: Event<Value>) {
        handle(event)
    }

    /// The binder behind an `AnyObserver`.
    public func asObserver() -> AnyObserver<Value> {
        AnyObserver(eventHandler: on)
    }
}
