// Chapter 7: the trampoline (CurrentThreadScheduler) and recursive scheduling.
import Foundation
import ProductionRx
import TestSupport
import Testing

@Suite(.leakChecked)
struct CurrentThreadSchedulerTests {
    @Test func scheduleIsRequiredOutsideAndNotInsideAnAction() {
        #expect(CurrentThreadScheduler.isScheduleRequired)
        var inside: Bool?
        CurrentThreadScheduler.instance.schedule(()) { _ in
            inside = CurrentThreadScheduler.isScheduleRequired
            return Disposables.create()
        }
        .dispose()
        #expect(inside == false)
        #expect(CurrentThreadScheduler.isScheduleRequired)
    }

    @Test func scheduleIsRequiredOnEveryOtherThread() {
        let otherThread = Log()
        CurrentThreadScheduler.instance.schedule(()) { _ in
            let group = DispatchGroup()
            DispatchQueue.global().async(group: group) {
                otherThread.append("\(CurrentThreadScheduler.isScheduleRequired)")
            }
            group.wait()
            return Disposables.create()
        }
        .dispose()
        #expect(otherThread.entries == ["true"])
    }

    @Test func nestedSchedulesRunInOrderAfterTheCurrentAction() {
        let log = Log()
        CurrentThreadScheduler.instance.schedule(()) { _ in
            log.append("outer begins")
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.append("A")
                _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                    log.append("C")
                    return Disposables.create()
                }
                return Disposables.create()
            }
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.append("B")
                return Disposables.create()
            }
            log.append("outer ends")
            return Disposables.create()
        }
        .dispose()
        #expect(log.entries == ["outer begins", "outer ends", "A", "B", "C"])
    }

    @Test func disposedQueuedActionIsSkipped() {
        let log = Log()
        CurrentThreadScheduler.instance.schedule(()) { _ in
            let queued = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.append("should not run")
                return Disposables.create()
            }
            queued.dispose()
            return Disposables.create()
        }
        .dispose()
        #expect(log.entries.isEmpty)
    }

    @Test func hundredThousandNestedSchedulesDoNotOverflowTheStack() {
        var count = 0
        func scheduleNext() {
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                count += 1
                if count < 100_000 {
                    scheduleNext()
                }
                return Disposables.create()
            }
        }
        scheduleNext()
        #expect(count == 100_000)
        #expect(CurrentThreadScheduler.isScheduleRequired)
        #if !RXSWIFT // ProductionRx's own internal: the trampoline's queue is released too.
        #expect(!CurrentThreadScheduler.hasQueue)
        #endif
    }

    @Test func hundredThousandStepScheduleRecursiveDoesNotOverflowTheStack() {
        var last = 0
        let disposable = CurrentThreadScheduler.instance.scheduleRecursive(0) { step, recurse in
            last = step
            if step < 100_000 {
                recurse(step + 1)
            }
        }
        disposable.dispose()
        #expect(last == 100_000)
    }

    @Test func disposingScheduleRecursiveStopsTheNextStep() {
        var steps: [Int] = []
        CurrentThreadScheduler.instance.schedule(()) { _ in
            let recursion = CurrentThreadScheduler.instance.scheduleRecursive(0) { step, recurse in
                steps.append(step)
                recurse(step + 1)
            }
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                recursion.dispose()
                return Disposables.create()
            }
            return Disposables.create()
        }
        .dispose()
        #expect(steps == [0])
    }
}

@Suite(.leakChecked)
struct TrampolineInterleavingTests {
    @Test func twoSequencesSubscribedInOneActionInterleaveOneElementPerStep() {
        nonisolated(unsafe) var values: [Int] = []
        CurrentThreadScheduler.instance.schedule(()) { _ in
            let first = Observable.of(1, 2).subscribe(onNext: { values.append($0) })
            let second = Observable.of(3, 4).subscribe(onNext: { values.append($0) })
            return Disposables.create(first, second)
        }
        .dispose()
        #expect(values == [1, 3, 2, 4])
    }

    @Test func fromArraysSubscribedFromAnOuterSubscriptionInterleave() {
        nonisolated(unsafe) var values: [Int] = []
        let subscription = Observable<Int>.create { observer in
            let first = Observable.from([1, 2]).subscribe(observer)
            let second = Observable.from([3, 4]).subscribe(observer)
            return Disposables.create(first, second)
        }
        .subscribe(onNext: { values.append($0) })
        subscription.dispose()
        #expect(values == [1, 3, 2, 4])
    }

    @Test func sequenceSubscribedAloneDeliversEverythingBeforeSubscribeReturns() {
        nonisolated(unsafe) var values: [Int] = []
        let subscription = Observable.of(1, 2, 3).subscribe(onNext: { values.append($0) })
        values.append(0)
        subscription.dispose()
        #expect(values == [1, 2, 3, 0])
    }
}

/// A `SchedulerType` whose delays are recorded, not waited: every action goes straight to the
/// trampoline. Enough to check the recursive and periodic helpers without real time.
private final class RecordingDelayScheduler: SchedulerType {
    var delays: [RxTimeInterval] = []

    var now: RxTime { Date(timeIntervalSince1970: 0) }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        CurrentThreadScheduler.instance.schedule(state, action: action)
    }

    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        delays.append(dueTime)
        return CurrentThreadScheduler.instance.schedule(state, action: action)
    }
}

@Suite(.leakChecked)
struct RecursiveSchedulerTests {
    @Test func scheduleRecursiveWithDueTimeSchedulesEachStepAfterTheDelay() {
        implementation.divergence(
            "SchedulerType.scheduleRecursive(_:dueTime:action:) and AnyRecursiveScheduler",
            because: "ProductionRx makes public the recursive scheduling with a delay that its own time operators use; RxSwift keeps both internal.",
            see: "RxSwift/SchedulerType.swift",
            productionRx: {
                #if !RXSWIFT
                let scheduler = RecordingDelayScheduler()
                var steps: [Int] = []
                let disposable = scheduler.scheduleRecursive(0, dueTime: .seconds(1)) { step, recursive in
                    steps.append(step)
                    if step < 3 {
                        recursive.schedule(step + 1, dueTime: .seconds(1))
                    }
                }
                disposable.dispose()
                #expect(steps == [0, 1, 2, 3])
                #expect(scheduler.delays == Array(repeating: .seconds(1), count: 4))
                #endif
            },
            rxSwift: {
                // Not public: a program written for RxSwift schedules each step itself with
                // scheduleRelative(_:dueTime:action:).
            }
        )
    }

    @Test func schedulePeriodicRunsUntilDisposed() {
        let scheduler = RecordingDelayScheduler()
        var states: [Int] = []
        var periodic: Disposable?
        CurrentThreadScheduler.instance.schedule(()) { _ in
            periodic = scheduler.schedulePeriodic(0, startAfter: .seconds(2), period: .seconds(1)) { state in
                states.append(state)
                if state == 2 {
                    periodic?.dispose()
                }
                return state + 1
            }
            return Disposables.create()
        }
        .dispose()
        periodic = nil
        #expect(states == [0, 1, 2])
        #expect(scheduler.delays.first == .seconds(2))
        #expect(scheduler.delays.dropFirst().allSatisfy { $0 == .seconds(1) })
    }
}
