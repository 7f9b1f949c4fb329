// The checks of exercise 11.2, paired (chapter 11): both at once, a pair per subscription, the
// other disposed on failure, the state under a lock that is never held while the subscriber runs.
import ExerciseCheckSupport
import ExerciseKit
import Foundation
import ProductionRx
import Synchronization

/// What the learner's answer must do, one behaviour per check, in the order the report lists them.
/// This file is compiled into the same module as the learner's file (Package.swift).
public let exerciseChecks: [Check] = [
    Check("subscribes to both Singles as soon as it is subscribed") {
        let user = HandDrivenSingle<String>(), settings = HandDrivenSingle<String>()
        let subscription = user.single.pairedWith(settings.single).subscribe { _ in }
        expect([user.subscriptions, settings.subscriptions], equals: [1, 1], "subscriptions to user and settings")
        subscription.dispose()
    },
    Check("subscribes to this Single first, then to the other, as zip does") {
        nonisolated(unsafe) var subscribed: [String] = []
        func logged(_ name: String) -> Single<String> {
            Single.create { _ in
                subscribed.append(name)
                return Disposables.create()
            }
        }
        let subscription = logged("user").pairedWith(logged("settings")).subscribe { _ in }
        expect(subscribed, equals: ["user", "settings"], "the Singles subscribed to by user.pairedWith(settings), in order")
        subscription.dispose()
    },
    Check("succeeds with both elements once both have succeeded, in either order") {
        for firstToAnswer in ["user", "settings"] {
            let user = HandDrivenSingle<String>(), settings = HandDrivenSingle<String>()
            nonisolated(unsafe) var received: [String] = []
            let subscription = user.single.pairedWith(settings.single).subscribe(
                onSuccess: { received.append("success \($0.0) \($0.1)") },
                onFailure: { received.append("failure \($0)") }
            )
            if firstToAnswer == "user" { user.succeed("Ada") } else { settings.succeed("dark") }
            expect(received, equals: [], "received after only \(firstToAnswer) answered")
            if firstToAnswer == "user" { settings.succeed("dark") } else { user.succeed("Ada") }
            expect(received, equals: ["success Ada dark"], "received after both answered, \(firstToAnswer) first")
            subscription.dispose()
        }
    },
    Check("fails with the first error and disposes the other Single, whichever fails first") {
        for firstToFail in ["user", "settings"] {
            let user = HandDrivenSingle<String>(), settings = HandDrivenSingle<String>()
            let (failing, other) = firstToFail == "user" ? (user, settings) : (settings, user)
            let otherName = firstToFail == "user" ? "settings" : "user"
            nonisolated(unsafe) var received: [String] = []
            let subscription = user.single.pairedWith(settings.single).subscribe(
                onSuccess: { received.append("success \($0.0) \($0.1)") },
                onFailure: { received.append("failure \($0)") }
            )
            failing.fail(CheckError(name: "offline"))
            expect(received, equals: ["failure offline"], "what the subscriber received once \(firstToFail) failed")
            expect(other.disposals, equals: 1, "disposals of the \(otherName) Single once \(firstToFail) failed")
            other.fail(CheckError(name: "late"))
            expect(received, equals: ["failure offline"], "received after \(otherName) failed too")
            subscription.dispose()
        }
    },
    Check("fails when one Single fails after the other has succeeded, whichever succeeded") {
        for firstToSucceed in ["user", "settings"] {
            let user = HandDrivenSingle<String>(), settings = HandDrivenSingle<String>()
            let otherName = firstToSucceed == "user" ? "settings" : "user"
            nonisolated(unsafe) var received: [String] = []
            let subscription = user.single.pairedWith(settings.single).subscribe(
                onSuccess: { received.append("success \($0.0) \($0.1)") },
                onFailure: { received.append("failure \($0)") }
            )
            if firstToSucceed == "user" {
                user.succeed("Ada")
                settings.fail(CheckError(name: "offline"))
            } else {
                settings.succeed("dark")
                user.fail(CheckError(name: "offline"))
            }
            expect(received, equals: ["failure offline"], "what the subscriber received once \(firstToSucceed) succeeded, then \(otherName) failed")
            subscription.dispose()
        }
    },
    Check("disposing the pair disposes both Singles") {
        let user = HandDrivenSingle<String>(), settings = HandDrivenSingle<String>()
        let subscription = user.single.pairedWith(settings.single).subscribe { _ in }
        subscription.dispose()
        expect([user.disposals, settings.disposals], equals: [1, 1], "disposals of user and settings")
    },
    Check("keeps what has arrived under its lock: each answer takes it") {
        let user = HandDrivenSingle<String>(), settings = HandDrivenSingle<String>()
        let subscription = user.single.pairedWith(settings.single).subscribe { _ in }
        let before = CheckedLock.acquisitions
        user.succeed("Ada")
        let afterOne = CheckedLock.acquisitions
        settings.succeed("dark")
        let afterBoth = CheckedLock.acquisitions
        expect(afterOne > before, "a lock (NSLock or Mutex) was taken when the first Single answered")
        expect(afterBoth > afterOne, "a lock (NSLock or Mutex) was taken when the second Single answered")
        subscription.dispose()
    },
    Check("decides a failure under its lock too: a failing answer takes it") {
        for failing in ["user", "settings"] {
            let user = HandDrivenSingle<String>(), settings = HandDrivenSingle<String>()
            let subscription = user.single.pairedWith(settings.single).subscribe { _ in }
            let before = CheckedLock.acquisitions
            (failing == "user" ? user : settings).fail(CheckError(name: "offline"))
            expect(CheckedLock.acquisitions > before, "a lock (NSLock or Mutex) was taken when \(failing) failed")
            subscription.dispose()
        }
    },
    Check("calls its subscriber after releasing its lock, never while holding it") {
        nonisolated(unsafe) var heldDuring: [String] = []
        for outcome in ["success", "failure"] {
            let user = HandDrivenSingle<String>(), settings = HandDrivenSingle<String>()
            let subscription = user.single.pairedWith(settings.single).subscribe(
                onSuccess: { _ in heldDuring.append("success: lock held \(CheckedLock.isHeldByThisThread)") },
                onFailure: { _ in heldDuring.append("failure: lock held \(CheckedLock.isHeldByThisThread)") }
            )
            if outcome == "success" {
                user.succeed("Ada")
                settings.succeed("dark")
            } else {
                user.fail(CheckError(name: "offline"))
            }
            subscription.dispose()
        }
        expect(
            heldDuring, equals: ["success: lock held false", "failure: lock held false"],
            "whether a lock was held while the subscriber's onSuccess and onFailure ran")
    },
    Check("pairs answers that come from two threads at the same moment") {
        let rounds = 300
        let received = Synchronization.Mutex<[String]>([])
        let pairs = (0..<rounds).map { _ in (HandDrivenSingle<String>(), HandDrivenSingle<String>()) }
        let subscriptions = pairs.map { user, settings in
            user.single.pairedWith(settings.single).subscribe(
                onSuccess: { pair in received.withLock { $0.append("\(pair.0) \(pair.1)") } },
                onFailure: { error in received.withLock { $0.append("failure \(error)") } })
        }
        let shared = CrossThreadBox(pairs)
        race(rounds: rounds) { round in
            ({ shared.value[round].0.succeed("Ada") }, { shared.value[round].1.succeed("dark") })
        }
        subscriptions.forEach { $0.dispose() }
        let answers = received.withLock { $0 }
        expect(answers.count, equals: rounds, "pairs received for \(rounds) rounds in which both Singles answered at once on two threads")
        expect(answers.allSatisfy { $0 == "Ada dark" }, "every pair received is (Ada, dark)")
    },
    Check("gives every subscription its own pair") {
        nonisolated(unsafe) var received: [String] = []
        let paired = Single.just(1).pairedWith(Single.just("one"))
        for _ in 0..<2 {
            paired.subscribe(
                onSuccess: { received.append("success \($0.0) \($0.1)") },
                onFailure: { received.append("failure \($0)") }
            ).dispose()
        }
        expect(received, equals: ["success 1 one", "success 1 one"], "what two subscriptions to one just(1).pairedWith(just(\"one\")) received")
    },
    Check("pairs Singles that answer during subscribe") {
        nonisolated(unsafe) var received: [String] = []
        Single.just(1).pairedWith(Single.just("one")).subscribe(
            onSuccess: { received.append("success \($0.0) \($0.1)") },
            onFailure: { received.append("failure \($0)") }
        ).dispose()
        expect(received, equals: ["success 1 one"], "what just(1) paired with just(\"one\") sent")
    },
]

/// Foundation's `NSLock` and Synchronization's `Mutex` as the learner's file sees them: this
/// module's names come before the imported ones, so the answer's `NSLock()` is a `CheckedLock`
/// and its `Mutex(…)` a `CheckedMutex`. Either lock is a right answer; the checks count both.
typealias NSLock = CheckedLock
typealias Mutex = CheckedMutex

/// A real lock that also counts how often it is taken and knows which threads hold it, so that
/// a check can ask whether the state was guarded, and whether a call came while it was held.
final class CheckedLock: Sendable {
    private let base = Foundation.NSLock()
    private static let state = Synchronization.Mutex<(acquisitions: Int, holders: [ObjectIdentifier: Int])>((0, [:]))

    /// How often any `CheckedLock` or `CheckedMutex` was taken so far.
    static var acquisitions: Int { state.withLock { $0.acquisitions } }

    /// Whether the calling thread holds a `CheckedLock` or a `CheckedMutex` now.
    static var isHeldByThisThread: Bool { state.withLock { $0.holders[ObjectIdentifier(Thread.current), default: 0] > 0 } }

    /// Notes that the calling thread took a checked lock.
    static func noteTaken() {
        state.withLock {
            $0.acquisitions += 1
            $0.holders[ObjectIdentifier(Thread.current), default: 0] += 1
        }
    }

    /// Notes that the calling thread gave a checked lock back.
    static func noteReleased() {
        state.withLock { $0.holders[ObjectIdentifier(Thread.current), default: 0] -= 1 }
    }

    init() {}

    func lock() {
        base.lock()
        Self.noteTaken()
    }

    func unlock() {
        Self.noteReleased()
        base.unlock()
    }

    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}

/// Synchronization's `Mutex`, counted as `CheckedLock` is.
final class CheckedMutex<Value: ~Copyable>: Sendable {
    private let base: Synchronization.Mutex<Value>

    init(_ initialValue: consuming sending Value) {
        base = Synchronization.Mutex(initialValue)
    }

    func withLock<Result: ~Copyable, E: Error>(_ body: (inout sending Value) throws(E) -> sending Result) throws(E) -> sending Result {
        try base.withLock { (value: inout sending Value) throws(E) -> sending Result in
            CheckedLock.noteTaken()
            defer { CheckedLock.noteReleased() }
            return try body(&value)
        }
    }
}

/// A Single the check answers by hand, counting subscriptions and disposals.
private final class HandDrivenSingle<Element> {
    private var observer: ((SingleEvent<Element>) -> Void)?
    // Atomic: a disposal may come from whichever thread ended the pair.
    private let counts = Synchronization.Mutex((subscriptions: 0, disposals: 0))

    var subscriptions: Int { counts.withLock { $0.subscriptions } }
    var disposals: Int { counts.withLock { $0.disposals } }

    /// The Single to hand to the code under test.
    var single: Single<Element> {
        nonisolated(unsafe) let `self` = self
        return Single.create { observer in
            self.observer = observer
            self.counts.withLock { $0.subscriptions += 1 }
            return Disposables.create { self.counts.withLock { $0.disposals += 1 } }
        }
    }

    /// Succeeds with `element`.
    func succeed(_ element: Element) {
        observer?(.success(element))
    }

    /// Fails with `error`.
    func fail(_ error: Error) {
        observer?(.failure(error))
    }
}
