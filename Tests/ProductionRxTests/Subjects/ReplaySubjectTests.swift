// Chapter 9 (Subjects and sharing): ReplaySubject, bounded and unbounded, pinned to what
// RxSwift 6 does (`RxSwift/Subjects/ReplaySubject.swift`).
import Foundation
import ProductionRx
import TestSupport
import Testing

@Suite(.leakChecked)
struct ReplaySubjectTests {
    // MARK: disposal

    @Test(arguments: [1, 3])
    func disposedReplaySubjectDropsItsBufferAndSendsDisposedErrorToNewSubscribers(bufferSize: Int) {
        let subject = ReplaySubject<Int>.create(bufferSize: bufferSize)
        subject.onNext(1)
        let recorder = Recorder<Int>()
        let subscription = subject.subscribe(recorder)
        subject.dispose()
        #expect(!subject.hasObservers)
        subject.onNext(2)
        subject.onCompleted()
        #expect(recorder.seen == [.next(1)])
        #expect(record(subject) == [.error(String(describing: RxError.disposed(object: subject)))])
        subscription.dispose()
    }

    @Test func replaySubjectOfNegativeBufferSizeStopsTheProcess() async {
        await implementation.divergence(
            "ReplaySubject.create(bufferSize:) with a negative size",
            because:
                "ProductionRx stops at once, naming the mistake; RxSwift accepts the size, and its first element never returns, because trimming the buffer to a negative size never ends.",
            see: "RxSwift/Subjects/ReplaySubject.swift",
            productionRx: {
                await #expect(processExitsWith: .failure) {
                    _ = ReplaySubject<Int>.create(bufferSize: -1)
                }
            },
            rxSwift: {
                await #expect(processExitsWith: .success) {
                    _ = ReplaySubject<Int>.create(bufferSize: -1)
                }
            }
        )
    }

    // MARK: reentrancy

    @Test func elementSentByTheNewSubscriberDuringItsReplayReachesItAfterTheReplay() {
        // The replay runs outside the subject's lock (chapter 10's "Lock inversion"), and an
        // element that arrives meanwhile, even from the new observer itself, waits until the
        // replay is done: the observer sees every element once, in order, as RxSwift's
        // ReplaySubject has it (RxSwift/Subjects/ReplaySubject.swift).
        let subject = ReplaySubject<Int>.createUnbounded()
        subject.onNext(1)
        subject.onNext(2)
        let recorder = Recorder<Int>()
        let subscription = subscribe(to: subject, reactingAt: 1, each: recorder.on) {
            subject.onNext(3)
        }
        #expect(recorder.seen == [.next(1), .next(2), .next(3)])
        subject.onNext(4)
        #expect(recorder.seen == [.next(1), .next(2), .next(3), .next(4)])
        #expect(record(subject) == [.next(1), .next(2), .next(3), .next(4)])
        subscription.dispose()
    }

    @Test func replaySubjectDeliversAnElementSentDuringDeliveryNestedAndWarnsInDebug() {
        let subject = ReplaySubject<Int>.create(bufferSize: 5)
        let (log, warnings) = sendDuringDelivery(into: subject)
        #expect(log == ["first next(1)", "first next(2)", "second next(2)", "second next(1)"])
        // The buffer keeps the order the elements were sent in, not the order seen.
        #expect(record(subject) == [.next(1), .next(2)])
        #if DEBUG
        #expect(warnings.contains { $0.hasPrefix("⚠️ Reentrancy anomaly was detected.") })
        #endif
    }

    // MARK: threads

    @Test func boundedReplaySubjectKeepsItsSizeUnderManyThreads() {
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        let shared = SharedAcrossThreads(subject)
        onManyThreads(perThread: 200) { number in
            shared.value.onNext(number)
            _ = record(shared.value)
        }
        #expect(record(subject).count == 3)
    }

    // MARK: types

    @Test func replaySubjectIsItsOwnObserverAndASubjectType() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        #expect(subject.asObserver() === subject)
        send([1, 2, 3], into: subject)
        #expect(record(subject) == [.next(2), .next(3)])
    }
}
