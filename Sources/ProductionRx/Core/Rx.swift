// The fatal-error helpers every ProductionRx file uses and the atomic integer behind the
// sinks' and disposables' flags. Chapter 5.
import Foundation
import Synchronization

// snippet:begin abstract-method
/// Stops the process because a method that a subclass must override was called on the base class.
func rxAbstractMethod(file: StaticString = #file, line: UInt = #line) -> Swift.Never {
    rxFatalError(
        "Abstract method called: a subclass of Observable or Producer must override it. "
            + "Chapter 5 (Chapters/05-the-shape-of-production-rx) explains the class hierarchy.",
        file: file,
        line: line
    )
}
// snippet:end abstract-method

/// Stops the process with a message that says what went wrong and which chapter explains it.
func rxFatalError(
    _ lastMessage: @autoclosure () -> String,
    file: StaticString = #file,
    line: UInt = #line
) -> Swift.Never {
    fatalError(lastMessage(), file: file, line: line)
}

/// Stops the process in debug builds only; release builds carry on, as RxSwift does
/// (`RxSwift/Rx.swift`).
func rxFatalErrorInDebug(
    _ lastMessage: @autoclosure () -> String,
    file: StaticString = #file,
    line: UInt = #line
) {
    #if DEBUG
    fatalError(lastMessage(), file: file, line: line)
    #else
    print("\(file):\(line): \(lastMessage())")
    #endif
}

/// An integer that several threads read and update without a lock.
///
/// It is a non-copyable struct around `Atomic<Int32>`, so a class that declares
/// `private let disposed = AtomicInt(0)` holds the atomic word inside its own object: no
/// second object to allocate, no pointer to follow on every check (RxSwift's `AtomicInt` is a
/// class of its own, `Platform/AtomicInt.swift`; chapter 15 measures what storing it inline saves). The free functions
/// below spell RxSwift's AtomicInt operations.
struct AtomicInt: ~Copyable, Sendable {
    fileprivate let value: Atomic<Int32>

    /// Creates the integer with its first value.
    init(_ initialValue: Int32) {
        value = Atomic(initialValue)
    }
}

/// Sets the bits of `mask` and returns the value from before.
@discardableResult
func fetchOr(_ this: borrowing AtomicInt, _ mask: Int32) -> Int32 {
    this.value.bitwiseOr(mask, ordering: .sequentiallyConsistent).oldValue
}

/// Reads the current value.
func load(_ this: borrowing AtomicInt) -> Int32 {
    this.value.load(ordering: .sequentiallyConsistent)
}

/// Adds one and returns the value from before.
@discardableResult
func increment(_ this: borrowing AtomicInt) -> Int32 {
    this.value.add(1, ordering: .sequentiallyConsistent).oldValue
}

/// Subtracts one and returns the value from before.
@discardableResult
func decrement(_ this: borrowing AtomicInt) -> Int32 {
    this.value.subtract(1, ordering: .sequentiallyConsistent).oldValue
}

/// `true` when every bit of `mask` is set.
func isFlagSet(_ this: borrowing AtomicInt, _ mask: Int32) -> Bool {
    (load(this) & mask) != 0
}
