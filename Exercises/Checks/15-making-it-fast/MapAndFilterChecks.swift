// The checks of exercise 15.1, mapAndFilter (chapter 15): map and filter's behaviour, kept, in
// one operator of its own on the element path, with no more heap allocations than a single map.
@_spi(Operators) import ExerciseCheckSupport
import ExerciseKit
@_spi(Operators) import ProductionRx

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
    Check("an error the transform throws ends the sequence with that error, calls the transform no more, and disposes the subscription to the source") {
        let source = ProductionHandDrivenSource<Int>()
        var calls = 0
        nonisolated(unsafe) var received: [String] = []
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
        expect(source.disposals, equals: 1, "disposals of the subscription to the source, with no dispose() from outside")
        subscription.dispose()
    },
    Check("an error the predicate throws ends the sequence with that error, and disposes the subscription to the source") {
        let source = ProductionHandDrivenSource<Int>()
        var tested: [Int] = []
        nonisolated(unsafe) var received: [String] = []
        _ = source.observable
            .mapAndFilter({ $0 }) { element in
                tested.append(element)
                if element == 2 { throw CheckError(name: "boom") }
                return true
            }
            .subscribe { received.append($0.debugDescription) }
        for element in 1...3 {
            source.send(.next(element))
        }
        expect(received, equals: ["next(1)", "error(boom)"], "events for -1-2-3-, the predicate throwing at 2")
        expect(tested, equals: [1, 2], "elements the predicate was called with (3 was sent after the error)")
        expect(source.disposals, equals: 1, "disposals of the subscription to the source, with no dispose() from outside")
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
        nonisolated(unsafe) var received: [String] = []
        let subscription = source.observable.mapAndFilter({ $0 * 10 }, where: { _ in true })
            .subscribe { received.append($0.debugDescription) }
        source.send(.next(1))
        subscription.dispose()
        source.send(.next(2))
        expect(source.subscriptions, equals: 1, "times the source was subscribed to")
        expect(source.disposals, equals: 1, "times the source's subscription was disposed")
        expect(received, equals: ["next(10)"], "events received, with 2 sent after dispose")
    },
    Check("forwards nothing after dispose, even from a source that keeps sending") {
        // A source that ignores its disposal, as a badly behaved one can: once disposed,
        // only the operator's own sink, handed to the disposer by run, can stop what arrives.
        let source = KeepsSendingSource()
        nonisolated(unsafe) var received: [String] = []
        let subscription = source.mapAndFilter({ $0 * 10 }, where: { _ in true }).subscribe { received.append($0.debugDescription) }
        source.send(.next(1))
        source.send(.next(2))
        subscription.dispose()
        source.send(.next(3))
        source.send(.completed)
        expect(
            received, equals: ["next(10)", "next(20)"],
            "events of mapAndFilter({ $0 * 10 }, where: { _ in true }) received, with 3 and completed sent after dispose")
    },
    Check("is one operator of its own: a Producer written in your file, not a chain of the library's") {
        let fused = Observable.of(1).mapAndFilter({ $0 }, where: { _ in true })
        let type = String(reflecting: Swift.type(of: fused))
        expect(fused is Producer<Int> && !type.hasPrefix("ProductionRx."), "the observable mapAndFilter returns (\(type)) is a Producer of your own")
    },
    Check("sends its elements on the element path: through the subscriber's onNext, with no Event built") {
        let subject = PublishSubject<Int>()
        let recorder = PathRecorder()
        let subscription = subject.mapAndFilter({ $0 * 10 }, where: { $0 > 15 }).subscribe(recorder)
        for element in 1...3 {
            subject.onNext(element)
        }
        subscription.dispose()
        expect(recorder.log, equals: ["onNext(20)", "onNext(30)"], "how the subscriber received 1, 2, 3 mapped by $0 * 10 and kept when > 15")
    },
    Check("handles an element that comes through onNext as one that comes through on(.next)") {
        for door in [SourceDoor.onNext, .onEvent] {
            let source = TwoDoorSource()
            var tested: [Int] = []
            nonisolated(unsafe) var received: [String] = []
            _ = source.mapAndFilter({ $0 * 10 }) { element in
                tested.append(element)
                if element == 30 { throw CheckError(name: "boom") }
                return element > 15
            }
            .subscribe { received.append($0.debugDescription) }
            for element in 1...4 {
                source.send(element, through: door)
            }
            let path = door == .onNext ? "onNext" : "on(.next)"
            expect(received, equals: ["next(20)", "error(boom)"], "events for 1, 2, 3, 4 sent through \(path), the predicate throwing at 30")
            expect(tested, equals: [10, 20, 30], "values the predicate was called with, through \(path)")
            expect(source.disposals, equals: 1, "disposals of the subscription to the source, through \(path)")
        }
    },
    Check("a subscription allocates no more than a single map's") {
        expectAllocations(
            heapAllocationsPerSubscription { $0.mapAndFilter({ $0 }, where: { _ in true }) },
            atMost: heapAllocationsPerSubscription { $0.map { $0 } },
            "heap allocations of one subscription to mapAndFilter, subscribed and disposed, against map's")
    },
    Check("an element goes through without allocating") {
        expectAllocations(
            heapAllocationsForElements([1, 2, 3], through: { $0.mapAndFilter({ $0 * 10 }, where: { _ in true }) }),
            atMost: heapAllocationsForElements([1, 2, 3], through: { $0 }),
            "heap allocations while 1, 2, 3 went through mapAndFilter to a subscriber, against the subject's own")
    },
]

/// An observer that writes down which of its doors each element came through.
private final class PathRecorder: ObserverType {
    var log: [String] = []

    func on(_ event: Event<Int>) {
        log.append(event.element.map { "on(.next(\($0)))" } ?? event.debugDescription)
    }

    func onNext(_ element: Int) {
        log.append("onNext(\(element))")
    }
}

/// How `TwoDoorSource` hands an element to its subscriber.
private enum SourceDoor {
    case onNext, onEvent
}

/// A source that hands each element to the operator subscribed to it through the door the
/// check names: `onNext(_:)`, or `on(.next(_:))`. It counts the disposals of its subscription.
private final class TwoDoorSource: Producer<Int> {
    private var doors: (onNext: (Int) -> Void, onEvent: (Event<Int>) -> Void)?
    private(set) var disposals = 0

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Int {
        doors = ({ observer.onNext($0) }, { observer.on($0) })
        // A well-behaved source: nothing goes through either door once its subscription ends.
        nonisolated(unsafe) let `self` = self
        return (
            sink: Disposables.create(),
            subscription: Disposables.create {
                self.disposals += 1
                self.doors = nil
            }
        )
    }

    func send(_ element: Int, through door: SourceDoor) {
        switch door {
        case .onNext: doors?.onNext(element)
        case .onEvent: doors?.onEvent(.next(element))
        }
    }
}
