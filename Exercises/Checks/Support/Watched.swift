// Look-alikes of NSLock, NSRecursiveLock, Mutex and Atomic that mark each of their operations
// as a step for the explorer (Interleavings.swift). The checks of an exercise about threads
// put them in place of the real ones with a few `typealias` lines, so that the learner's
// file, unchanged, uses them: they behave exactly like the real ones (each is a real lock
// or a value under one), and in an explored run they let the explorer choose which thread
// takes its next step. Outside an explored run they cost an atomic load or two per operation.
import Foundation
import Synchronization

/// Foundation's `NSLock`, watched: `lock()` and `unlock()` are steps.
// @unchecked Sendable: `base` is a real lock; `owner` is read and written only by the thread
// that holds it.
public final class WatchedLock: @unchecked Sendable {
    private let base = Foundation.NSLock()
    /// A name for debugging, as `NSLock` has.
    public var name: String?

    /// Creates an unlocked lock.
    public init() {}

    /// Takes the lock, waiting while another thread holds it; `file` and `line` name the
    /// call in an explored run's report.
    public func lock(file: StaticString = #filePath, line: UInt = #line) {
        LockTracking.note(self)
        interleavingPoint("lock() (\(place(file, line)))", acquiring: self)
        base.lock()
    }

    /// Gives the lock back; `file` and `line` name the call in an explored run's report.
    public func unlock(file: StaticString = #filePath, line: UInt = #line) {
        interleavingPoint("unlock() (\(place(file, line)))", releasing: self)
        base.unlock()
    }

    /// Takes the lock if it is free; `true` if it did.
    public func `try`() -> Bool {
        LockTracking.note(self)
        return base.try()
    }

    /// Runs `body` holding the lock.
    public func withLock<R>(file: StaticString = #filePath, line: UInt = #line, _ body: () throws -> R) rethrows -> R {
        lock(file: file, line: line)
        defer { unlock(file: file, line: line) }
        return try body()
    }
}

/// Foundation's `NSRecursiveLock`, watched: the thread that holds it may take it again.
// @unchecked Sendable: `base` is a real recursive lock.
public final class WatchedRecursiveLock: @unchecked Sendable {
    private let base = Foundation.NSRecursiveLock()
    /// A name for debugging.
    public var name: String?

    /// Creates an unlocked lock.
    public init() {}

    /// Takes the lock, waiting while another thread holds it; `file` and `line` name the
    /// call in an explored run's report.
    public func lock(file: StaticString = #filePath, line: UInt = #line) {
        LockTracking.note(self)
        interleavingPoint("lock() (\(place(file, line)))", acquiring: self, recursive: true)
        base.lock()
    }

    /// Gives the lock back; `file` and `line` name the call in an explored run's report.
    public func unlock(file: StaticString = #filePath, line: UInt = #line) {
        interleavingPoint("unlock() (\(place(file, line)))", releasing: self)
        base.unlock()
    }

    /// Takes the lock if it is free or already this thread's; `true` if it did.
    public func `try`() -> Bool {
        LockTracking.note(self)
        return base.try()
    }

    /// Runs `body` holding the lock.
    public func withLock<R>(file: StaticString = #filePath, line: UInt = #line, _ body: () throws -> R) rethrows -> R {
        lock(file: file, line: line)
        defer { unlock(file: file, line: line) }
        return try body()
    }
}

/// Synchronization's `Mutex`, watched: taking and giving back the lock are steps.
// @unchecked Sendable: `value` is only touched while `base` is held.
public final class WatchedMutex<Value>: @unchecked Sendable {
    private let base = Foundation.NSLock()
    private var value: Value

    /// A mutex guarding `initialValue`.
    public init(_ initialValue: consuming sending Value) {
        value = initialValue
    }

    /// Runs `body` with the value, holding the lock.
    public func withLock<Result, E: Error>(
        file: StaticString = #filePath, line: UInt = #line, _ body: (inout sending Value) throws(E) -> sending Result
    ) throws(E) -> sending Result {
        LockTracking.note(self)
        interleavingPoint("withLock begins (\(place(file, line)))", acquiring: self)
        base.lock()
        defer {
            interleavingPoint("withLock ends (\(place(file, line)))", releasing: self)
            base.unlock()
        }
        return try body(&value)
    }

    /// Runs `body` with the value if the lock is free; `nil` if it was not.
    public func withLockIfAvailable<Result, E: Error>(
        file: StaticString = #filePath, line: UInt = #line, _ body: (inout sending Value) throws(E) -> sending Result
    ) throws(E) -> sending Result? {
        LockTracking.note(self)
        guard base.try() else { return nil }
        defer { base.unlock() }
        return try body(&value)
    }
}

/// Which watched locks (`WatchedLock`, `WatchedRecursiveLock`, `WatchedMutex`) some code takes:
/// a check can tell two calls that share a lock from two that each make their own, which no
/// order of steps and no ThreadSanitizer run can be relied on to show.
public enum LockTracking {
    /// Whether `taken(byEach:)` is running: read first, so that threads that take locks at any
    /// other time share nothing through this type (ThreadSanitizer would see that sharing as an
    /// order between them).
    private static let recording = Synchronization.Atomic<Bool>(false)
    /// The locks taken while recording, in order, kept alive until recording ends, so that a
    /// lock made after another one was let go is never mistaken for it.
    private static let takenLocks = Synchronization.Mutex<[any AnyObject & Sendable]>([])

    /// Notes that `lock` is being taken.
    static func note(_ lock: any AnyObject & Sendable) {
        guard recording.load(ordering: .sequentiallyConsistent) else { return }
        takenLocks.withLock { $0.append(lock) }
    }

    /// Runs each of `bodies`, one after the other on this thread, and returns the locks each
    /// one took.
    public static func taken(byEach bodies: [() -> Void]) -> [Set<ObjectIdentifier>] {
        recording.store(true, ordering: .sequentiallyConsistent)
        defer {
            recording.store(false, ordering: .sequentiallyConsistent)
            takenLocks.withLock { $0 = [] }
        }
        return bodies.map { body in
            let before = takenLocks.withLock { $0.count }
            body()
            return takenLocks.withLock { Set($0[before...].map { ObjectIdentifier($0) }) }
        }
    }
}

/// Whether `WatchedAtomic` marks the moment after each of its operations as a step.
private let pausesAfterAtomicSteps = Synchronization.Atomic<Bool>(false)

/// Runs `body` with the moment right after each `WatchedAtomic` operation, before the thread
/// goes on, marked as a step too. The explorer can then let another thread in between an
/// atomic update and the plain writes that follow it, as real threads can (a value published
/// before what it announces was written).
public func pausingAfterAtomicSteps<R>(_ body: () throws -> R) rethrows -> R {
    pausesAfterAtomicSteps.store(true, ordering: .sequentiallyConsistent)
    defer { pausesAfterAtomicSteps.store(false, ordering: .sequentiallyConsistent) }
    return try body()
}

/// Synchronization's `Atomic`, watched: every operation is one step, done on a value under a
/// lock, as indivisible as the real one. Orderings all behave as `.sequentiallyConsistent`, the
/// strongest; inside `recordingAtomicOrderings` (AtomicOrderings.swift) each one asked for is noted.
// @unchecked Sendable: `value` is only touched while `base` is held.
public final class WatchedAtomic<Value: AtomicRepresentable>: @unchecked Sendable {
    private let base = Foundation.NSLock()
    private var value: Value

    /// An atomic value starting at `initialValue`.
    public init(_ initialValue: consuming Value) {
        value = initialValue
    }

    /// One step: `name` at `file:line`, then `change` on the value, under the lock; inside
    /// `pausingAfterAtomicSteps`, the moment right after it is a step too.
    private func step<R>(_ name: String, _ file: StaticString, _ line: UInt, _ change: (inout Value) -> R) -> R {
        interleavingPoint("\(name) (\(place(file, line)))")
        base.lock()
        let result = change(&value)
        base.unlock()
        if pausesAfterAtomicSteps.load(ordering: .sequentiallyConsistent) {
            interleavingPoint("just after \(name) (\(place(file, line)))")
        }
        return result
    }

    /// The value now.
    public func load(ordering: AtomicLoadOrdering, file: StaticString = #filePath, line: UInt = #line) -> Value {
        step(noting("load", ordering), file, line) { $0 }
    }

    /// Replaces the value.
    public func store(_ desired: consuming Value, ordering: AtomicStoreOrdering, file: StaticString = #filePath, line: UInt = #line) {
        let desired = desired
        step(noting("store", ordering), file, line) { $0 = desired }
    }

    /// Replaces the value and returns the one before.
    @discardableResult
    public func exchange(_ desired: consuming Value, ordering: AtomicUpdateOrdering, file: StaticString = #filePath, line: UInt = #line) -> Value {
        let desired = desired
        return step(noting("exchange", ordering), file, line) { value in
            defer { value = desired }
            return value
        }
    }
}

extension WatchedAtomic where Value: Equatable {
    /// Replaces the value with `desired` if it is `expected`; returns whether it did and the
    /// value it found.
    @discardableResult
    public func compareExchange(
        expected: consuming Value, desired: consuming Value, ordering: AtomicUpdateOrdering, file: StaticString = #filePath, line: UInt = #line
    ) -> (exchanged: Bool, original: Value) {
        let (expected, desired) = (expected, desired)
        return step(noting("compareExchange", ordering), file, line) { value in
            let original = value
            if original == expected { value = desired }
            return (original == expected, original)
        }
    }

    /// `compareExchange(expected:desired:ordering:)` with two orderings.
    @discardableResult
    public func compareExchange(
        expected: consuming Value, desired: consuming Value, successOrdering: AtomicUpdateOrdering, failureOrdering: AtomicLoadOrdering,
        file: StaticString = #filePath, line: UInt = #line
    ) -> (exchanged: Bool, original: Value) {
        compareExchange(expected: expected, desired: desired, ordering: successOrdering, file: file, line: line)
    }

    /// `compareExchange`, which may also fail spuriously on real hardware (never here).
    @discardableResult
    public func weakCompareExchange(
        expected: consuming Value, desired: consuming Value, ordering: AtomicUpdateOrdering, file: StaticString = #filePath, line: UInt = #line
    ) -> (exchanged: Bool, original: Value) {
        compareExchange(expected: expected, desired: desired, ordering: ordering, file: file, line: line)
    }

    /// `weakCompareExchange` with two orderings.
    @discardableResult
    public func weakCompareExchange(
        expected: consuming Value, desired: consuming Value, successOrdering: AtomicUpdateOrdering, failureOrdering: AtomicLoadOrdering,
        file: StaticString = #filePath, line: UInt = #line
    ) -> (exchanged: Bool, original: Value) {
        compareExchange(expected: expected, desired: desired, ordering: successOrdering, file: file, line: line)
    }
}

extension WatchedAtomic where Value: FixedWidthInteger {
    private func update(_ name: String, _ file: StaticString, _ line: UInt, _ change: (Value) -> Value) -> (oldValue: Value, newValue: Value) {
        step(name, file, line) { value in
            let old = value
            value = change(old)
            return (old, value)
        }
    }

    /// Adds `operand`, trapping on overflow; returns the values before and after.
    @discardableResult
    public func add(_ operand: Value, ordering: AtomicUpdateOrdering, file: StaticString = #filePath, line: UInt = #line) -> (oldValue: Value, newValue: Value)
    {
        update(noting("add", ordering), file, line) { $0 + operand }
    }

    /// Subtracts `operand`, trapping on overflow; returns the values before and after.
    @discardableResult
    public func subtract(_ operand: Value, ordering: AtomicUpdateOrdering, file: StaticString = #filePath, line: UInt = #line) -> (
        oldValue: Value, newValue: Value
    ) {
        update(noting("subtract", ordering), file, line) { $0 - operand }
    }

    /// Adds `operand`, wrapping around; returns the values before and after.
    @discardableResult
    public func wrappingAdd(_ operand: Value, ordering: AtomicUpdateOrdering, file: StaticString = #filePath, line: UInt = #line) -> (
        oldValue: Value, newValue: Value
    ) {
        update(noting("wrappingAdd", ordering), file, line) { $0 &+ operand }
    }

    /// Subtracts `operand`, wrapping around; returns the values before and after.
    @discardableResult
    public func wrappingSubtract(_ operand: Value, ordering: AtomicUpdateOrdering, file: StaticString = #filePath, line: UInt = #line) -> (
        oldValue: Value, newValue: Value
    ) {
        update(noting("wrappingSubtract", ordering), file, line) { $0 &- operand }
    }

    /// Keeps the bits set in both; returns the values before and after.
    @discardableResult
    public func bitwiseAnd(_ operand: Value, ordering: AtomicUpdateOrdering, file: StaticString = #filePath, line: UInt = #line) -> (
        oldValue: Value, newValue: Value
    ) {
        update(noting("bitwiseAnd", ordering), file, line) { $0 & operand }
    }

    /// Sets the bits of `operand`; returns the values before and after.
    @discardableResult
    public func bitwiseOr(_ operand: Value, ordering: AtomicUpdateOrdering, file: StaticString = #filePath, line: UInt = #line) -> (
        oldValue: Value, newValue: Value
    ) {
        update(noting("bitwiseOr", ordering), file, line) { $0 | operand }
    }

    /// Flips the bits of `operand`; returns the values before and after.
    @discardableResult
    public func bitwiseXor(_ operand: Value, ordering: AtomicUpdateOrdering, file: StaticString = #filePath, line: UInt = #line) -> (
        oldValue: Value, newValue: Value
    ) {
        update(noting("bitwiseXor", ordering), file, line) { $0 ^ operand }
    }

    /// Keeps the smaller; returns the values before and after.
    @discardableResult
    public func min(_ operand: Value, ordering: AtomicUpdateOrdering, file: StaticString = #filePath, line: UInt = #line) -> (oldValue: Value, newValue: Value)
    {
        update(noting("min", ordering), file, line) { Swift.min($0, operand) }
    }

    /// Keeps the larger; returns the values before and after.
    @discardableResult
    public func max(_ operand: Value, ordering: AtomicUpdateOrdering, file: StaticString = #filePath, line: UInt = #line) -> (oldValue: Value, newValue: Value)
    {
        update(noting("max", ordering), file, line) { Swift.max($0, operand) }
    }
}

extension WatchedAtomic where Value == Bool {
    /// `value && operand`; returns the values before and after.
    @discardableResult
    public func logicalAnd(_ operand: Bool, ordering: AtomicUpdateOrdering, file: StaticString = #filePath, line: UInt = #line) -> (
        oldValue: Bool, newValue: Bool
    ) {
        step(noting("logicalAnd", ordering), file, line) { value in
            let old = value
            value = old && operand
            return (old, value)
        }
    }

    /// `value || operand`; returns the values before and after.
    @discardableResult
    public func logicalOr(_ operand: Bool, ordering: AtomicUpdateOrdering, file: StaticString = #filePath, line: UInt = #line) -> (
        oldValue: Bool, newValue: Bool
    ) {
        step(noting("logicalOr", ordering), file, line) { value in
            let old = value
            value = old || operand
            return (old, value)
        }
    }

    /// `value != operand`; returns the values before and after.
    @discardableResult
    public func logicalXor(_ operand: Bool, ordering: AtomicUpdateOrdering, file: StaticString = #filePath, line: UInt = #line) -> (
        oldValue: Bool, newValue: Bool
    ) {
        step(noting("logicalXor", ordering), file, line) { value in
            let old = value
            value = old != operand
            return (old, value)
        }
    }
}
