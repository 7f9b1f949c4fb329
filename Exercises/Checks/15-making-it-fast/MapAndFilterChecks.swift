// The checks of exercise 15.1, mapAndFilter (chapter 15): map and filter's behaviour, kept, in
// one operator that keeps no more objects alive than a single map and makes none per element.
import ExerciseCheckSupport
import ExerciseKit
import ProductionRx

/// What the learner's answer must do, one behaviour per check, in the order the report lists them.
/// This file is compiled into the same module as the learner's file (Package.swift).
public let exerciseChecks: [Check] = [
    Check("transforms each element and keeps the results the predicate accepts, then completes") {
        expect(
            productionEvents(of: Observable.of(1, 2, 3, 4).mapAndFilter({ $0 * 10 }, where: { $0 > 15 })),
            equals: ["next(20)", "next(30)", "next(40)", "completed"],
            "events of of(1, 2, 3, 4).mapAndFilter({ $0 * 10 }, where: { $0 > 15 })"
        )
    },
    Check("an error the transform throws ends the sequence with that error, and the transform is not called again") {
        let source = ProductionHandDrivenSource<Int>()
        var calls = 0
        var received: [String] = []
        let subscription = source.observable
            .mapAndFilter(
                { element -> Int in
                    calls += 1
                    if element == 2 { throw CheckError(name: "boom") }
                    return element
                },
                where: { _ in true }
            )
            .subscribe { received.append($0.debugDescription) }
        for element in 1...4 {
            source.send(.next(element))
        }
        expect(received, equals: ["next(1)", "error(boom)"], "events for -1-2-3-4-, the transform throwing at 2")
        expect(calls, equals: 2, "calls of the transform for 1, 2 (throws), then 3 and 4 sent after the error")
        subscription.dispose()
    },
    Check("an error the predicate throws ends the sequence with that error") {
        let failing = Observable.of(1, 2, 3).mapAndFilter({ $0 }) { element in
            if element == 2 { throw CheckError(name: "boom") }
            return true
        }
        expect(productionEvents(of: failing), equals: ["next(1)", "error(boom)"], "events of of(1, 2, 3), the predicate throwing at 2")
    },
    Check("passes the source's error through") {
        let failing = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(CheckError(name: "boom"))
            return Disposables.create()
        }
        expect(
            productionEvents(of: failing.mapAndFilter({ $0 * 10 }, where: { _ in true })),
            equals: ["next(10)", "error(boom)"], "events of mapAndFilter on -1-#")
    },
    Check("ends its own subscription when the source ends") {
        for end in ["completed", "error(boom)"] {
            let source = ProductionHandDrivenSource<Int>()
            let subscription = source.observable.mapAndFilter({ $0 }, where: { _ in true }).subscribe { _ in }
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
        let subscription = source.observable.mapAndFilter({ $0 * 10 }, where: { _ in true })
            .subscribe { received.append($0.debugDescription) }
        source.send(.next(1))
        subscription.dispose()
        source.send(.next(2))
        expect(source.subscriptions, equals: 1, "times the source was subscribed to")
        expect(source.disposals, equals: 1, "times the source's subscription was disposed")
        expect(received, equals: ["next(10)"], "events received, with 2 sent after dispose")
    },
    Check("a subscription keeps no more objects alive than a single map does") {
        let single = objectsKeptAlive { $0.map { $0 } }
        let fused = objectsKeptAlive { $0.mapAndFilter({ $0 }, where: { _ in true }) }
        expect(
            fused <= single,
            "objects alive while subscribed, counted by Resources.total: mapAndFilter keeps \(fused), a single map keeps \(single)")
    },
    Check("an element goes through without creating an object") {
        expect(
            objectsMadePerElement(by: { $0.mapAndFilter({ $0 * 10 }, where: { _ in true }) }, elements: [1, 2, 3]),
            equals: [0, 0, 0],
            "objects alive beyond the subscription's own, counted by Resources.total when the subscriber receives each of 1, 2, 3")
    },
]
