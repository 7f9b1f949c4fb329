// Chapter 9 (Subjects and sharing): AsyncSubject, pinned to what RxSwift 6 does
// (`RxSwift/Subjects/AsyncSubject.swift`).
import Foundation
import ProductionRx
import XCTest

final class AsyncSubjectTests: RxTestCase {
    // MARK: values and completion

    func testAsyncSubjectSendsNothingBeforeCompletionThenOnlyTheLastElementAndCompleted() {
        let subject = AsyncSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = subject.subscribe(recorder)
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertTrue(recorder.seen.isEmpty)
        subject.onCompleted()
        XCTAssertEqual(recorder.seen, [.next(2), .completed])
        subscription.dispose()
    }

    func testAsyncSubjectCompletedWithoutElementsSendsOnlyCompleted() {
        let subject = AsyncSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = subject.subscribe(recorder)
        subject.onCompleted()
        XCTAssertEqual(recorder.seen, [.completed])
        subscription.dispose()
    }

    // MARK: error

    func testAsyncSubjectSendsAnErrorAloneWithoutTheLastElement() {
        let subject = AsyncSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = subject.subscribe(recorder)
        subject.onNext(1)
        subject.onError(TestError.boom)
        XCTAssertEqual(recorder.seen, [.error("boom")])
        subscription.dispose()
    }

    // MARK: reentrancy

    func testElementSentWhileAsyncSubjectDeliversItsEndIsIgnoredAndWarnsInDebug() {
        let subject = AsyncSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = subscribe(to: subject, reactingAt: 1, each: recorder.on) {
            subject.onNext(2)
            subject.onCompleted()
        }
        subject.onNext(1)
        let warnings = collectingRxWarnings {
            subject.onCompleted()
        }
        XCTAssertEqual(recorder.seen, [.next(1), .completed])
        XCTAssertEqual(record(subject), [.next(1), .completed])
        #if DEBUG
        XCTAssertTrue(warnings.contains { $0.hasPrefix("⚠️ Reentrancy anomaly was detected.") })
        #endif
        subscription.dispose()
    }

    func testSubscriberAddedWhileAsyncSubjectDeliversItsEndReceivesTheEndAtOnce() {
        XCTAssertEqual(seenByASubscriberAddedDuringTheDelivery(of: 1, to: AsyncSubject<Int>(), sending: [.next(1), .completed]), [.next(1), .completed])
    }

    // MARK: threads

    func testAsyncSubjectFedFromManyThreadsSendsOneOfTheElementsOnceToEachObserver() {
        let subject = AsyncSubject<Int>()
        let recorders = [Recorder<Int>(), Recorder<Int>()]
        let subscriptions = recorders.map { subject.subscribe($0) }
        let shared = SharedAcrossThreads(subject)
        onManyThreads { number in
            shared.value.onNext(number)
            // Each thread completes it after its last element.
            if number % 500 == 499 {
                shared.value.onCompleted()
            }
        }
        for recorder in recorders {
            let seen = recorder.seen
            XCTAssertEqual(seen.count, 2)
            XCTAssertEqual(seen.last, .completed)
            XCTAssertTrue(elementsSeen(seen).allSatisfy { (0..<4000).contains($0) })
        }
        XCTAssertEqual(recorders[0].seen, recorders[1].seen)
        subscriptions.forEach { $0.dispose() }
    }

    // MARK: types

    func testAsyncSubjectIsItsOwnObserverAndASubjectType() {
        let subject = AsyncSubject<Int>()
        XCTAssertTrue(subject.asObserver() === subject)
        send([1, 2], into: subject)
        subject.onCompleted()
        XCTAssertEqual(record(subject), [.next(2), .completed])
    }
}
