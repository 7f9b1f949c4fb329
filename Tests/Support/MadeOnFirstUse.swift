// A suite's stored value made inside the test that first reads it, not with the suite.

/// A value made the first time it is read, not when its owner is made.
///
/// A suite's stored properties are made before its test runs, possibly on another thread
/// (Swift Testing may resume between the two, and on Linux even main-actor code moves between
/// threads). RxTest's `TestScheduler` must be used on the thread that made it (RxSwift's
/// VirtualTimeScheduler stops the process otherwise), so a suite that shares one scheduler
/// among its helpers keeps it this way, and the tests run against RxTest too:
///
///     private let clock = MadeOnFirstUse { TestScheduler(initialClock: 0) }
///     var scheduler: TestScheduler { clock.value }
public final class MadeOnFirstUse<Value> {
    private let make: () -> Value
    private var made: Value?

    /// A value `make` makes when it is first read.
    public init(_ make: @escaping () -> Value) {
        self.make = make
    }

    /// The value, made now if this is the first read.
    public var value: Value {
        if let made { return made }
        let value = make()
        made = value
        return value
    }
}
