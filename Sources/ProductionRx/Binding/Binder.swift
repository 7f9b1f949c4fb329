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

    /// A binder that calls `binding` with `target` and each element, on `scheduler`, while
    /// `target` lives.
    @preconcurrency public init<Target: AnyObject>(_ target: Target, scheduler: ImmediateSchedulerType = MainScheduler(), binding: @escaping @Sendable (Target, Value) -> Void) {
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
