// The locks ProductionRx uses: one recursive lock type under RxSwift's names. Chapter 5.
import Foundation

/// Something that can be locked and unlocked.
@usableFromInline
protocol Lock {
    func lock()
    func unlock()
}

extension Lock {
    /// Runs `action` while holding the lock.
    @inlinable
    func performLocked<T>(_ action: () -> T) -> T {
        lock()
        defer { unlock() }
        return action()
    }
}

/// RxSwift's "spin lock" is in fact the recursive lock on every platform
/// (`RxSwift/Concurrency/Lock.swift`).
typealias SpinLock = RecursiveLock

/// A lock the same thread may take again while holding it (wraps an `NSRecursiveLock`).
///
/// In debug builds it counts itself in `Resources`, as RxSwift's does (`Platform/RecursiveLock.swift`).
@usableFromInline
final class RecursiveLock: Lock, @unchecked Sendable {
    // @unchecked Sendable: the only state is the NSRecursiveLock, which is thread-safe.
    @usableFromInline let nsLock = NSRecursiveLock()

    @usableFromInline init() {
        Resources.incrementTotal()
    }

    @inlinable
    func lock() {
        nsLock.lock()
    }

    @inlinable
    func unlock() {
        nsLock.unlock()
    }

    deinit {
        Resources.decrementTotal()
    }
}
