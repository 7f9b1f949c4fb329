// An Atomic look-alike that does each operation on a WatchedAtomic (so the explorer orders it as
// a step, exactly as before) and also notes the memory ordering the caller asked for. A value
// published through an atomic update with too weak an ordering is a data race that
// ThreadSanitizer cannot always see: a sink kept as a `Disposable` existential is written and
// read through value witnesses that are not instrumented. The checks of 05.2 ask instead which
// orderings the learner's calls used.
import Synchronization

/// What one atomic operation's ordering does: whether it acquires what another thread released
/// before it, and whether it releases what this thread wrote before it.
public struct AtomicOrderingUse: Sendable, Equatable {
    /// The operation, as `bitwiseOr(.relaxed)`.
    public let operation: String
    /// Whether it orders later reads after what another thread released.
    public let acquires: Bool
    /// Whether it publishes earlier writes to a thread that acquires.
    public let releases: Bool
}

/// The operations recorded by `recordingAtomicOrderings`, or `nil` while nothing records.
private let recordedUses = Mutex<[AtomicOrderingUse]?>(nil)
/// Whether `recordingAtomicOrderings` is running: read with no ordering, so that the threads of
/// a race, which never record, are not ordered by it (ThreadSanitizer must still see their races).
private let recording = Synchronization.Atomic<Bool>(false)

/// Runs `body` on the calling thread and answers the `RecordedAtomic` operations it did, with
/// their orderings, in order. Not for explored runs or races: one thread at a time.
public func recordingAtomicOrderings(_ body: () -> Void) -> [AtomicOrderingUse] {
    recordedUses.withLock { $0 = [] }
    recording.store(true, ordering: .relaxed)
    body()
    recording.store(false, ordering: .relaxed)
    return recordedUses.withLock { uses in
        defer { uses = nil }
        return uses ?? []
    }
}

private func note(_ name: String, _ label: String, acquires: Bool, releases: Bool) {
    guard recording.load(ordering: .relaxed) else { return }
    recordedUses.withLock { uses in
        uses?.append(AtomicOrderingUse(operation: "\(name)(.\(label))", acquires: acquires, releases: releases))
    }
}

private func note(_ name: String, _ ordering: AtomicLoadOrdering) {
    let label = ordering == .relaxed ? "relaxed" : ordering == .acquiring ? "acquiring" : "sequentiallyConsistent"
    note(name, label, acquires: ordering != .relaxed, releases: false)
}

private func note(_ name: String, _ ordering: AtomicStoreOrdering) {
    let label = ordering == .relaxed ? "relaxed" : ordering == .releasing ? "releasing" : "sequentiallyConsistent"
    note(name, label, acquires: false, releases: ordering != .relaxed)
}

private func note(_ name: String, _ ordering: AtomicUpdateOrdering) {
    let label: String
    switch ordering {
    case .relaxed: label = "relaxed"
    case .acquiring: label = "acquiring"
    case .releasing: label = "releasing"
    case .acquiringAndReleasing: label = "acquiringAndReleasing"
    default: label = "sequentiallyConsistent"
    }
    note(name, label, acquires: ordering != .relaxed && ordering != .releasing, releases: ordering != .relaxed && ordering != .acquiring)
}

/// Synchronization's `Atomic`, watched as `WatchedAtomic` is (every operation one step of an
/// explored run, done on a value under a lock), that also notes, inside
/// `recordingAtomicOrderings`, the ordering each operation was asked for.
public final class RecordedAtomic<Value: AtomicRepresentable>: Sendable {
    private let watched: WatchedAtomic<Value>

    /// An atomic value starting at `initialValue`.
    public init(_ initialValue: consuming Value) {
        watched = WatchedAtomic(initialValue)
    }

    /// The value now.
    public func load(ordering: AtomicLoadOrdering, file: StaticString = #filePath, line: UInt = #line) -> Value {
        note("load", ordering)
        return watched.load(ordering: ordering, file: file, line: line)
    }

    /// Replaces the value.
    public func store(_ desired: consuming Value, ordering: AtomicStoreOrdering, file: StaticString = #filePath, line: UInt = #line) {
        note("store", ordering)
        watched.store(desired, ordering: ordering, file: file, line: line)
    }

    /// Replaces the value and returns the one before.
    @discardableResult
    public func exchange(_ desired: consuming Value, ordering: AtomicUpdateOrdering, file: StaticString = #filePath, line: UInt = #line) -> Value {
        note("exchange", ordering)
        return watched.exchange(desired, ordering: ordering, file: file, line: line)
    }
}

extension RecordedAtomic where Value: Equatable {
    /// Replaces the value with `desired` if it is `expected`; returns whether it did and the
    /// value it found.
    @discardableResult
    public func compareExchange(
        expected: consuming Value, desired: consuming Value, ordering: AtomicUpdateOrdering, file: StaticString = #filePath, line: UInt = #line
    ) -> (exchanged: Bool, original: Value) {
        note("compareExchange", ordering)
        return watched.compareExchange(expected: expected, desired: desired, ordering: ordering, file: file, line: line)
    }

    /// `compareExchange(expected:desired:ordering:)` with two orderings; noted with the
    /// success ordering, the one that publishes or acquires.
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

extension RecordedAtomic where Value: FixedWidthInteger {
    /// Adds `operand`, trapping on overflow; returns the values before and after.
    @discardableResult
    public func add(_ operand: Value, ordering: AtomicUpdateOrdering, file: StaticString = #filePath, line: UInt = #line) -> (
        oldValue: Value, newValue: Value
    ) {
        note("add", ordering)
        return watched.add(operand, ordering: ordering, file: file, line: line)
    }

    /// Subtracts `operand`, trapping on overflow; returns the values before and after.
    @discardableResult
    public func subtract(_ operand: Value, ordering: AtomicUpdateOrdering, file: StaticString = #filePath, line: UInt = #line) -> (
        oldValue: Value, newValue: Value
    ) {
        note("subtract", ordering)
        return watched.subtract(operand, ordering: ordering, file: file, line: line)
    }

    /// Adds `operand`, wrapping around; returns the values before and after.
    @discardableResult
    public func wrappingAdd(_ operand: Value, ordering: AtomicUpdateOrdering, file: StaticString = #filePath, line: UInt = #line) -> (
        oldValue: Value, newValue: Value
    ) {
        note("wrappingAdd", ordering)
        return watched.wrappingAdd(operand, ordering: ordering, file: file, line: line)
    }

    /// Subtracts `operand`, wrapping around; returns the values before and after.
    @discardableResult
    public func wrappingSubtract(_ operand: Value, ordering: AtomicUpdateOrdering, file: StaticString = #filePath, line: UInt = #line) -> (
        oldValue: Value, newValue: Value
    ) {
        note("wrappingSubtract", ordering)
        return watched.wrappingSubtract(operand, ordering: ordering, file: file, line: line)
    }

    /// Keeps the bits set in both; returns the values before and after.
    @discardableResult
    public func bitwiseAnd(_ operand: Value, ordering: AtomicUpdateOrdering, file: StaticString = #filePath, line: UInt = #line) -> (
        oldValue: Value, newValue: Value
    ) {
        note("bitwiseAnd", ordering)
        return watched.bitwiseAnd(operand, ordering: ordering, file: file, line: line)
    }

    /// Sets the bits of `operand`; returns the values before and after.
    @discardableResult
    public func bitwiseOr(_ operand: Value, ordering: AtomicUpdateOrdering, file: StaticString = #filePath, line: UInt = #line) -> (
        oldValue: Value, newValue: Value
    ) {
        note("bitwiseOr", ordering)
        return watched.bitwiseOr(operand, ordering: ordering, file: file, line: line)
    }

    /// Flips the bits of `operand`; returns the values before and after.
    @discardableResult
    public func bitwiseXor(_ operand: Value, ordering: AtomicUpdateOrdering, file: StaticString = #filePath, line: UInt = #line) -> (
        oldValue: Value, newValue: Value
    ) {
        note("bitwiseXor", ordering)
        return watched.bitwiseXor(operand, ordering: ordering, file: file, line: line)
    }

    /// The smaller of the value and `operand`; returns the values before and after.
    @discardableResult
    public func min(_ operand: Value, ordering: AtomicUpdateOrdering, file: StaticString = #filePath, line: UInt = #line) -> (
        oldValue: Value, newValue: Value
    ) {
        note("min", ordering)
        return watched.min(operand, ordering: ordering, file: file, line: line)
    }

    /// The larger of the value and `operand`; returns the values before and after.
    @discardableResult
    public func max(_ operand: Value, ordering: AtomicUpdateOrdering, file: StaticString = #filePath, line: UInt = #line) -> (
        oldValue: Value, newValue: Value
    ) {
        note("max", ordering)
        return watched.max(operand, ordering: ordering, file: file, line: line)
    }
}

extension RecordedAtomic where Value == Bool {
    /// `value && operand`; returns the values before and after.
    @discardableResult
    public func logicalAnd(_ operand: Bool, ordering: AtomicUpdateOrdering, file: StaticString = #filePath, line: UInt = #line) -> (
        oldValue: Bool, newValue: Bool
    ) {
        note("logicalAnd", ordering)
        return watched.logicalAnd(operand, ordering: ordering, file: file, line: line)
    }

    /// `value || operand`; returns the values before and after.
    @discardableResult
    public func logicalOr(_ operand: Bool, ordering: AtomicUpdateOrdering, file: StaticString = #filePath, line: UInt = #line) -> (
        oldValue: Bool, newValue: Bool
    ) {
        note("logicalOr", ordering)
        return watched.logicalOr(operand, ordering: ordering, file: file, line: line)
    }

    /// `value != operand`; returns the values before and after.
    @discardableResult
    public func logicalXor(_ operand: Bool, ordering: AtomicUpdateOrdering, file: StaticString = #filePath, line: UInt = #line) -> (
        oldValue: Bool, newValue: Bool
    ) {
        note("logicalXor", ordering)
        return watched.logicalXor(operand, ordering: ordering, file: file, line: line)
    }
}
