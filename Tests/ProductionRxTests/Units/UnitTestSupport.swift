// What the unit tests share: the XCTest base class with a virtual clock, a scheduler that says
// when it is the one running, and a way to run a test's body with `SharingScheduler.make()`
// swapped for a test scheduler. Chapter 13.
import Dispatch
import ProductionRx
import ProductionRxTest
import XCTest

/// An XCTest test case with a virtual clock of its own: made in `setUp`, on the thread that runs
/// the test (RxTest's scheduler keeps to one thread), and let go in `tearDown`, since XCTest
/// keeps every test case object until the whole run ends.
class VirtualClockTestCase: RxTestCase {
    /// The test's virtual clock.
    var scheduler: TestScheduler!

    /// Makes the clock: one without a processing delay, unless a subclass says otherwise.
    func makeScheduler() -> TestScheduler { TestScheduler(initialClock: 0, simulateProcessingDelay: false) }

    override func setUp() {
        super.setUp()
        scheduler = makeScheduler()
    }

    override func tearDown() {
        scheduler = nil
        super.tearDown()
    }
}

/// Runs `body` with every unit created inside it on `scheduler`, as RxCocoa's own tests do
/// with `SharingScheduler.mock(scheduler:action:)` (`Tests/RxCocoaTests/SharedSequence+OperatorTest.swift`), and returns what `body` returns.
///
/// The swap is global; the leak check makes unit tests take turns, so no other test sees it.
func mockingSharingScheduler<Result>(_ scheduler: SchedulerType, _ body: () throws -> Result) rethrows -> Result {
    var result: Result?
    try SharingScheduler.mock(scheduler: scheduler) {
        result = try body()
    }
    return result!
}

/// Runs `subscribe` at 200 on `scheduler`, disposes what it returned at `disposed`, and runs
/// the scheduler as every unit's sharing scheduler: a `drive` or an `emit` in virtual time.
func subscribing(on scheduler: TestScheduler, disposed: Int = 1000, _ subscribe: @escaping () -> Disposable) {
    var subscription: Disposable?
    scheduler.scheduleAt(200) { subscription = subscribe() }
    scheduler.scheduleAt(disposed) { subscription?.dispose() }
    mockingSharingScheduler(scheduler) { scheduler.start() }
}

/// A `TestScheduler` under a name: work scheduled through it runs on the same virtual clock,
/// and while it runs, `isRunning` is `true`. A unit observes on this scheduler, so an observer
/// that checks `isRunning` tells whether the unit moved the delivery onto it.
final class WatchedScheduler: SchedulerType {
    let base: TestScheduler
    private(set) var isRunning = false

    init(_ base: TestScheduler) {
        self.base = base
    }

    var now: RxTime { base.now }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        base.schedule(state) { state in self.running { action(state) } }
    }

    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        base.scheduleRelative(state, dueTime: dueTime) { state in self.running { action(state) } }
    }

    private func running(_ work: () -> Disposable) -> Disposable {
        let previous = isRunning
        isRunning = true
        defer { isRunning = previous }
        return work()
    }
}

/// An observer that records each element together with whether `scheduler` was running
/// when it arrived.
final class PlaceRecorder<Element> {
    private(set) var elements: [Element] = []
    private(set) var onScheduler: [Bool] = []
    private let scheduler: WatchedScheduler

    init(_ scheduler: WatchedScheduler) {
        self.scheduler = scheduler
    }

    var observer: AnyObserver<Element> {
        AnyObserver { event in
            if case .next(let element) = event {
                self.elements.append(element)
                self.onScheduler.append(self.scheduler.isRunning)
            }
        }
    }
}

/// Runs `body` on the main queue, waits for it and returns its result: how a test that runs
/// elsewhere calls `drive`, or subscribes to a control, from the main queue.
func onMainQueue<Result>(_ body: () -> Result) -> Result {
    withoutActuallyEscaping(body) { body in
        // Handed over: the caller is blocked in `DispatchQueue.main.sync` while the main queue
        // runs the closure and writes the result; it reads the result only after that returns.
        let work = SharedAcrossThreads<(body: () -> Result, result: Result?)>((body, nil))
        DispatchQueue.main.sync { work.value.result = work.value.body() }
        return work.value.result!
    }
}
