// SharingScheduler: the one place Driver and Signal get their scheduler from, and the switch
// tests use to put a TestScheduler there instead of the main one. Chapter 13 (Units).
import Foundation

// snippet:begin sharing-scheduler
/// The scheduler units deliver on (`MainScheduler()` unless a test says otherwise).
public enum SharingScheduler {
    /// Makes the scheduler every `Driver` and `Signal` delivers on: `MainScheduler()`, unless
    /// `mock` has put another in place.
    public private(set) static var make: () -> SchedulerType {
        get { current.read() }
        set { current.write(newValue) }
    }

    /// Runs `action` with every unit delivering on `scheduler` instead of the main one: for
    /// tests, which drive units in virtual time. Not for production code.
    ///
    /// - parameter scheduler: The scheduler every unit uses while `action` runs.
    /// - parameter action: The code to run with that scheduler in place.
    public static func mock(scheduler: SchedulerType, action: () throws -> Void) rethrows {
        try mock(makeScheduler: { scheduler }, action: action)
    }

    /// Runs `action` with every unit asking `makeScheduler` for its scheduler instead of
    /// making a main one: for tests. Not for production code.
    ///
    /// - parameter makeScheduler: Makes the scheduler each unit asks for while `action` runs.
    /// - parameter action: The code to run with that scheduler in place.
    public static func mock(makeScheduler: @escaping () -> SchedulerType, action: () throws -> Void) rethrows {
        // The factory in place before, put back however `action` ends.
        let restore = make
        make = makeScheduler
        current.mocking(by: 1)
        defer {
            make = restore
            current.mocking(by: -1)
        }
        try action()
    }
}
// snippet:end sharing-scheduler

extension SharingScheduler {
    /// The current factory. RxSwift keeps it in a plain static variable
    /// (`RxCocoa/Traits/SharedSequence/SchedulerType+SharedSequence.swift`); Swift 6 asks for
    /// the lock that makes reading it from any thread safe.
    private static let current = MakeScheduler()

    /// Whether a `mock` is in place: a unit's main-actor closures made meanwhile run where
    /// the test's scheduler runs them, unchecked (Units/MainActorClosures.swift).
    static var isMocked: Bool {
        current.isMocked
    }
}

/// The factory `SharingScheduler.make` returns, behind a lock.
// @unchecked Sendable: `make` and `mocks` are only read and written while holding `lock`. An NSLock and
// not the library's RecursiveLock, which would count itself in `Resources.total` for ever.
private final class MakeScheduler: @unchecked Sendable {
    private let lock = NSLock()
    private var make: () -> SchedulerType = { MainScheduler() }
    private var mocks = 0

    var isMocked: Bool {
        lock.withLock { mocks > 0 }
    }

    func mocking(by change: Int) {
        lock.withLock { mocks += change }
    }

    func read() -> () -> SchedulerType {
        lock.lock()
        defer { lock.unlock() }
        return make
    }

    func write(_ newValue: @escaping () -> SchedulerType) {
        lock.lock()
        defer { lock.unlock() }
        make = newValue
    }
}
