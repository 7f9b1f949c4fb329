// Chapter 9 (Subjects and sharing): BehaviorSubject, pinned to what RxSwift 6 does.
import Foundation
import ProductionRx
import XCTest

final class BehaviorSubjectTests: RxTestCase {
    // MARK: values

    func testBehaviorSubjectValueIsTheLatestElement() throws {
        let subject = BehaviorSubject(value: "a")
        XCTAssertEqual(try subject.value(), "a")
        subject.onNext("b")
        XCTAssertEqual(try subject.value(), "b")
    }

    // MARK: completion and error

    func testBehaviorSubjectValueIsStillTheLastElementAfterCompletion() throws {
        let subject = BehaviorSubject(value: 0)
        subject.onNext(1)
        subject.onCompleted()
        subject.onNext(2)
        XCTAssertEqual(try subject.value(), 1)
    }

    func testBehaviorSubjectValueThrowsTheErrorItEndedWith() {
        let subject = BehaviorSubject(value: 0)
        subject.onError(TestError.boom)
        XCTAssertThrowsError(try subject.value()) { XCTAssertEqual($0 as? TestError, TestError.boom) }
    }

    func testBehaviorSubjectKeepsItsObserversAfterATerminalEvent() {
        // Unlike PublishSubject and ReplaySubject, RxSwift's BehaviorSubject does not empty
        // its bag on a terminal event (`RxSwift/Subjects/BehaviorSubject.swift`): `hasObservers` stays true until the subscriptions go.
        let subject = BehaviorSubject(value: 0)
        let subscription = subject.subscribe(onNext: { _ in })
        subject.onCompleted()
        XCTAssertTrue(subject.hasObservers)
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    // MARK: disposal

    func testDisposedBehaviorSubjectIgnoresEventsAndItsValueThrowsDisposed() {
        let subject = BehaviorSubject(value: 0)
        XCTAssertTrue(seenByTheSubscriberOfADisposedSubject(subject, hasObservers: { $0.hasObservers }) == [.next(0)])
        XCTAssertThrowsError(try subject.value()) { error in
            guard case RxError.disposed(let object) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(object === subject)
        }
    }

    func testDisposedBehaviorSubjectSendsDisposedErrorToNewSubscribersEvenAfterAnError() {
        let subject = BehaviorSubject(value: 0)
        subject.onError(TestError.boom)
        subject.dispose()
        XCTAssertEqual(record(subject), [.error(String(describing: RxError.disposed(object: subject)))])
        // Unlike PublishSubject, a disposed BehaviorSubject ignores terminal events too, and
        // `subscribe` checks `isDisposed` first: a terminal event sent after dispose()
        // changes nothing.
        subject.onCompleted()
        XCTAssertEqual(record(subject), [.error(String(describing: RxError.disposed(object: subject)))])
    }

    // MARK: reentrancy

    func testBehaviorSubjectDeliversAnElementSentWhileReplayingTheCurrentValueNestedInsideIt() throws {
        // `subscribe` adds the observer before it sends the current value, under the
        // recursive lock: an element sent from inside that delivery reaches the new observer.
        let subject = BehaviorSubject(value: 0)
        let log = Log()
        let subscription = subscribe(to: subject, reactingAt: 0, each: { log.append("\($0)") }) {
            subject.onNext(1)
        }
        XCTAssertEqual(log.entries, ["next(0)", "next(1)"])
        XCTAssertEqual(try subject.value(), 1)
        subscription.dispose()
    }

    func testBehaviorSubjectDeliversAnElementSentDuringDeliveryNestedAndWarnsInDebug() throws {
        let subject = BehaviorSubject(value: 0)
        let (log, warnings) = sendDuringDelivery(into: subject)
        XCTAssertEqual(
            log,
            [
                "first next(0)", "second next(0)",
                "first next(1)", "first next(2)", "second next(2)", "second next(1)",
            ])
        // The observers saw 1 last, but the subject's value is 2.
        XCTAssertEqual(try subject.value(), 2)
        #if DEBUG
        XCTAssertTrue(warnings.contains { $0.hasPrefix("⚠️ Reentrancy anomaly was detected.") })
        #endif
    }

    // MARK: threads

    func testBehaviorSubjectElementsSentFromManyThreadsEachReachTheObserverExactlyOnce() throws {
        let subject = BehaviorSubject(value: -1)
        let recorder = Recorder<Int>()
        let subscription = subject.subscribe(recorder)
        let sent = sendFromManyThreads(into: subject)
        XCTAssertEqual(elementsSeen(recorder.seen).sorted(), [-1] + sent)
        XCTAssertTrue(sent.contains(try subject.value()))
        subscription.dispose()
    }

    func testBehaviorSubjectSubscribersFromManyThreadsEachReceiveAValueInsideSubscribe() {
        let subject = BehaviorSubject(value: 0)
        let shared = SharedAcrossThreads(subject)
        let firstValues = Counter()
        onManyThreads(perThread: 200) { number in
            let received = Counter()
            let subscription = shared.value.subscribe(onNext: { _ in received.increment() })
            // The current value arrives inside `subscribe`, whatever the other threads do.
            if received.value >= 1 {
                firstValues.increment()
            }
            shared.value.onNext(number)
            subscription.dispose()
        }
        XCTAssertEqual(firstValues.value, 8 * 200)
        XCTAssertFalse(subject.hasObservers)
    }

    // MARK: types

    func testBehaviorSubjectIsItsOwnObserverAndASubjectType() throws {
        let subject = BehaviorSubject(value: 0)
        XCTAssertTrue(subject.asObserver() === subject)
        send([1, 2], into: subject)
        XCTAssertEqual(try subject.value(), 2)
    }
}
