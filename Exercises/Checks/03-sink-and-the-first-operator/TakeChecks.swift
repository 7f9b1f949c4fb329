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
