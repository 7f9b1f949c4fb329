import ExerciseCheckSupport
import ExerciseKit
// The checks of exercise 12.2, followed (chapter 12): the second only after the first completes,
// and disposed with the result.
import ProductionRx

/// What the learner's answer must do, one behaviour per check, in the order the report lists them.
/// This file is compiled into the same module as the learner's file (Package.swift).
public let exerciseChecks: [Check] = [
    Check("subscribes to the second only when the first completes") {
        let first = HandDrivenCompletable(), second = HandDrivenCompletable()
        nonisolated(unsafe) var received: [String] = []
        let subscription = first.completable.followed(by: second.completable).subscribe(
            onCompleted: { received.append("completed") },
            onError: { received.append("error \($0)") }
        )
        expect(second.subscriptions, equals: 0, "subscriptions to the second while the first runs")
        first.complete()
        expect(second.subscriptions, equals: 1, "subscriptions to the second once the first completed")
        expect(received, equals: [], "received while the second runs")
        second.complete()
        expect(received, equals: ["completed"], "received once the second completed")
        subscription.dispose()
    },
    Check("fails with the first's error and never subscribes to the second") {
        let first = HandDrivenCompletable(), second = HandDrivenCompletable()
        nonisolated(unsafe) var received: [String] = []
        let subscription = first.completable.followed(by: second.completable).subscribe(
            onCompleted: { received.append("completed") },
            onError: { received.append("error \($0)") }
        )
        first.fail(CheckError(name: "offline"))
        expect(received, equals: ["error offline"], "what the subscriber received")
        expect(second.subscriptions, equals: 0, "subscriptions to the second")
        subscription.dispose()
    },
    Check("never subscribes to the second when disposed before the first completes") {
        let first = HandDrivenCompletable(), second = HandDrivenCompletable()
        let subscription = first.completable.followed(by: second.completable).subscribe { _ in }
        subscription.dispose()
        expect(first.disposals, equals: 1, "disposals of the first")
        first.complete()
        expect(second.subscriptions, equals: 0, "subscriptions to the second")
    },
    Check("forwards the second's error, and disposing while it runs disposes it") {
        let first = HandDrivenCompletable(), second = HandDrivenCompletable()
        nonisolated(unsafe) var received: [String] = []
        let failing = first.completable.followed(by: second.completable).subscribe(
            onCompleted: { received.append("completed") },
            onError: { received.append("error \($0)") }
        )
        first.complete()
        second.fail(CheckError(name: "second failed"))
        expect(received, equals: ["error second failed"], "what the subscriber received")
        failing.dispose()

        let third = HandDrivenCompletable(), fourth = HandDrivenCompletable()
        let disposed = third.completable.followed(by: fourth.completable).subscribe { _ in }
        third.complete()
        disposed.dispose()
        expect(fourth.disposals, equals: 1, "disposals of a second that was running when the result was disposed")
    },
    Check("disposes the second even when the result is disposed while the second is being subscribed to") {
        // Disposal comes before the second's subscription is handed back, as it can when
        // another thread disposes at that moment: what holds the second must dispose it on arrival.
        let first = HandDrivenCompletable(), second = HandDrivenCompletable()
        nonisolated(unsafe) var result: Disposable?
        nonisolated(unsafe) let secondCompletable = second.completable
        let disposingOnSubscribe = Completable.deferred {
            result?.dispose()
            return secondCompletable
        }
        result = first.completable.followed(by: disposingOnSubscribe).subscribe { _ in }
        first.complete()
        expect(second.subscriptions, equals: 1, "subscriptions to the second once the first completed")
        expect(second.disposals, equals: 1, "disposals of the second, the result disposed while it was being subscribed to")
    },
    Check("gives every subscription its own run, even after an earlier one was disposed") {
        let first = HandDrivenCompletable(), second = HandDrivenCompletable()
        let followed = first.completable.followed(by: second.completable)
        followed.subscribe { _ in }.dispose()
        nonisolated(unsafe) var received: [String] = []
        let subscription = followed.subscribe(
            onCompleted: { received.append("completed") },
            onError: { received.append("error \($0)") }
        )
        first.complete()
        expect(second.subscriptions, equals: 1, "subscriptions to the second once the first completed, for a subscription made after another was disposed")
        second.complete()
        expect(received, equals: ["completed"], "what that subscriber received")
        subscription.dispose()
    },
    Check("gives two subscriptions open at the same time a second run each, and disposes only its own") {
        let first = HandDrivenCompletable(), second = HandDrivenCompletable()
        let followed = first.completable.followed(by: second.completable)
        nonisolated(unsafe) var received: [String] = []
        let earlier = followed.subscribe(onCompleted: { received.append("earlier completed") }, onError: { received.append("earlier error \($0)") })
        let later = followed.subscribe(onCompleted: { received.append("later completed") }, onError: { received.append("later error \($0)") })
        first.complete(subscription: 0)
        first.complete(subscription: 1)
        expect(second.subscriptions, equals: 2, "subscriptions to the second once the first completed for both")
        earlier.dispose()
        expect(second.disposed, equals: [0], "the second's subscriptions disposed (counted from 0) once the earlier result was disposed")
        second.complete(subscription: 1)
        expect(received, equals: ["later completed"], "what the two subscribers received once the later one's second completed")
        later.dispose()
    },
    Check("keeps the second running when the first completes during subscribe") {
        let second = HandDrivenCompletable()
        nonisolated(unsafe) var received: [String] = []
        let subscription = Completable.empty().followed(by: second.completable).subscribe(
            onCompleted: { received.append("completed") },
            onError: { received.append("error \($0)") }
        )
        expect(second.subscriptions, equals: 1, "subscriptions to the second")
        expect(second.disposals, equals: 0, "disposals of the second before it ended")
        second.complete()
        expect(received, equals: ["completed"], "what the subscriber received")
        subscription.dispose()
    },
]

/// A Completable the check ends by hand, counting subscriptions and disposals.
private final class HandDrivenCompletable {
    private var observer: ((CompletableEvent) -> Void)?
    private var observers: [(CompletableEvent) -> Void] = []
    private(set) var subscriptions = 0
    /// The subscriptions disposed, by number (from 0), in the order of the disposals.
    private(set) var disposed: [Int] = []

    var disposals: Int { disposed.count }

    /// The Completable to hand to the code under test.
    var completable: Completable {
        nonisolated(unsafe) let `self` = self
        return Completable.create { observer in
            let number = self.subscriptions
            self.observer = observer
            self.observers.append(observer)
            self.subscriptions += 1
            return Disposables.create { self.disposed.append(number) }
        }
    }

    /// Completes subscription `number` (from 0) alone, if it was made.
    func complete(subscription number: Int) {
        guard observers.indices.contains(number) else { return }
        observers[number](.completed)
    }

    /// Completes the latest subscription.
    func complete() {
        observer?(.completed)
    }

    /// Fails the latest subscription with `error`.
    func fail(_ error: Error) {
        observer?(.error(error))
    }
}
