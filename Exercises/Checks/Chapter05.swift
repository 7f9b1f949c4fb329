// Exercises for chapter 5, "The shape of production Rx": an operator written with Producer
// and Sink, and SinkDisposer's two-bit state machine. Both use ProductionRx.
import Dispatch
import Exercises
import ProductionRx
import Synchronization

let chapter05: [Exercise] = [
    Exercise(
        id: "05.1", name: "pairwise",
        title: "Write pairwise with Producer and Sink",
        starter: "Exercises/05-the-shape-of-production-rx/Pairwise.swift",
        reread: "Chapters/05-the-shape-of-production-rx/README.md#writing-an-operator-with-producer-and-sink",
        hint:
            "Copy the shape of MapSink and Map in Sources/ProductionRx/Observables/Map.swift. Keep the previous element in the sink, forward a pair only once there is one, and in run subscribe the sink to the source.",
        checks: [
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
                    observer.onError(ProductionCheckError(name: "boom"))
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
            Check("disposing the subscription disposes the subscription to the source") {
                let source = ProductionHandDrivenSource<Int>()
                var received: [String] = []
                let subscription = source.observable.pairwise().subscribe { received.append($0.debugDescription) }
                source.send(.next(1))
                source.send(.next(2))
                subscription.dispose()
                source.send(.next(3))
                expect(source.subscriptions, equals: 1, "times the source was subscribed to")
                expect(source.disposals, equals: 1, "times the source's subscription was disposed")
                expect(received, equals: ["next((1, 2))"], "events received, with 3 sent after dispose")
            },
        ]
    ),
    Exercise(
        id: "05.2", name: "two-bit-disposer",
        title: "Dispose exactly once, even when dispose comes first",
        starter: "Exercises/05-the-shape-of-production-rx/TwoBitDisposer.swift",
        reread: "Chapters/05-the-shape-of-production-rx/README.md#sinkdisposer-two-bits",
        hint:
            "Keep one Atomic<Int> with two bits, disposed and set. Each method sets its own bit with bitwiseOr and looks at the old value: whoever sets the second of the two bits does the disposing, then sets both references to nil.",
        checks: [
            Check("disposes the sink and the subscription once, however often dispose() is called") {
                let sink = CountingDisposable()
                let subscription = CountingDisposable()
                let disposer = TwoBitDisposer()
                disposer.setSinkAndSubscription(sink: sink, subscription: subscription)
                expect(disposer.isDisposed, equals: false, "isDisposed before dispose()")
                disposer.dispose()
                disposer.dispose()
                expect(disposer.isDisposed, equals: true, "isDisposed after dispose()")
                expect(sink.disposals, equals: 1, "times the sink was disposed")
                expect(subscription.disposals, equals: 1, "times the subscription was disposed")
            },
            Check("when dispose() comes first, disposes both the moment they are set") {
                let sink = CountingDisposable()
                let subscription = CountingDisposable()
                let disposer = TwoBitDisposer()
                disposer.dispose()
                expect(disposer.isDisposed, equals: true, "isDisposed after dispose(), with nothing set yet")
                disposer.setSinkAndSubscription(sink: sink, subscription: subscription)
                expect(sink.disposals, equals: 1, "times the sink was disposed, right after it was set")
                expect(subscription.disposals, equals: 1, "times the subscription was disposed, right after it was set")
                disposer.dispose()
                expect(sink.disposals, equals: 1, "times the sink was disposed, after one more dispose()")
            },
            Check("lets go of the sink and the subscription once it has disposed them") {
                let disposer = TwoBitDisposer()
                weak var sink: CountingDisposable?
                weak var subscription: CountingDisposable?
                do {
                    let newSink = CountingDisposable()
                    let newSubscription = CountingDisposable()
                    sink = newSink
                    subscription = newSubscription
                    disposer.setSinkAndSubscription(sink: newSink, subscription: newSubscription)
                }
                expect(sink != nil, "the sink is kept until dispose()")
                disposer.dispose()
                expect(sink == nil, "the sink was freed after dispose()")
                expect(subscription == nil, "the subscription was freed after dispose()")
            },
            Check("disposes each exactly once when dispose() and set race on two threads") {
                // Racing a disposer that is wrong on one thread proves nothing and can crash
                // the check; the race runs once dispose-before-set works.
                let probe = TwoBitDisposer()
                let probeSink = CountingDisposable()
                let probeSubscription = CountingDisposable()
                probe.dispose()
                probe.setSinkAndSubscription(sink: probeSink, subscription: probeSubscription)
                guard probeSink.disposals == 1, probeSubscription.disposals == 1 else {
                    expect(false, "dispose() before setSinkAndSubscription disposes both once (the race runs after that works)")
                    return
                }
                var wrong = 0
                for _ in 0..<2_000 {
                    let sink = CountingDisposable()
                    let subscription = CountingDisposable()
                    let disposer = ProductionUncheckedBox(TwoBitDisposer())
                    let pieces = ProductionUncheckedBox((sink, subscription))
                    DispatchQueue.concurrentPerform(iterations: 2) { index in
                        if index == 0 {
                            disposer.value.setSinkAndSubscription(sink: pieces.value.0, subscription: pieces.value.1)
                        } else {
                            disposer.value.dispose()
                        }
                    }
                    if sink.disposals != 1 || subscription.disposals != 1 {
                        wrong += 1
                    }
                }
                expect(wrong, equals: 0, "races out of 2,000 in which the sink or subscription was not disposed exactly once")
            },
        ]
    ),
]

/// The events `observable` sends when subscribed, as text: `["next((1, 2))", "completed"]`.
/// Every source these checks use is synchronous, so this is everything it sends.
private func productionEvents<Source: ObservableType>(of observable: Source) -> [String] {
    var received: [String] = []
    observable.subscribe { received.append($0.debugDescription) }.dispose()
    return received
}

/// An error a check sends; it prints as its name: `error(boom)`.
private struct ProductionCheckError: Error, CustomStringConvertible {
    let name: String
    var description: String { name }
}

/// A ProductionRx source the check drives by hand, counting subscriptions and disposals.
private final class ProductionHandDrivenSource<Element> {
    private var observer: AnyObserver<Element>?
    private(set) var subscriptions = 0
    private(set) var disposals = 0

    /// The observable to hand to the operator under test.
    var observable: Observable<Element> {
        Observable.create { observer in
            self.observer = observer
            self.subscriptions += 1
            return Disposables.create { self.disposals += 1 }
        }
    }

    /// Sends `event` to the subscriber, if there is one.
    func send(_ event: Event<Element>) {
        observer?.on(event)
    }
}

/// A disposable that counts how often it was disposed; safe to dispose from any thread.
private final class CountingDisposable: Disposable, Sendable {
    private let count = Atomic<Int>(0)

    var disposals: Int { count.load(ordering: .sequentiallyConsistent) }

    func dispose() {
        count.add(1, ordering: .sequentiallyConsistent)
    }
}

/// Carries values into `concurrentPerform`'s threads; whether the learner's disposer is
/// safe there is what the check finds out.
private struct ProductionUncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
