// A unit delivers on the main thread, so the closures given to its operators, to `drive` and
// to `emit` are `@MainActor`: they may touch main-actor state. These helpers turn such a
// closure into one the Observable operators can call, after checking that the call really
// comes on the main thread (or the main queue). Chapter 16 ("Units on the main actor").
import Dispatch
import Foundation

// snippet:begin ensure-delivered-on-main
/// Stops the process unless the caller runs on the main thread or the main queue: a unit's
/// main-actor closure is about to be called, and anywhere else that would be a data race.
/// On Linux the main queue may be serviced by another thread (after `dispatchMain()`, or
/// in a test runner); the Swift runtime counts that as the main actor too.
package func ensureDeliveredOnMainActor() {
    if Thread.isMainThread || DispatchQueue.isMain {
        return
    }
    rxFatalError(
        "A Driver or a Signal delivered an element off the main thread, on \(Thread.current), to a closure "
            + "that is isolated to the main actor. Units deliver on `SharingScheduler.make()`, the main scheduler: "
            + "a test that replaces it with `SharingScheduler.mock` must run on the main actor (mark it `@MainActor`). "
            + "Chapter 16 (Chapters/16-rx-under-swift-6) explains why the closure is `@MainActor`.")
}
// snippet:end ensure-delivered-on-main

// The conversions below are sound for the one reason the check above gives: the closure is
// only ever called on the main actor, which is the isolation its type declares. A
// `@MainActor` function value and a plain one share a representation; only the compiler's
// view of where it may run differs, so `unsafeBitCast` changes nothing at run time.

/// A unit's main-actor closure of one argument, callable from Observable operators.
package func onMainActor<A, R>(_ body: @escaping @MainActor (A) -> R) -> @Sendable (A) -> R {
    let plain = unsafeBitCast(body, to: (@Sendable (A) -> R).self)
    return { value in
        ensureDeliveredOnMainActor()
        return plain(value)
    }
}

/// A unit's main-actor closure of two arguments, callable from Observable operators.
package func onMainActor<A, B, R>(_ body: @escaping @MainActor (A, B) -> R) -> @Sendable (A, B) -> R {
    let plain = unsafeBitCast(body, to: (@Sendable (A, B) -> R).self)
    return { first, second in
        ensureDeliveredOnMainActor()
        return plain(first, second)
    }
}

/// A unit's main-actor closure of no argument, callable from Observable operators.
package func onMainActor(_ body: @escaping @MainActor () -> Void) -> @Sendable () -> Void {
    let plain = unsafeBitCast(body, to: (@Sendable () -> Void).self)
    return {
        ensureDeliveredOnMainActor()
        plain()
    }
}
