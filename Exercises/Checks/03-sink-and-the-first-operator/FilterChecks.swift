import ExerciseCheckSupport
import ExerciseKit
// The checks of exercise 03.1, filter (chapter 3): only accepted elements, errors and completion
// passed on, a throwing predicate ends it.
import NaiveRx

/// What the learner's answer must do, one behaviour per check, in the order the report lists them.
/// This file is compiled into the same module as the learner's file (Package.swift).
public let exerciseChecks: [Check] = [
    Check("keeps only the elements the predicate accepts, then completes") {
        expect(
            events(of: Observable.of(1, 2, 3, 4).filter { $0.isMultiple(of: 2) }),
            equals: ["next(2)", "next(4)", "completed"], "events of of(1, 2, 3, 4).filter(isEven)")
        expect(
            events(of: Observable.of(1, 3).filter { $0.isMultiple(of: 2) }),
            equals: ["completed"], "events of of(1, 3).filter(isEven)")
    },
    Check("asks the predicate once for each element") {
        var asked: [Int] = []
        let filtered = Observable.of(1, 2, 3).filter { element in
            asked.append(element)
            return element != 2
        }
        expect(events(of: filtered), equals: ["next(1)", "next(3)", "completed"], "events of of(1, 2, 3).filter { $0 != 2 }")
        expect(asked, equals: [1, 2, 3], "elements the predicate was asked about")
    },
    Check("forwards each accepted element as soon as the source sends it") {
        // filter holds nothing back: an accepted element reaches the observer while the
        // source is still sending it, not when the source ends, which it may never do.
        let source = HandDrivenSource<Int>()
        var received: [String] = []
        let subscription = source.observable.filter { $0 > 0 }.subscribe(Observer { received.append($0.debugDescription) })
        source.send(.next(1))
        expect(received, equals: ["next(1)"], "events received once the source sent 1, with no end yet")
        source.send(.next(-2))
        source.send(.next(3))
        expect(received, equals: ["next(1)", "next(3)"], "events received once the source sent 1, -2, 3, with no end yet")
        subscription.dispose()
    },
    Check("subscribes to the source when subscribed to, once for each subscription") {
        // filter only describes the work: nothing starts before a subscription.
        let source = HandDrivenSource<Int>()
        let filtered = source.observable.filter { $0 > 0 }
        expect(source.subscriptions, equals: 0, "subscriptions to the source before anyone subscribed to the filtered observable")
        let first = filtered.subscribe(Observer { _ in })
        let second = filtered.subscribe(Observer { _ in })
        expect(source.subscriptions, equals: 2, "subscriptions to the source after two subscriptions to the filtered observable")
        first.dispose()
        second.dispose()
    },
    Check("gives a subscription made while another one runs its own observer") {
        // Whatever a subscription needs, the observer it forwards to included, lives in that
        // subscription: a second one made from inside the first must not take it over.
        let evens = Observable.of(1, 2, 3, 4).filter { $0.isMultiple(of: 2) }
        let (outer, inner) = eventsWithSubscriptionsInside(of: evens)
        expect(
            inner, equals: [["next(2)", "next(4)", "completed"], ["next(2)", "next(4)", "completed"]],
            "events of a subscription made on each element of another")
        expect(outer, equals: ["next(2)", "next(4)", "completed"], "events of the subscription that was running")
    },
    Check("passes the source's error through") {
        let failing = Observable<Int>.create { observer in
            observer.onNext(2)
            observer.onError(CheckError(name: "boom"))
            return Disposables.create()
        }
        expect(
            events(of: failing.filter { _ in true }), equals: ["next(2)", "error(boom)"],
            "events of a source that fails, filtered")
    },
    Check("ends with the predicate's error when it throws") {
        let filtered = Observable.of(1, 2, 3).filter { element in
            if element == 2 { throw CheckError(name: "predicate failed") }
            return true
        }
        expect(
            events(of: filtered), equals: ["next(1)", "error(predicate failed)"],
            "events of of(1, 2, 3) filtered by a predicate that throws at 2")
        // The error ends that subscription only: the next one starts afresh.
        expect(
            events(of: filtered), equals: ["next(1)", "error(predicate failed)"],
            "events of a second subscription to the same filtered observable")
    },
    Check("disposes the subscription to the source when disposed, and when the predicate throws") {
        let source = HandDrivenSource<Int>()
        let subscription = source.observable.filter { $0 > 0 }.subscribe(Observer { _ in })
        source.send(.next(1))
        expect(source.disposals, equals: 0, "disposals of the source's subscription while it runs")
        subscription.dispose()
        expect(source.disposals, equals: 1, "disposals of the source's subscription once the filtered one is disposed")

        let throwing = HandDrivenSource<Int>()
        let ended = throwing.observable.filter { _ in throw CheckError(name: "predicate failed") }.subscribe(Observer { _ in })
        throwing.send(.next(1))
        expect(throwing.disposals, equals: 1, "disposals of the source's subscription right after the predicate threw")
        ended.dispose()
    },
]
