// The checks of exercise 05.2, two-bit-disposer (chapter 5): dispose exactly once, whichever comes
// first, on one thread or two.
import Dispatch
import ExerciseCheckSupport
import ExerciseKit
import ProductionRx
import Synchronization

/// What the learner's answer must do, one behaviour per check, in the order the report lists them.
/// This file is compiled into the same module as the learner's file (Package.swift).
public let exerciseChecks: [Check] = [
    Check("disposes the sink and the subscription once, however often dispose() is called") {
        let sink = DisposalCounter()
        let subscription = DisposalCounter()
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
        let sink = DisposalCounter()
        let subscription = DisposalCounter()
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
        weak var sink: DisposalCounter?
        weak var subscription: DisposalCounter?
        do {
            let newSink = DisposalCounter()
            let newSubscription = DisposalCounter()
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
        let probeSink = DisposalCounter()
        let probeSubscription = DisposalCounter()
        probe.dispose()
        probe.setSinkAndSubscription(sink: probeSink, subscription: probeSubscription)
        guard probeSink.disposals == 1, probeSubscription.disposals == 1 else {
            expect(false, "dispose() before setSinkAndSubscription disposes both once (the race runs after that works)")
            return
        }
        var pieces: [(sink: DisposalCounter, subscription: DisposalCounter)] = []
        race(rounds: 2_000) { _ in
            let disposer = TwoBitDisposer()
            let sink = DisposalCounter(), subscription = DisposalCounter()
            pieces.append((sink, subscription))
            return (
                first: { disposer.setSinkAndSubscription(sink: sink, subscription: subscription) },
                second: { disposer.dispose() }
            )
        }
        let wrong = pieces.filter { $0.sink.disposals != 1 || $0.subscription.disposals != 1 }.count
        expect(wrong, equals: 0, "races out of 2,000 in which the sink or subscription was not disposed exactly once")
    },
]
