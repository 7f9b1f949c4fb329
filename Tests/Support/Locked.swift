// A value behind a lock, for the state a test's closures record into. Rx's operator and
// subscription closures are `@Sendable` (chapter 16): they may run on any thread, so they may
// not capture a local `var`. A test captures one of these instead, and reads it after.
import Foundation

/// A value that closures on any thread may read and change.
///
/// `@unchecked Sendable`: every access to `stored` goes through `lock` (an `NSLock`, which
/// ThreadSanitizer sees on every platform).
public final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    /// A box holding `value`.
    public init(_ value: Value) {
        stored = value
    }

    /// The value now. Setting it replaces the whole value; to change part of it from
    /// several threads at once, use `withLock`.
    public var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }

    /// Runs `body` on the value, under the lock, and returns what it returns.
    @discardableResult
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try lock.withLock { try body(&stored) }
    }
}

extension Locked where Value: RangeReplaceableCollection {
    /// Appends `element`, under the lock.
    public func append(_ element: Value.Element) {
        withLock { $0.append(element) }
    }
}

extension Locked where Value: AdditiveArithmetic {
    /// Adds `amount`, under the lock.
    public func add(_ amount: Value) {
        withLock { $0 += amount }
    }
}
