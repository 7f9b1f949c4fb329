// The checks of exercise 16.2, hop (chapter 16): every status reaches the label on the main
// thread, in order, and none after disposal, whichever thread sends it.
import Dispatch
import ExerciseCheckSupport
import ExerciseKit
import Foundation
import ProductionRx
import Synchronization

/// What the learner's answer must do, one behaviour per check, in the order the report lists them.
/// This file is compiled into the same module as the learner's file (Package.swift).
public let exerciseChecks: [Check] = [
    Check("shows the statuses sent on the main thread, in order") {
        let statuses = PublishSubject<String>()
        let label = MainActor.assumeIsolated { StatusLabel() }
        let subscription = show(statuses, on: label)
        statuses.onNext("Saving…")
        statuses.onNext("Saved")
        runMainQueue(showingOn: label)
        subscription.dispose()
        expect(MainActor.assumeIsolated { label.shown }, equals: ["Saving…", "Saved"], "texts shown")
        expect(MainActor.assumeIsolated { label.setOffTheMainThread }, equals: 0, "texts set off the main thread")
    },
    Check("shows only the statuses sent: a failure of the statuses puts no text of its own on the label") {
        let statuses = PublishSubject<String>()
        let label = MainActor.assumeIsolated { StatusLabel() }
        let subscription = show(statuses, on: label)
        statuses.onNext("Saving…")
        statuses.onError(CheckError(name: "disk full"))
        runMainQueue(showingOn: label)
        subscription.dispose()
        expect(MainActor.assumeIsolated { label.shown }, equals: ["Saving…"], "texts shown, for Saving… then a failure, sent on the main thread")
    },
    Check("shows statuses sent from a background thread, on the main thread, in order") {
        let statuses = PublishSubject<String>()
        let label = MainActor.assumeIsolated { StatusLabel() }
        let subscription = show(statuses, on: label)
        sendInTheBackground(["Saving…", "Saved"], on: statuses)
        runMainQueue(showingOn: label)
        subscription.dispose()
        expect(MainActor.assumeIsolated { label.shown }, equals: ["Saving…", "Saved"], "texts shown, sent from a background thread")
        expect(MainActor.assumeIsolated { label.setOffTheMainThread }, equals: 0, "texts set off the main thread")
    },
    Check("keeps the order the statuses were sent in, when one from a background thread is still on its way as the main thread sends the next") {
        let statuses = PublishSubject<String>()
        let label = MainActor.assumeIsolated { StatusLabel() }
        let subscription = show(statuses, on: label)
        // "Saving…" is on its way to the main thread; "Saved", sent after it on the main
        // thread itself, must not overtake it.
        sendInTheBackground(["Saving…"], on: statuses)
        statuses.onNext("Saved")
        runMainQueue(showingOn: label)
        subscription.dispose()
        expect(
            MainActor.assumeIsolated { label.shown }, equals: ["Saving…", "Saved"],
            "texts shown, \"Saving…\" sent from a background thread, then \"Saved\" from the main thread")
        expect(MainActor.assumeIsolated { label.setOffTheMainThread }, equals: 0, "texts set off the main thread")
    },
    Check("shows nothing sent before disposal that had not reached the main thread yet") {
        let statuses = PublishSubject<String>()
        let label = MainActor.assumeIsolated { StatusLabel() }
        let subscription = show(statuses, on: label)
        // Sent while the main thread is busy here: on its way, not shown yet.
        sendInTheBackground(["Saving…"], on: statuses)
        subscription.dispose()
        runMainQueue(showingOn: label)
        expect(MainActor.assumeIsolated { label.shown }, equals: [], "texts shown after disposing while \"Saving…\" was on its way")
    },
    Check("shows nothing once disposed, not even a status sent on the main thread just before") {
        let statuses = PublishSubject<String>()
        let label = MainActor.assumeIsolated { StatusLabel() }
        let subscription = show(statuses, on: label)
        // Shown at once, or dropped by the disposal: either is right, but not shown after it.
        statuses.onNext("Saving…")
        let shownWhenDisposed = MainActor.assumeIsolated { label.shown }
        subscription.dispose()
        runMainQueue(showingOn: label)
        expect(
            MainActor.assumeIsolated { label.shown }, equals: shownWhenDisposed,
            "texts shown once the main queue ran, against those shown when disposed (\"Saving…\" sent on the main thread just before)")
    },
    Check("disposing unsubscribes from the statuses: nothing keeps listening for them") {
        let statuses = PublishSubject<String>()
        let label = MainActor.assumeIsolated { StatusLabel() }
        let subscription = show(statuses, on: label)
        statuses.onNext("Saving…")
        runMainQueue(showingOn: label)
        subscription.dispose()
        // A flag that only stops showing leaves the subject holding an observer, and the
        // label, for as long as the statuses go on.
        expect(statuses.hasObservers, equals: false, "whether the statuses still have an observer after disposal")
    },
    Check("can be disposed from a background thread while the main thread shows statuses, without a data race") {
        let statuses = PublishSubject<String>()
        let label = MainActor.assumeIsolated { StatusLabel() }
        let subscription = show(statuses, on: label)
        sendInTheBackground(["Saving…"], on: statuses)
        // The other thread disposes while the main thread runs what is on its way, in either
        // order: whatever the two share must be behind a lock or an atomic value, which
        // ThreadSanitizer (always on for this exercise) checks.
        let disposed = DispatchSemaphore(value: 0)
        let box = CrossThreadBox(subscription)
        Thread.detachNewThread {
            box.value.dispose()
            disposed.signal()
        }
        runMainQueue(showingOn: label)
        disposed.wait()
        sendInTheBackground(["Saved"], on: statuses)
        runMainQueue(showingOn: label)
        let shown = MainActor.assumeIsolated { label.shown }
        expect(
            shown == [] || shown == ["Saving…"],
            "texts shown are [] or [\"Saving…\"] (disposed before \"Saved\" was sent), got \(shown)")
        expect(MainActor.assumeIsolated { label.setOffTheMainThread }, equals: 0, "texts set off the main thread")
    },
]

/// Sends `statuses` on `subject` from a thread of their own, and returns once they are sent:
/// the main thread, busy in this call, has run nothing meanwhile.
private func sendInTheBackground(_ statuses: [String], on subject: PublishSubject<String>) {
    let sent = DispatchSemaphore(value: 0)
    let box = CrossThreadBox(subject)
    Thread.detachNewThread {
        for status in statuses { box.value.onNext(status) }
        sent.signal()
    }
    sent.wait()
}

/// Runs the main queue until everything queued on it before this call has run (the queue runs
/// its work in order), then again until three turns in a row showed nothing new on `label`: a
/// hop to the main thread may take more than one turn of the queue per status (an
/// `observe(on:)` with a scheduler that is not serial queues its next element from the one it
/// runs). Stops after five seconds in all.
private func runMainQueue(showingOn label: StatusLabel) {
    let deadline = Date() + 5
    var shown = -1
    var quietTurns = 0
    while Date() < deadline {
        let before = MainActor.assumeIsolated { label.shown.count }
        quietTurns = before == shown ? quietTurns + 1 : 0
        if quietTurns == 3 { return }
        shown = before
        let reached = Flag()
        DispatchQueue.main.async { reached.raise() }
        while !reached.isRaised, Date() < deadline {
            _ = RunLoop.main.run(mode: .default, before: Date() + 0.01)
        }
    }
}

/// A flag the main queue raises.
private final class Flag: Sendable {
    private let raised = Atomic<Bool>(false)
    var isRaised: Bool { raised.load(ordering: .sequentiallyConsistent) }
    func raise() { raised.store(true, ordering: .sequentiallyConsistent) }
}
