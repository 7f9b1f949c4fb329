// The live-object counter every test checks to prove nothing leaked. Chapter 6 explains it.
#if TRACE_RESOURCES
import Synchronization

/// The number of ProductionRx objects alive right now (debug builds only, as in RxSwift).
///
/// Observables, sinks, observers, most disposables, dispose bags and locks add one when
/// created and take one away when freed; a test that ends with the counter where it started
/// leaked nothing.
public enum Resources {
    private static let count = Atomic<Int32>(0)

    /// How many counted objects are alive.
    public static var total: Int32 {
        count.load(ordering: .relaxed)
    }

    /// Counts one more live object and returns the total from before the change.
    ///
    /// The total from before, not the new one: RxSwift's counter answers what its atomic
    /// increment answers, the old value (`Platform/AtomicInt.swift`), although its comment says
    /// "new resource count". A program that prints the answer prints the same number here.
    @discardableResult
    public static func incrementTotal() -> Int32 {
        count.add(1, ordering: .relaxed).oldValue
    }

    /// Counts one fewer live object and returns the total from before the change, as
    /// `incrementTotal()` does.
    @discardableResult
    public static func decrementTotal() -> Int32 {
        count.subtract(1, ordering: .relaxed).oldValue
    }
}
#else
/// Without TRACE_RESOURCES (release builds) nothing is counted.
enum Resources {
    @inline(__always) static func incrementTotal() {}
    @inline(__always) static func decrementTotal() {}
}
#endif
