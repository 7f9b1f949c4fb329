// How a unit calls the closures it was given as `@MainActor`: the unit delivers on the main
// thread by contract, so its closures may touch main-actor state, and the compiler lets them.
// The library's own code is not isolated to the main actor, so it checks the thread, then calls
// the closure as the plain function it is underneath. Chapter 16 ("Units and the main actor").
import Dispatch
import Foundation

/// Stops the process, saying where, when a unit's main-actor closure is about to run off the
/// main thread: only a sharing strategy whose scheduler is not the main one gets here. A
/// closure given while `SharingScheduler.mock` is in place is not checked: the test's
/// scheduler decides where it runs (in virtual time, on the test's thread, or on several
/// threads, as the operator contract does), and the test answers for it.
@usableFromInline
func ensureOnTheMainActor(_ what: StaticString, checked: Bool) {
    if !checked || Thread.isMainThread || DispatchQueue.isMain {
        return
    }
    rxFatalError(
        "A unit's \(what) closure is declared `@MainActor`, and was about to run on \(Thread.current), "
            + "which is neither the main thread nor the main queue. Driver and Signal deliver on "
            + "`SharingScheduler.make()`, the main scheduler; a sharing strategy (or a mock scheduler) that "
            + "delivers elsewhere breaks that contract. Chapter 16 (Chapters/16-rx-under-swift-6) explains why "
            + "the closures are main-actor ones.")
}

// A synchronous `@MainActor` function and a plain one share their representation: isolation to a
// global actor is a promise about where the call happens, not an argument passed along. So after
// the check, the closure is called as a plain function. `MainActor.assumeIsolated` would do the
// same, but it asks for a `Sendable` result, and Rx never asked that of its elements.

/// `body`, callable from any context: it checks the thread, then runs.
@usableFromInline
func onTheMainActor(_ what: StaticString, _ body: @escaping @MainActor () -> Void) -> @Sendable () -> Void {
    // Safe to send: `body` runs only after the check, on the main thread it is isolated to.
    nonisolated(unsafe) let plain = unsafeBitCast(body, to: (() -> Void).self)
    let checked = !SharingScheduler.isMocked
    return {
        ensureOnTheMainActor(what, checked: checked)
        plain()
    }
}

// snippet:begin on-the-main-actor
/// `body`, callable from any context: it checks the thread, then runs.
@usableFromInline
func onTheMainActor<A, R>(_ what: StaticString, _ body: @escaping @MainActor (A) -> R) -> @Sendable (A) -> R {
    // Safe to send: `body` runs only after the check, on the main thread it is isolated to.
    nonisolated(unsafe) let plain = unsafeBitCast(body, to: ((A) -> R).self)
    let checked = !SharingScheduler.isMocked
    return { argument in
        ensureOnTheMainActor(what, checked: checked)
        return plain(argument)
    }
}
// snippet:end on-the-main-actor

/// `body`, callable from any context: it checks the thread, then runs.
@usableFromInline
func onTheMainActor<A, R>(_ what: StaticString, _ body: @escaping @MainActor (A) throws -> R) -> @Sendable (A) throws -> R {
    // Safe to send: `body` runs only after the check, on the main thread it is isolated to.
    nonisolated(unsafe) let plain = unsafeBitCast(body, to: ((A) throws -> R).self)
    let checked = !SharingScheduler.isMocked
    return { argument in
        ensureOnTheMainActor(what, checked: checked)
        return try plain(argument)
    }
}

/// `body`, callable from any context: it checks the thread, then runs.
@usableFromInline
func onTheMainActor<A, B, R>(_ what: StaticString, _ body: @escaping @MainActor (A, B) -> R) -> @Sendable (A, B) -> R {
    // Safe to send: `body` runs only after the check, on the main thread it is isolated to.
    nonisolated(unsafe) let plain = unsafeBitCast(body, to: ((A, B) -> R).self)
    let checked = !SharingScheduler.isMocked
    return { first, second in
        ensureOnTheMainActor(what, checked: checked)
        return plain(first, second)
    }
}

/// `body`, if there is one, callable from any context.
@usableFromInline
func onTheMainActor(_ what: StaticString, _ body: (@MainActor () -> Void)?) -> (@Sendable () -> Void)? {
    body.map { onTheMainActor(what, $0) }
}

/// `body`, if there is one, callable from any context.
@usableFromInline
func onTheMainActor<A>(_ what: StaticString, _ body: (@MainActor (A) -> Void)?) -> (@Sendable (A) -> Void)? {
    body.map { onTheMainActor(what, $0) }
}

/// `body`, if there is one, callable from any context.
@usableFromInline
func onTheMainActor<A, B>(_ what: StaticString, _ body: (@MainActor (A, B) -> Void)?) -> (@Sendable (A, B) -> Void)? {
    body.map { onTheMainActor(what, $0) }
}
