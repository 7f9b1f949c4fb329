// Chapter 13 (Units): SharingScheduler, the one place units get their scheduler from. It is
// a fresh MainScheduler unless a test swaps it, and the swap ends with the test's closure.
import ProductionRx
import ProductionRxTest
import Testing

@Suite("Units: SharingScheduler", .leakChecked)
struct SharingSchedulerTests {
    // RxCocoa's default is `{ MainScheduler() }`, a new instance each time, not
    // `MainScheduler.instance` (RxCocoa/Traits/SharedSequence/SchedulerType+SharedSequence.swift;
    // run against it in Tools/AgainstRxSwift).
    @Test func makeHandsOutANewMainSchedulerEachTimeByDefault() {
        #expect(SharingScheduler.make() is MainScheduler)
        #expect(SharingScheduler.make() as? MainScheduler !== MainScheduler.instance)
        #expect(SharingScheduler.make() as? MainScheduler !== SharingScheduler.make() as? MainScheduler)
        #expect(DriverSharingStrategy.scheduler is MainScheduler)
        #expect(SignalSharingStrategy.scheduler is MainScheduler)
    }

    @Test func mockSchedulerSwapsTheSchedulerWhileItsActionRunsThenPutsTheOldOneBack() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            #expect(SharingScheduler.make() as? TestScheduler === scheduler)
            #expect(DriverSharingStrategy.scheduler as? TestScheduler === scheduler)
        }
        #expect(SharingScheduler.make() is MainScheduler)
    }

    @Test func mockPutsTheOldSchedulerBackWhenItsActionThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        #expect(throws: TestError.boom) {
            try SharingScheduler.mock(scheduler: scheduler) { throw TestError.boom }
        }
        #expect(SharingScheduler.make() is MainScheduler)
    }

    @Test func mockMakeSchedulerCallsTheFactoryEachTimeAUnitAsksForAScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        var made = 0
        SharingScheduler.mock(makeScheduler: {
            made += 1
            return scheduler
        }) {
            // `just` asks once; `throttle` asks once more, when the operator is built.
            _ = Driver.just(1).throttle(.seconds(1))
        }
        #expect(made == 2)
    }

    @Test func mocksNestAndEachRestoresTheSchedulerItReplaced() {
        let outer = TestScheduler(initialClock: 0)
        let inner = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: outer) {
            SharingScheduler.mock(scheduler: inner) {
                #expect(SharingScheduler.make() as? TestScheduler === inner)
            }
            #expect(SharingScheduler.make() as? TestScheduler === outer)
        }
    }
}
