// Hooks: what happens to an error that reaches a subscription without an error handler, and
// how the subscription's call stack is captured for it. Chapter 10 ("An error nobody handles").
import Foundation

// snippet:begin hooks
/// Process-wide hooks into ProductionRx's behaviour, as RxSwift's `Hooks`.
///
/// Every member may be read and replaced from any thread.
public enum Hooks {
    /// Called with the subscription's call stack (empty unless recorded) and the error.
    public typealias DefaultErrorHandler = (_ subscriptionCallStack: [String], _ error: Error) -> Void

    /// Returns the call stack to remember for a subscription.
    public typealias CustomCaptureSubscriptionCallstack = () -> [String]

    /// Called when an error reaches a subscription made without an error handler
    /// (`subscribe(onNext:)` on an `Observable`, `subscribe(onSuccess:)` on a `Single`, …).
    ///
    /// The default prints `Unhandled error happened: …` in debug builds, and the recorded call
    /// stack if there is one; in release builds it does nothing.
    public static var defaultErrorHandler: DefaultErrorHandler {
        get { storage.lock.withLock { storage.defaultErrorHandler } }
        set { storage.lock.withLock { storage.defaultErrorHandler = newValue } }
    }

    /// Captures the call stack of an `Observable` subscription when `recordCallStackOnError`
    /// is on. The default returns `Thread.callStackSymbols` in debug builds, `[]` in release
    /// builds.
    public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
        get { storage.lock.withLock { storage.customCaptureSubscriptionCallstack } }
        set { storage.lock.withLock { storage.customCaptureSubscriptionCallstack = newValue } }
    }

    /// Whether a subscription without an error handler records its call stack when it is
    /// made, to pass to `defaultErrorHandler` later. Off by default: capturing costs time on
    /// every subscription.
    public static var recordCallStackOnError: Bool {
        get { storage.lock.withLock { storage.recordCallStackOnError } }
        set { storage.lock.withLock { storage.recordCallStackOnError = newValue } }
    }
}
// snippet:end hooks

extension Hooks {
    /// The hooks' current values, behind one lock.
    private static let storage = HooksStorage()

    /// The call stack a subscription without an error handler keeps for `defaultErrorHandler`:
    /// captured through `customCaptureSubscriptionCallstack` when `recordCallStackOnError` is on.
    static func subscriptionCallStack() -> [String] {
        recordCallStackOnError ? customCaptureSubscriptionCallstack() : []
    }

    /// The call stack a trait's subscription keeps: RxSwift's traits read `Thread.callStackSymbols`
    /// directly (debug builds only) instead of asking `customCaptureSubscriptionCallstack`.
    static func traitSubscriptionCallStack() -> [String] {
        #if DEBUG
        recordCallStackOnError ? Thread.callStackSymbols : []
        #else
        []
        #endif
    }
}

/// The mutable state behind `Hooks`.
// @unchecked Sendable: every stored property is read and written only while holding `lock`;
// the closures are called after the lock is released.
private final class HooksStorage: @unchecked Sendable {
    let lock = NSLock()

    // Debug builds print the error, then the frames of the subscription's call stack, if any
    // were recorded, one a line; release builds stay silent.
    var defaultErrorHandler: Hooks.DefaultErrorHandler = { frames, error in
        #if DEBUG
        print("Unhandled error happened: \(error)")
        if !frames.isEmpty {
            print("subscription called from:")
            print(frames.joined(separator: "\n"))
        }
        #endif
    }

    var customCaptureSubscriptionCallstack: Hooks.CustomCaptureSubscriptionCallstack = {
        #if DEBUG
        Thread.callStackSymbols
        #else
        []
        #endif
    }

    var recordCallStackOnError = false
}
