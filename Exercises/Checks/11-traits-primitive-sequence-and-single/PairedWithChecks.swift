import ExerciseCheckSupport
import ExerciseKit
// The checks of exercise 11.2, paired (chapter 11): both at once, a pair per subscription, the
// other disposed on failure.
import ProductionRx

/// What the learner's answer must do, one behaviour per check, in the order the report lists them.
/// This file is compiled into the same module as the learner's file (Package.swift).
public let exerciseChecks: [Check] = [
    Check("subscribes to both Singles as soon as it is subscribed") {
        let user = HandDrivenSingle<String>(), settings = HandDrivenSingle<String>()
        let subscription = user.single.pairedWith(settings.single).subscribe { _ in }
        expect([user.subscriptions, settings.subscriptions], equals: [1, 1], "subscriptions to user and settings")
        subscription.dispose()
    },
    Check("succeeds with both elements once both have succeeded, in either order") {
        for firstToAnswer in ["user", "settings"] {
            let user = HandDrivenSingle<String>(), settings = HandDrivenSingle<String>()
            var received: [String] = []
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
    Check("fails with the first error and disposes the other Single") {
        let user = HandDrivenSingle<String>(), settings = HandDrivenSingle<String>()
        var received: [String] = []
        let subscription = user.single.pairedWith(settings.single).subscribe(
            onSuccess: { received.append("success \($0.0) \($0.1)") },
            onFailure: { received.append("failure \($0)") }
        )
        user.fail(CheckError(name: "offline"))
        expect(received, equals: ["failure offline"], "what the subscriber received")
        expect(settings.disposals, equals: 1, "disposals of the settings Single")
        settings.fail(CheckError(name: "late"))
        expect(received, equals: ["failure offline"], "received after the other failed too")
        subscription.dispose()
    },
    Check("disposing the pair disposes both Singles") {
        let user = HandDrivenSingle<String>(), settings = HandDrivenSingle<String>()
        let subscription = user.single.pairedWith(settings.single).subscribe { _ in }
        subscription.dispose()
        expect([user.disposals, settings.disposals], equals: [1, 1], "disposals of user and settings")
    },
    Check("gives every subscription its own pair") {
        var received: [String] = []
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
        var received: [String] = []
        Single.just(1).pairedWith(Single.just("one")).subscribe(
            onSuccess: { received.append("success \($0.0) \($0.1)") },
            onFailure: { received.append("failure \($0)") }
        ).dispose()
        expect(received, equals: ["success 1 one"], "what just(1) paired with just(\"one\") sent")
    },
]

/// A Single the check answers by hand, counting subscriptions and disposals.
private final class HandDrivenSingle<Element> {
    private var observer: ((SingleEvent<Element>) -> Void)?
    private(set) var subscriptions = 0
    private(set) var disposals = 0

    /// The Single to hand to the code under test.
    var single: Single<Element> {
        Single.create { observer in
            self.observer = observer
            self.subscriptions += 1
            return Disposables.create { self.disposals += 1 }
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
