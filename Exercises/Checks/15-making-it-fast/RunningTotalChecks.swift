// The checks of exercise 15.2, runningTotal (chapter 15): the operator's behaviour, kept, with no
// more objects alive per subscription than a single map and none made per element.
import ExerciseCheckSupport
import ExerciseKit
import ProductionRx

/// What the learner's answer must do, one behaviour per check, in the order the report lists them.
/// This file is compiled into the same module as the learner's file (Package.swift).
public let exerciseChecks: [Check] = [
    Check("sends the sum of the elements so far, then completes") {
        expect(
            productionEvents(of: Observable.of(1, 2, 3).runningTotal()),
            equals: ["next(1)", "next(3)", "next(6)", "completed"], "events of of(1, 2, 3).runningTotal()")
    },
    Check("gives every subscription its own running total") {
        let totals = Observable.of(1, 2).runningTotal()
        let first = productionEvents(of: totals)
        let second = productionEvents(of: totals)
        expect(first, equals: ["next(1)", "next(3)", "completed"], "events of the first subscription")
        expect(second, equals: ["next(1)", "next(3)", "completed"], "events of the second subscription")
    },
    Check("passes the source's error through") {
        let failing = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            observer.onError(CheckError(name: "boom"))
            return Disposables.create()
        }
        expect(productionEvents(of: failing.runningTotal()), equals: ["next(1)", "next(3)", "error(boom)"], "events of runningTotal() on -1-2-#")
    },
    Check("ends its own subscription when the source ends") {
        for end in ["completed", "error(boom)"] {
            let source = ProductionHandDrivenSource<Int>()
            let subscription = source.observable.runningTotal().subscribe { _ in }
            source.send(.next(1))
            source.send(end == "completed" ? .completed : .error(CheckError(name: "boom")))
            expect(
                (subscription as? Cancelable)?.isDisposed == true,
                "the subscription has ended by itself, with no dispose() from outside, once the source sent \(end)")
            subscription.dispose()
        }
    },
    Check("disposing the subscription disposes the subscription to the source") {
        let source = ProductionHandDrivenSource<Int>()
        var received: [String] = []
        let subscription = source.observable.runningTotal().subscribe { received.append($0.debugDescription) }
        source.send(.next(1))
        source.send(.next(2))
        subscription.dispose()
        source.send(.next(3))
        expect(source.subscriptions, equals: 1, "times the source was subscribed to")
        expect(source.disposals, equals: 1, "times the source's subscription was disposed")
        expect(received, equals: ["next(1)", "next(3)"], "events received, with 3 sent after dispose")
    },
    Check("a subscription keeps no more objects alive than a single map does") {
        let single = objectsKeptAlive { $0.map { $0 } }
        let totals = objectsKeptAlive { $0.runningTotal() }
        expect(
            totals <= single,
            "objects alive while subscribed, counted by Resources.total: runningTotal keeps \(totals), a single map keeps \(single)")
    },
    Check("an element goes through without creating an object") {
        expect(
            objectsMadePerElement(by: { $0.runningTotal() }, elements: [1, 2, 3]),
            equals: [0, 0, 0],
            "objects alive beyond the subscription's own, counted by Resources.total when the subscriber receives each of 1, 2, 3")
    },
]
