// The abstract base class every sequence type derives from. Chapter 5.

// snippet:begin observable
/// A type-erased sequence. Subclasses (in ProductionRx, always a `Producer`) implement
/// `subscribe`; the base class only counts itself in `Resources`.
///
/// `open` only so that `Producer` can be opened to this repository's exercises (chapter 5):
/// the initializer is internal, so no code outside ProductionRx can build a subclass.
open class Observable<Element>: ObservableType {
    init() {
        #if TRACE_RESOURCES
        Resources.incrementTotal()
        #endif
    }

    /// Subscribes `observer`. Subclasses override this; the base class stops the process.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        rxAbstractMethod()
    }

    /// Returns `self`.
    public func asObservable() -> Observable<Element> {
        self
    }

    deinit {
        #if TRACE_RESOURCES
        Resources.decrementTotal()
        #endif
    }
}
// snippet:end observable

/// Another name for `Observable`, as RxSwift offers it, for files where `Observable` also
/// names something else (the Observation framework's `@Observable` macro, say).
public typealias RxObservable<Element> = ProductionRx.Observable<Element>
