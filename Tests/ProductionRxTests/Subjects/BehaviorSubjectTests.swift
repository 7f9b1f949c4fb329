// Chapter 9 (Subjects and sharing): BehaviorSubject, pinned to what RxSwift 6 does.
import Foundation
import ProductionRx
import Testing

@Suite(.leakChecked)
struct BehaviorSubjectTests {
    // MARK: values

    @Test func behaviorSubjectValueIsTheLatestElement() throws {
        let subject = BehaviorSubject(value: "a")
        #expect(try subject.value() == "a")
        subject.onNext("b")
        #expect(try subject.value() == "b")
    }

    // MARK: completion and error

    @Test func behaviorSubjectValueIsStillTheLastElementAfterCompletion() throws {
        let subject = BehaviorSubject(value: 0)
        subject.onNext(1)
        subject.onCompleted()
        subject.onNext(2)
        #expect(try subject.value() == 1)
    }

    @Test func behaviorSubjectValueThrowsTheErrorItEndedWith() {
        let subject = BehaviorSubject(value: 0)
        subject.onError(TestError.boom)
        #expect(throws: TestError.boom) { try subject.value() }
    }

    @Test func behaviorSubjectKeepsItsObserversAfterATerminalEvent() {
        // Unlike PublishSubject and ReplaySubject, RxSwift's BehaviorSubject does not empty
        // its bag on a terminal event (`RxSwift/Subjects/BehaviorSubject.swift`): `hasObservers` stays true until the subscriptions go.
        let subject = BehaviorSubject(value: 0)
        let subscription = subject.subscribe(onNext: { _ in })
        subject.onCompleted()
        #expect(subject.hasObservers)
        subscription.dispose()
        #expect(!subject.hasObservers)
    }

    // MARK: disposal

    @Test func disposedBehaviorSubjectIgnoresEventsAndItsValueThrowsDisposed() {
        let subject = BehaviorSubject(value: 0)
        #expect(seenByTheSubscriberOfADisposedSubject(subject, hasObservers: { $0.hasObservers }) == [.next(0)])
        #expect {
            try subject.value()
        } throws: { error in
            if case RxError.disposed(let object) = error { return object === subject }
            return false
        }
    }

    @Test func disposedBehaviorSubjectSendsDisposedErrorToNewSubscribersEvenAfterAnError() {
        let subject = BehaviorSubject(value: 0)
        subject.onError(TestError.boom)
        subject.dispose()
        #expect(record(subject) == [.error(String(describing: RxError.disposed(object: subject)))])
        // Unlike PublishSubject, a disposed BehaviorSubject ignores terminal events too, and
        // `subscribe` checks `isDisposed` first: a terminal event sent after dispose()
        // changes nothing.
        subject.onCompleted()
        #expect(record(subject) == [.error(String(describing: RxError.disposed(object: subject)))])
    }

    // MARK: reentrancy

    @Test func behaviorSubjectDeliversAnElementSentWhileReplayingTheCurrentValueNestedInsideIt() throws {
        // `subscribe` adds the observer before it sends the current value, under the
        // recursive lock: an element sent from inside that delivery reaches the new observer.
        let subject = BehaviorSubject(value: 0)
        let log = Log()
        let subscription = subscribe(to: subject, reactingAt: 0, each: { log.append("\($0)") }) {
            subject.onNext(1)
        }
        #expect(log.entries == ["next(0)", "next(1)"])
        #expect(try subject.value() == 1)
        subscription.dispose()
    }

    @Test func behaviorSubjectDeliversAnElementSentDuringDeliveryNestedAndWarnsInDebug() throws {
        let subject = BehaviorSubject(value: 0)
        let (log, warnings) = sendDuringDelivery(into: subject)
        #expect(
            log == [
                "first next(0)", "second next(0)",
                "first next(1)", "first next(2)", "second next(2)", "second next(1)",
            ])
        // The observers saw 1 last, but the subject's value is 2.
        #expect(try subject.value() == 2)
        #if DEBUG
        #expect(warnings.contains { $0.hasPrefix("⚠️ Reentrancy anomaly was detected.") })
        #endif
    }

    // MARK: threads

    @Test func behaviorSubjectElementsSentFromManyThreadsEachReachTheObserverExactlyOnce() throws {
        let subject = BehaviorSubject(value: -1)
        let recorder = Recorder<Int>()
        let subscription = subject.subscribe(recorder)
        let sent = sendFromManyThreads(into: subject)
        #expect(elementsSeen(recorder.seen).sorted() == [-1] + sent)
        #expect(sent.contains(try subject.value()))
        subscription.dispose()
    }

    @Test func behaviorSubjectSubscribersFromManyThreadsEachReceiveAValueInsideSubscribe() {
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
        #expect(firstValues.value == 8 * 200)
        #expect(!subject.hasObservers)
    }

    // MARK: types

    @Test func behaviorSubjectIsItsOwnObserverAndASubjectType() throws {
        let subject = BehaviorSubject(value: 0)
        #expect(subject.asObserver() === subject)
        send([1, 2], into: subject)
        #expect(try subject.value() == 2)
    }
}
