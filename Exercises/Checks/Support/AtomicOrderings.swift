// The memory orderings a learner's atomic operations ask for. `WatchedAtomic` (Watched.swift)
// notes each operation's ordering while `recordingAtomicOrderings` runs. A value published
// through an atomic update with too weak an ordering is a data race that ThreadSanitizer cannot
// always see: a sink kept as a `Disposable` existential is written and read through value
// witnesses that are not instrumented. The checks of 05.2 ask instead which orderings the
// learner's calls used.
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

/// The operations noted by `recordingAtomicOrderings`, or `nil` while nothing records.
private let recordedUses = Mutex<[AtomicOrderingUse]?>(nil)
/// Whether `recordingAtomicOrderings` is running: read with no ordering, so that the threads of
/// a race, which never record, are not ordered by it (ThreadSanitizer must still see their races).
private let recording = Synchronization.Atomic<Bool>(false)

/// Runs `body` on the calling thread and answers the `WatchedAtomic` operations it did, with
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

private func note(_ name: String, _ label: String, acquires: Bool, releases: Bool) -> String {
    guard recording.load(ordering: .relaxed) else { return name }
    recordedUses.withLock { uses in
        uses?.append(AtomicOrderingUse(operation: "\(name)(.\(label))", acquires: acquires, releases: releases))
    }
    return name
}

/// `name`, after noting it with `ordering` inside `recordingAtomicOrderings`.
func noting(_ name: String, _ ordering: AtomicLoadOrdering) -> String {
    let label = ordering == .relaxed ? "relaxed" : ordering == .acquiring ? "acquiring" : "sequentiallyConsistent"
    return note(name, label, acquires: ordering != .relaxed, releases: false)
}

/// `name`, after noting it with `ordering` inside `recordingAtomicOrderings`.
func noting(_ name: String, _ ordering: AtomicStoreOrdering) -> String {
    let label = ordering == .relaxed ? "relaxed" : ordering == .releasing ? "releasing" : "sequentiallyConsistent"
    return note(name, label, acquires: false, releases: ordering != .relaxed)
}

/// `name`, after noting it with `ordering` inside `recordingAtomicOrderings`.
func noting(_ name: String, _ ordering: AtomicUpdateOrdering) -> String {
    let label: String
    switch ordering {
    case .relaxed: label = "relaxed"
    case .acquiring: label = "acquiring"
    case .releasing: label = "releasing"
    case .acquiringAndReleasing: label = "acquiringAndReleasing"
    default: label = "sequentiallyConsistent"
    }
    return note(name, label, acquires: ordering != .relaxed && ordering != .releasing, releases: ordering != .relaxed && ordering != .acquiring)
}
