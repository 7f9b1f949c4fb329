// Synchronization's `Atomic`, watched as Watched.swift's `WatchedAtomic` is, with one step
// more when asked: the moment right after each operation, before the thread goes on. A check
// that puts it in place of `Atomic` can then let another thread in between an atomic update
// and the plain writes that follow it, as real threads can (a value published before what it
// announces was written). Outside `pausingAfterAtomicSteps` it behaves as `WatchedAtomic`.
import Foundation
import Synchronization

/// Whether `PausingAtomic` marks the moment after each of its operations as a step.
private let pausesAfterSteps = Synchronization.Atomic<Bool>(false)

/// Runs `body` with the moment after each `PausingAtomic` operation marked as a step too.
public func pausingAfterAtomicSteps<R>(_ body: () throws -> R) rethrows -> R {
    pausesAfterSteps.store(true, ordering: .sequentiallyConsistent)
    defer { pausesAfterSteps.store(false, ordering: .sequentiallyConsistent) }
    return try body()
}

/// Synchronization's `Atomic`, watched: every operation is one step, and, inside
/// `pausingAfterAtomicSteps`, the moment after it is another.
public final class PausingAtomic<Value: AtomicRepresentable>: Sendable {
    private let base: WatchedAtomic<Value>

    /// An atomic value starting at `initialValue`.
    public init(_ initialValue: consuming Value) {
        base = WatchedAtomic(initialValue)
    }

    /// `operation` on the value, then, when asked, a step right after it.
    fileprivate func pausing<R>(after name: String, _ file: StaticString, _ line: UInt, _ operation: () -> R) -> R {
        let result = operation()
        if pausesAfterSteps.load(ordering: .sequentiallyConsistent) {
            interleavingPoint("just after \(name) (\(place(file, line)))")
        }
        return result
    }

    /// The value now.
    public func load(ordering: AtomicLoadOrdering, file: StaticString = #filePath, line: UInt = #line) -> Value {
        pausing(after: "load", file, line) { base.load(ordering: ordering, file: file, line: line) }
    }

    /// Replaces the value.
    public func store(_ desired: consuming Value, ordering: AtomicStoreOrdering, file: StaticString = #filePath, line: UInt = #line) {
        let desired = desired
        pausing(after: "store", file, line) { base.store(desired, ordering: ordering, file: file, line: line) }
    }

    /// Replaces the value and returns the one before.
    @discardableResult
    public func exchange(_ desired: consuming Value, ordering: AtomicUpdateOrdering, file: StaticString = #filePath, line: UInt = #line) -> Value {
        let desired = desired
        return pausing(after: "exchange", file, line) { base.exchange(desired, ordering: ordering, file: file, line: line) }
    }
}

extension PausingAtomic where Value: Equatable {
    /// Replaces the value with `desired` if it is `expected`.
    @discardableResult
    public func compareExchange(
        expected: consuming Value, desired: consuming Value, ordering: AtomicUpdateOrdering, file: StaticString = #filePath, line: UInt = #line
    ) -> (exchanged: Bool, original: Value) {
        let (expected, desired) = (expected, desired)
        return pausing(after: "compareExchange", file, line) {
            base.compareExchange(expected: expected, desired: desired, ordering: ordering, file: file, line: line)
        }
    }

    /// Replaces the value with `desired` if it is `expected`, with two orderings.
    @discardableResult
    public func compareExchange(
        expected: consuming Value, desired: consuming Value, successOrdering: AtomicUpdateOrdering, failureOrdering: AtomicLoadOrdering,
        file: StaticString = #filePath, line: UInt = #line
    ) -> (exchanged: Bool, original: Value) {
        compareExchange(expected: expected, desired: desired, ordering: successOrdering, file: file, line: line)
    }

    /// As `compareExchange`: the watched value never fails spuriously.
    @discardableResult
    public func weakCompareExchange(
        expected: consuming Value, desired: consuming Value, ordering: AtomicUpdateOrdering, file: StaticString = #filePath, line: UInt = #line
    ) -> (exchanged: Bool, original: Value) {
        compareExchange(expected: expected, desired: desired, ordering: ordering, file: file, line: line)
    }

    /// As `compareExchange`, with two orderings.
    @discardableResult
    public func weakCompareExchange(
        expected: consuming Value, desired: consuming Value, successOrdering: AtomicUpdateOrdering, failureOrdering: AtomicLoadOrdering,
        file: StaticString = #filePath, line: UInt = #line
    ) -> (exchanged: Bool, original: Value) {
        compareExchange(expected: expected, desired: desired, ordering: successOrdering, file: file, line: line)
    }
}

extension PausingAtomic where Value: FixedWidthInteger {
    /// Adds `operand`.
    @discardableResult
    public func add(_ operand: Value, ordering: AtomicUpdateOrdering, file: StaticString = #filePath, line: UInt = #line) -> (
        oldValue: Value, newValue: Value
    ) {
        pausing(after: "add", file, line) { base.add(operand, ordering: ordering, file: file, line: line) }
    }

    /// Subtracts `operand`.
    @discardableResult
    public func subtract(_ operand: Value, ordering: AtomicUpdateOrdering, file: StaticString = #filePath, line: UInt = #line) -> (
        oldValue: Value, newValue: Value
    ) {
        pausing(after: "subtract", file, line) { base.subtract(operand, ordering: ordering, file: file, line: line) }
    }

    /// Adds `operand`, wrapping around.
    @discardableResult
    public func wrappingAdd(_ operand: Value, ordering: AtomicUpdateOrdering, file: StaticString = #filePath, line: UInt = #line) -> (
        oldValue: Value, newValue: Value
    ) {
        pausing(after: "wrappingAdd", file, line) { base.wrappingAdd(operand, ordering: ordering, file: file, line: line) }
    }

    /// Subtracts `operand`, wrapping around.
    @discardableResult
    public func wrappingSubtract(_ operand: Value, ordering: AtomicUpdateOrdering, file: StaticString = #filePath, line: UInt = #line) -> (
        oldValue: Value, newValue: Value
    ) {
        pausing(after: "wrappingSubtract", file, line) { base.wrappingSubtract(operand, ordering: ordering, file: file, line: line) }
    }

    /// ANDs in `operand`.
    @discardableResult
    public func bitwiseAnd(_ operand: Value, ordering: AtomicUpdateOrdering, file: StaticString = #filePath, line: UInt = #line) -> (
        oldValue: Value, newValue: Value
    ) {
        pausing(after: "bitwiseAnd", file, line) { base.bitwiseAnd(operand, ordering: ordering, file: file, line: line) }
    }

    /// ORs in `operand`.
    @discardableResult
    public func bitwiseOr(_ operand: Value, ordering: AtomicUpdateOrdering, file: StaticString = #filePath, line: UInt = #line) -> (
        oldValue: Value, newValue: Value
    ) {
        pausing(after: "bitwiseOr", file, line) { base.bitwiseOr(operand, ordering: ordering, file: file, line: line) }
    }

    /// XORs in `operand`.
    @discardableResult
    public func bitwiseXor(_ operand: Value, ordering: AtomicUpdateOrdering, file: StaticString = #filePath, line: UInt = #line) -> (
        oldValue: Value, newValue: Value
    ) {
        pausing(after: "bitwiseXor", file, line) { base.bitwiseXor(operand, ordering: ordering, file: file, line: line) }
    }

    /// Keeps the smaller of the value and `operand`.
    @discardableResult
    public func min(_ operand: Value, ordering: AtomicUpdateOrdering, file: StaticString = #filePath, line: UInt = #line) -> (
        oldValue: Value, newValue: Value
    ) {
        pausing(after: "min", file, line) { base.min(operand, ordering: ordering, file: file, line: line) }
    }

    /// Keeps the larger of the value and `operand`.
    @discardableResult
    public func max(_ operand: Value, ordering: AtomicUpdateOrdering, file: StaticString = #filePath, line: UInt = #line) -> (
        oldValue: Value, newValue: Value
    ) {
        pausing(after: "max", file, line) { base.max(operand, ordering: ordering, file: file, line: line) }
    }
}

extension PausingAtomic where Value == Bool {
    /// ANDs in `operand`.
    @discardableResult
    public func logicalAnd(_ operand: Bool, ordering: AtomicUpdateOrdering, file: StaticString = #filePath, line: UInt = #line) -> (
        oldValue: Bool, newValue: Bool
    ) {
        pausing(after: "logicalAnd", file, line) { base.logicalAnd(operand, ordering: ordering, file: file, line: line) }
    }

    /// ORs in `operand`.
    @discardableResult
    public func logicalOr(_ operand: Bool, ordering: AtomicUpdateOrdering, file: StaticString = #filePath, line: UInt = #line) -> (
        oldValue: Bool, newValue: Bool
    ) {
        pausing(after: "logicalOr", file, line) { base.logicalOr(operand, ordering: ordering, file: file, line: line) }
    }

    /// XORs in `operand`.
    @discardableResult
    public func logicalXor(_ operand: Bool, ordering: AtomicUpdateOrdering, file: StaticString = #filePath, line: UInt = #line) -> (
        oldValue: Bool, newValue: Bool
    ) {
        pausing(after: "logicalXor", file, line) { base.logicalXor(operand, ordering: ordering, file: file, line: line) }
    }
}
