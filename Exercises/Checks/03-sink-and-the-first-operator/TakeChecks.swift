import ExerciseCheckSupport
import ExerciseKit
// The checks of exercise 03.2, take (chapter 3): count per subscription, complete early, and
// dispose the source's subscription once done.
import NaiveRx

/// What the learner's answer must do, one behaviour per check, in the order the report lists them.
/// This file is compiled into the same module as the learner's file (Package.swift).
public let exerciseChecks: [Check] = [
    Check("sends the first count elements, then completes") {
        expect(
            events(of: Observable.of(1, 2, 3, 4).take(2)),
            equals: ["next(1)", "next(2)", "completed"], "events of of(1, 2, 3, 4).take(2)")
    },
    Check("subscribes to the source when subscribed to, once for each subscription") {
        // take only describes the work: nothing starts before a subscription, and each
        // subscription has a subscription to the source of its own.
        let source = HandDrivenSource<Int>()
        let firstTwo = source.observable.take(2)
        expect(source.subscriptions, equals: 0, "subscriptions to the source before anyone subscribed to take(2)")
        let first = firstTwo.subscribe(Observer { _ in })
        let second = firstTwo.subscribe(Observer { _ in })
        expect(source.subscriptions, equals: 2, "subscriptions to the source after two subscriptions to take(2)")
        first.dispose()
        second.dispose()
    },
    Check("forwards each element as soon as the source sends it") {
        // take holds nothing back until count is reached: an element reaches the observer
        // while the source is still sending it.
        let source = HandDrivenSource<Int>()
        var received: [String] = []
        let subscription = source.observable.take(3).subscribe(Observer { received.append($0.debugDescription) })
        source.send(.next(1))
        expect(received, equals: ["next(1)"], "events received once the source sent 1 of 3 elements")
        source.send(.next(2))
        expect(received, equals: ["next(1)", "next(2)"], "events received once the source sent 2 of 3 elements")
        subscription.dispose()
    },
    Check("gives every subscription its own count") {
        let firstTwo = Observable.of(1, 2, 3).take(2)
        expect(events(of: firstTwo), equals: ["next(1)", "next(2)", "completed"], "events of a first subscription to of(1, 2, 3).take(2)")
        expect(events(of: firstTwo), equals: ["next(1)", "next(2)", "completed"], "events of a second subscription to the same observable")
        // A count reset when a subscription starts is still shared: subscribe again while the
        // first one runs.
        let (outer, inner) = eventsWithSubscriptionsInside(of: firstTwo)
        expect(
            inner, equals: [["next(1)", "next(2)", "completed"], ["next(1)", "next(2)", "completed"]],
            "events of a subscription made on each element of another")
        expect(outer, equals: ["next(1)", "next(2)", "completed"], "events of the subscription that was running")
    },
    Check("sends everything when the source is shorter than count") {
        expect(
            events(of: Observable.of(1, 2).take(5)),
            equals: ["next(1)", "next(2)", "completed"], "events of of(1, 2).take(5)")
    },
    Check("completes at once for take(0), without subscribing to the source") {
        expect(events(of: Observable.of(1, 2).take(0)), equals: ["completed"], "events of of(1, 2).take(0)")
        // RxSwift's take(0) is Observable.empty() (RxSwift/Observables/Take.swift): a source
        // that starts work when subscribed to must never start it.
        let source = HandDrivenSource<Int>()
        _ = events(of: source.observable.take(0))
        expect(source.subscriptions, equals: 0, "subscriptions to the source of take(0)")
    },
    Check("passes an error that comes before count elements") {
        let failing = Observable<Int>.error(CheckError(name: "boom"))
        expect(events(of: failing.take(1)), equals: ["error(boom)"], "events of error(boom).take(1)")
        // After some elements too: fewer than count and then an error is a failure, not an
        // early end.
        let failsLater = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(CheckError(name: "boom"))
            return Disposables.create()
        }
        expect(events(of: failsLater.take(3)), equals: ["next(1)", "error(boom)"], "events of -1-#.take(3)")
    },
    Check("disposes the source's subscription once done, and forwards nothing more") {
        let source = HandDrivenSource<Int>()
        var received: [String] = []
        let subscription = source.observable.take(2).subscribe(Observer { received.append($0.debugDescription) })
        expect(source.subscriptions, equals: 1, "subscriptions to the source")
        source.send(.next(1))
        expect(source.disposals, equals: 0, "disposals of the source's subscription after 1 of 2 elements")
        source.send(.next(2))
        expect(source.disposals >= 1, "the source's subscription is disposed right after the 2nd element")
        source.send(.next(3))
        expect(received, equals: ["next(1)", "next(2)", "completed"], "events of a hand-driven source 1, 2, 3 .take(2)")
        subscription.dispose()
    },
    Check("disposes the source's subscription when disposed before count, and when the source fails") {
        // Disposing take disposes what it subscribed to, whenever that comes: RxSwift's take
        // hands the source's subscription to its sink (RxSwift/Observables/Take.swift).
        let source = HandDrivenSource<Int>()
        let subscription = source.observable.take(3).subscribe(Observer { _ in })
        source.send(.next(1))
        subscription.dispose()
        expect(source.disposals, equals: 1, "disposals of the source's subscription once take(3) was disposed after 1 element")

        let failing = HandDrivenSource<Int>()
        let failed = failing.observable.take(3).subscribe(Observer { _ in })
        failing.send(.next(1))
        failing.send(.error(CheckError(name: "boom")))
        expect(failing.disposals, equals: 1, "disposals of the source's subscription right after the source failed")
        failed.dispose()
    },
    Check("forwards nothing past count, even an element the source sends while the last one is delivered") {
        // RxSwift's take counts down only while something is left (RxSwift/Observables/Take.swift),
        // so a reentrant element after the last is dropped.
        let source = HandDrivenSource<Int>()
        var received: [String] = []
        let subscription = source.observable.take(2).subscribe(
            Observer { event in
                received.append(event.debugDescription)
                if case .next(2) = event { source.send(.next(3)) }
            })
        source.send(.next(1))
        source.send(.next(2))
        expect(
            received, equals: ["next(1)", "next(2)", "completed"],
            "events of take(2) of a source that sends 3 from inside the delivery of 2")
        subscription.dispose()
    },
]
