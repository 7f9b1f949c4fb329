import Dispatch
// The checks of exercise 05.2, two-bit-disposer.
import ExerciseCheckSupport
import ExerciseKit
import Exercise_05_2
import ProductionRx
import Synchronization

/// What the learner's answer must do, one behaviour per check, in the order the report lists them.
public let checks: [Check] = [
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
        var wrong = 0
        for _ in 0..<2_000 {
            let sink = DisposalCounter()
            let subscription = DisposalCounter()
            let disposer = CrossThreadBox(TwoBitDisposer())
            let pieces = CrossThreadBox((sink, subscription))
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
