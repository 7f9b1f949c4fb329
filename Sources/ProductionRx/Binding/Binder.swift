// RxCocoa's `Binder`: an observer that sets a property of an object on a scheduler (the main
// one by default), holds the object weakly and never expects an error. Chapter 13 (Units).

/// Observer that enforces interface binding rules:
/// * can't bind errors (in debug builds binding of errors causes `fatalError` in release
///   builds errors are being logged)
/// * ensures binding is performed on a specific scheduler
///
/// `Binder` doesn't retain target and in case target is released, element isn't bound.
///
/// By default it binds elements on main scheduler.
public struct Binder<Value>: ObserverType {
    /// The type of the elements it binds.
    public typealias Element = Value

    private let binding: (Event<Value>) -> Void

    /// Initializes `Binder`
    ///
    /// - parameter target: Target object.
    /// - parameter scheduler: Scheduler used to bind the events.
    /// - parameter binding: Binding logic.
    public init<Target: AnyObject>(_ target: Target, scheduler: ImmediateSchedulerType = MainScheduler(), binding: @escaping (Target, Value) -> Void) {
        self.binding = { [weak target] event in
            switch event {
            case .next(let element):
                _ = scheduler.schedule(element) { element in
                    if let target {
                        binding(target, element)
                    }
                    return Disposables.create()
                }
            case .error(let error):
                rxFatalErrorInDebug(
                    "Binding error: \(error). A Binder (a UI element, say) cannot show an error: catch it before binding. Chapter 13 (Units) explains why.")
            case .completed:
                break
            }
        }
    }

    /// Binds next element to owner view as described in `binding`.
    public func on(_ event: Event<Value>) {
        binding(event)
    }

    /// Erases type of observer.
    ///
    /// - returns: type erased observer.
    public func asObserver() -> AnyObserver<Value> {
        AnyObserver(eventHandler: on)
    }
}
