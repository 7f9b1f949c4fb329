// The checks of exercise 05.1, pairwise (chapter 5): pairs per subscription, the end passed on, and
// the sink disposed after it.
import Dispatch
@_spi(Operators) import ExerciseCheckSupport
import ExerciseKit
@_spi(Operators) import ProductionRx
import Synchronization

/// What the learner's answer must do, one behaviour per check, in the order the report lists them.
/// This file is compiled into the same module as the learner's file (Package.swift).
public let exerciseChecks: [Check] = [
    Check("pairs each element with the one before it, then completes") {
        expect(
            productionEvents(of: Observable.of(1, 2, 3, 4).pairwise()),
            equals: ["next((1, 2))", "next((2, 3))", "next((3, 4))", "completed"],
            "events of of(1, 2, 3, 4).pairwise()"
        )
    },
    Check("sends no pair for fewer than two elements") {
        expect(productionEvents(of: Observable.just(1).pairwise()), equals: ["completed"], "events of just(1).pairwise()")
        expect(productionEvents(of: Observable<Int>.empty().pairwise()), equals: ["completed"], "events of empty().pairwise()")
    },
    Check("passes the source's error through") {
        let failing = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            observer.onError(CheckError(name: "boom"))
            return Disposables.create()
        }
        expect(productionEvents(of: failing.pairwise()), equals: ["next((1, 2))", "error(boom)"], "events of pairwise() on -1-2-#")
    },
    Check("gives every subscription its own previous element") {
        let pairs = Observable.of(1, 2).pairwise()
        let first = productionEvents(of: pairs)
        let second = productionEvents(of: pairs)
        expect(first, equals: ["next((1, 2))", "completed"], "events of the first subscription")
        expect(second, equals: ["next((1, 2))", "completed"], "events of the second subscription")
    },
    Check("gives two subscriptions that overlap each its own previous element") {
        let source = ProductionHandDrivenFeed()
        let pairs = source.observable.pairwise()
        nonisolated(unsafe) var first: [String] = [], second: [String] = []
        let one = pairs.subscribe { first.append($0.debugDescription) }
        source.send(1)
        let two = pairs.subscribe { second.append($0.debugDescription) }
        source.send(2)
        source.send(3)
        one.dispose()
        two.dispose()
        expect(first, equals: ["next((1, 2))", "next((2, 3))"], "events of the first subscription, made before 1 was sent")
        expect(second, equals: ["next((2, 3))"], "events of the second subscription, made after 1 was sent")
    },
    Check("pairs an element the source sends while a pair is being delivered with the element before it") {
        // RxSwift's sinks change their state before they forward (ScanSink, in
        // RxSwift/Observables/Scan.swift): an observer that makes the source send again from
        // inside its onNext must find the element just received already remembered. The source
        // is a Producer that calls the sink directly. The sink itself warns, in debug, that an
        // event arrived while another was being delivered, as RxSwift's does: the check sets
        // that warning aside, so that it does not show as printed by the learner's code.
        #if DEBUG
        let printWarning = RxDiagnostics.warningHandler
        RxDiagnostics.warningHandler = { _ in }
        defer { RxDiagnostics.warningHandler = printWarning }
        #endif
        let source = KeepsSendingSource()
        nonisolated(unsafe) var received: [String] = []
        let subscription = source.pairwise().subscribe(
            AnyObserver { event in
                received.append(event.debugDescription)
                if case .next((1, 2)) = event { source.send(.next(3)) }
            })
        source.send(.next(1))
        source.send(.next(2))
        source.send(.next(4))
        source.send(.completed)
        expect(
            received, equals: ["next((1, 2))", "next((2, 3))", "next((3, 4))", "completed"],
            "events of pairwise() on -1-2-4-| whose observer makes the source send 3 from inside the delivery of (1, 2)")
        subscription.dispose()
    },
    Check("ends its own subscription when the source ends") {
        for end in ["completed", "error(boom)"] {
            let source = ProductionHandDrivenSource<Int>()
            let subscription = source.observable.pairwise().subscribe { _ in }
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
        let subscription = source.observable.pairwise().subscribe { received.append($0.debugDescription) }
        source.send(.next(1))
        source.send(.next(2))
        subscription.dispose()
        source.send(.next(3))
        expect(source.subscriptions, equals: 1, "times the source was subscribed to")
        expect(source.disposals, equals: 1, "times the source's subscription was disposed")
        expect(received, equals: ["next((1, 2))"], "events received, with 3 sent after dispose")
    },
    Check("forwards nothing after dispose, even from a source that keeps sending") {
        // A source that ignores its disposal, as a badly behaved one can: once disposed,
        // only the operator's own sink can stop what still arrives.
        let source = KeepsSendingSource()
        nonisolated(unsafe) var received: [String] = []
        let subscription = source.pairwise().subscribe { received.append($0.debugDescription) }
        source.send(.next(1))
        source.send(.next(2))
        subscription.dispose()
        source.send(.next(3))
        source.send(.completed)
        expect(received, equals: ["next((1, 2))"], "events received, with 3 and completed sent after dispose")

        // A source that sends one more element while its subscription is being disposed: the
        // sink, handed to the disposer as the sink, is disposed first, so it drops it.
        let lastWord = SendsWhileDisposedSource()
        nonisolated(unsafe) var heard: [String] = []
        let ended = lastWord.pairwise().subscribe { heard.append($0.debugDescription) }
        lastWord.send(1)
        lastWord.send(2)
        ended.dispose()
        expect(heard, equals: ["next((1, 2))"], "events received, with 99 sent while the source's subscription was disposed")
    },
    Check("keeps nothing of a subscription once it has ended, though the observable lives on") {
        // The sink holds the observer, and the observer what it captured: once the
        // subscription ends, whether the source ended it or dispose() did, nothing may hold
        // the sink, however long the pairwise observable itself is kept.
        for end in ["the source completed", "the subscription was disposed"] {
            let pairs = end == "the source completed" ? Observable.of(1, 2).pairwise() : Observable<Int>.never().pairwise()
            weak var released: Captured?
            do {
                let captured = Captured()
                released = captured
                let subscription = pairs.subscribe { _ in _ = captured }
                if end == "the subscription was disposed" { subscription.dispose() }
            }
            expect(released == nil, "what the observer captured was freed once \(end), with the pairwise observable still alive")
            withExtendedLifetime(pairs) {}
        }
    },
]

/// Something an observer captures, to see whether anything still holds the observer.
private final class Captured: Sendable {}

/// A hot source driven by hand: every subscriber gets what `send` sends from then on.
private final class ProductionHandDrivenFeed {
    private var observers: [Int: AnyObserver<Int>] = [:]
    private var nextKey = 0

    var observable: Observable<Int> {
        nonisolated(unsafe) let `self` = self
        return Observable.create { observer in
            let key = self.nextKey
            self.nextKey += 1
            self.observers[key] = observer
            return Disposables.create { self.observers[key] = nil }
        }
    }

    func send(_ element: Int) {
        for key in observers.keys.sorted() { observers[key]?.onNext(element) }
    }
}

/// A badly behaved source that sends `99` while its subscription is being disposed, so that
/// only a sink disposed before that subscription drops it.
private final class SendsWhileDisposedSource: Producer<Int> {
    private var observers: [(Event<Int>) -> Void] = []

    override init() {}

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Int {
        nonisolated(unsafe) let send: (Event<Int>) -> Void = observer.on
        observers.append(send)
        return (sink: Disposables.create(), subscription: Disposables.create { send(.next(99)) })
    }

    func send(_ element: Int) {
        for observer in observers { observer(.next(element)) }
    }
}
