// Small tools checks of any chapter share: an error to send, a disposable that counts, and a
// box that carries the learner's object to other threads.
import Synchronization

/// An error a check throws or sends; it prints as its name: `error(boom)`.
public struct CheckError: Error, Equatable, CustomStringConvertible {
    /// The name it prints as.
    public let name: String
    /// Creates an error that prints as `name`.
    public init(name: String) { self.name = name }
    /// The name.
    public var description: String { name }
}

/// The error the chapter 8 checks throw and draw as `#`.
public struct Oops: Error, Equatable {
    /// Creates the error.
    public init() {}
}

/// Counts how often `dispose()` was called on it, from any thread. Conforms to ProductionRx's
/// `Disposable` in ProductionRxHelpers.swift's extension. In an explored run
/// (Interleavings.swift) each `dispose()` is a step, named after `name`.
public final class DisposalCounter: Sendable {
    private let count = Atomic<Int>(0)
    /// What an explored run's report calls it: `the sink`.
    public let name: String

    /// A counter at 0.
    public init(name: String = "a disposable") {
        self.name = name
    }

    /// How many times `dispose()` was called.
    public var disposals: Int { count.load(ordering: .sequentiallyConsistent) }

    /// Counts one disposal.
    public func dispose() {
        interleavingPoint("\(name).dispose()")
        count.add(1, ordering: .sequentiallyConsistent)
    }
}

/// Carries the learner's object into other threads' closures; whether it is safe there is
/// exactly what the check finds out.
// @unchecked Sendable: on purpose and without a lock; the checks that use it test the
// learner's own synchronisation, and a wrong answer is meant to show.
public struct CrossThreadBox<Value>: @unchecked Sendable {
    /// The object carried.
    public let value: Value
    /// Boxes `value`.
    public init(_ value: Value) { self.value = value }
}
