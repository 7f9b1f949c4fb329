// The checks of exercise 15.2, runningTotal (chapter 15): the operator's behaviour, kept, in one
// operator of its own, with no more heap allocations per subscription than a single map and
// none per element.
@_spi(Operators) import ExerciseCheckSupport
import ExerciseKit
@_spi(Operators) import ProductionRx

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
        // Two subscriptions open at the same time, the second made while the first runs.
        let subject = PublishSubject<Int>()
        let subjectTotals = subject.runningTotal()
        nonisolated(unsafe) var early: [String] = []
        nonisolated(unsafe) var late: [String] = []
        let earlier = subjectTotals.subscribe { early.append($0.debugDescription) }
        subject.onNext(1)
        let later = subjectTotals.subscribe { late.append($0.debugDescription) }
        subject.onNext(2)
        subject.onNext(3)
        earlier.dispose()
        later.dispose()
        expect(early, equals: ["next(1)", "next(3)", "next(6)"], "events of a first subscription to subject.runningTotal(), for 1, 2, 3")
        expect(
            late, equals: ["next(2)", "next(5)"],
            "events of a second subscription to the same observable, made after 1 and before 2 and 3, the first still open")
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
        nonisolated(unsafe) var received: [String] = []
        let subscription = source.observable.runningTotal().subscribe { received.append($0.debugDescription) }
        source.send(.next(1))
        source.send(.next(2))
        subscription.dispose()
        source.send(.next(3))
        expect(source.subscriptions, equals: 1, "times the source was subscribed to")
        expect(source.disposals, equals: 1, "times the source's subscription was disposed")
        expect(received, equals: ["next(1)", "next(3)"], "events received, with 3 sent after dispose")
    },
    Check("forwards nothing after dispose, even from a source that keeps sending") {
        // A source that ignores its disposal, as a badly behaved one can: once disposed,
        // only the operator's own sink, handed to the disposer by run, can stop what arrives.
        let source = KeepsSendingSource()
        nonisolated(unsafe) var received: [String] = []
        let subscription = source.runningTotal().subscribe { received.append($0.debugDescription) }
        source.send(.next(1))
        source.send(.next(2))
        subscription.dispose()
        source.send(.next(3))
        source.send(.completed)
        expect(received, equals: ["next(1)", "next(3)"], "events of runningTotal() received, with 3 and completed sent after dispose")
    },
    Check("stops its sink before it disposes the subscription to the source: what the source sends while being disposed reaches no one") {
        // As RxSwift's SinkDisposer does: the sink run hands back is disposed first, then the
        // subscription to the source, so an element the source sends as it goes is dropped.
        let source = SendsWhileDisposedSource(lastWords: 2)
        nonisolated(unsafe) var received: [String] = []
        let subscription = source.runningTotal().subscribe { received.append($0.debugDescription) }
        source.send(.next(1))
        subscription.dispose()
        expect(received, equals: ["next(1)"], "events of runningTotal() received, with 2 sent by the source while its subscription was disposed")
    },
    Check("is one operator of its own: a Producer written in your file, not one of the library's") {
        let totals = Observable.of(1).runningTotal()
        let type = String(reflecting: Swift.type(of: totals))
        expect(totals is Producer<Int> && !type.hasPrefix("ProductionRx."), "the observable runningTotal returns (\(type)) is a Producer of your own")
    },
    Check("a subscription allocates no more than a single map's") {
        expectAllocations(
            heapAllocationsPerSubscription { $0.runningTotal() },
            atMost: heapAllocationsPerSubscription { $0.map { $0 } },
            "heap allocations of one subscription to runningTotal, subscribed and disposed, against map's")
    },
    Check("an element goes through without allocating") {
        expectAllocations(
            heapAllocationsForElements([1, 2, 3], through: { $0.runningTotal() }),
            atMost: heapAllocationsForElements([1, 2, 3], through: { $0 }),
            "heap allocations while 1, 2, 3 went through runningTotal to a subscriber, against the subject's own")
    },
]
