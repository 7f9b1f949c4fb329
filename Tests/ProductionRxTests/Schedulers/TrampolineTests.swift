// The trampoline as chapter 7 tells it: `of` sends one element per scheduled step, so two
// sequences subscribed in one trampoline take turns, and long sequences do not grow the stack.
import ProductionRx
import Testing

@Suite("The trampoline", .leakChecked)
struct TrampolineTests {
    @Test func twoSequencesSubscribedInsideOneTrampolineTakeTurns() {
        let log = ThreadLog()
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            let first = Observable.of(1, 2).subscribe(log.observer())
            let second = Observable.of(3, 4).subscribe(log.observer())
            // Nothing was sent yet: each `of` only queued its first step.
            log.record("both subscribed")
            return Disposables.create(first, second)
        }
        #expect(log.seen == ["both subscribed", "next(1)", "next(3)", "next(2)", "next(4)", "completed", "completed"])
    }

    @Test func aSequenceSubscribedOutsideAnyTrampolineRunsToTheEndInsideSubscribe() {
        let log = ThreadLog()
        let subscription = Observable.of(1, 2).subscribe(log.observer())
        log.record("subscribe returned")
        subscription.dispose()
        #expect(log.seen == ["next(1)", "next(2)", "completed", "subscribe returned"])
    }

    @Test func aHundredThousandElementsDoNotGrowTheStack() {
        let count = Counter()
        let subscription = Observable.from(0..<100_000).subscribe(onNext: { _ in count.increment() })
        subscription.dispose()
        #expect(count.value == 100_000)
    }
}
