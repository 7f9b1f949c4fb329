// Chapter 9 (Subjects and sharing): ReplaySubject, bounded and unbounded, pinned to what
// RxSwift 6 does (`RxSwift/Subjects/ReplaySubject.swift`).
import Foundation
import ProductionRx
import TestSupport
import Testing
import XCTest

final class ReplaySubjectTests: RxTestCase {
    // MARK: disposal

    // MARK: reentrancy

    func testElementSentByTheNewSubscriberDuringItsReplayReachesItAfterTheReplay() {
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
        XCTAssertEqual(recorder.seen, [.next(1), .next(2), .next(3)])
        subject.onNext(4)
        XCTAssertEqual(recorder.seen, [.next(1), .next(2), .next(3), .next(4)])
        XCTAssertEqual(record(subject), [.next(1), .next(2), .next(3), .next(4)])
        subscription.dispose()
    }

    func testReplaySubjectDeliversAnElementSentDuringDeliveryNestedAndWarnsInDebug() {
        let subject = ReplaySubject<Int>.create(bufferSize: 5)
        let (log, warnings) = sendDuringDelivery(into: subject)
        XCTAssertEqual(log, ["first next(1)", "first next(2)", "second next(2)", "second next(1)"])
        // The buffer keeps the order the elements were sent in, not the order seen.
        XCTAssertEqual(record(subject), [.next(1), .next(2)])
        #if DEBUG
        XCTAssertTrue(warnings.contains { $0.hasPrefix("⚠️ Reentrancy anomaly was detected.") })
        #endif
    }

    // MARK: threads

    func testBoundedReplaySubjectKeepsItsSizeUnderManyThreads() {
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        let shared = SharedAcrossThreads(subject)
        onManyThreads(perThread: 200) { number in
            shared.value.onNext(number)
            _ = record(shared.value)
        }
        XCTAssertEqual(record(subject).count, 3)
    }

    // MARK: types

    func testReplaySubjectIsItsOwnObserverAndASubjectType() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        XCTAssertTrue(subject.asObserver() === subject)
        send([1, 2, 3], into: subject)
        XCTAssertEqual(record(subject), [.next(2), .next(3)])
    }
}

/// The tests of ReplaySubjectTests that need Swift Testing: exit tests (a process of their own) and
/// tests over a table of arguments, each case reported on its own.
@Suite("ReplaySubjectTests: Swift Testing tests", .leakChecked)
struct ReplaySubjectSwiftTestingTests {
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
}
