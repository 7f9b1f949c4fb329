// Counting live objects so that tests can prove nothing leaked. Chapter 4 uses it to show
// NaiveRx's leaks; chapter 6 explains RxSwift's counter, which this mirrors.
#if TRACE_RESOURCES
import Synchronization

/// The number of NaiveRx objects alive right now (debug builds only, as in RxSwift).
///
/// Every observable, observer, sink and disposable adds one when created and takes one
/// away when freed. The counter itself is atomic: it is instrumentation, not part of the
/// naive design, and must stay right even when chapter 4's tests call from two threads.
public enum Resources {
    private static let count = Atomic<Int32>(0)

    /// How many NaiveRx objects are alive.
    public static var total: Int32 {
        count.load(ordering: .relaxed)
    }

    /// Counts one more live object and returns the new total.
    @discardableResult
    public static func incrementTotal() -> Int32 {
        count.add(1, ordering: .relaxed).newValue
    }

    /// Counts one fewer live object and returns the new total.
    @discardableResult
    public static func decrementTotal() -> Int32 {
        count.subtract(1, ordering: .relaxed).newValue
    }
}
#else
/// Without TRACE_RESOURCES (release builds) nothing is counted.
enum Resources {
    @inline(__always) static func incrementTotal() {}
    @inline(__always) static func decrementTotal() {}
}
#endif
