// Chapter 9 (Subjects and sharing): AsyncSubject, pinned to what RxSwift 6 does
// (`RxSwift/Subjects/AsyncSubject.swift`).
import Foundation
import ProductionRx
import Testing

@Suite(.leakChecked)
struct AsyncSubjectTests {
    // MARK: values and completion

    @Test func asyncSubjectSendsNothingBeforeCompletionThenOnlyTheLastElementAndCompleted() {
        let subject = AsyncSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = subject.subscribe(recorder)
        subject.onNext(1)
        subject.onNext(2)
        #expect(recorder.seen.isEmpty)
        subject.onCompleted()
        #expect(recorder.seen == [.next(2), .completed])
        subscription.dispose()
    }

    @Test func asyncSubjectCompletedWithoutElementsSendsOnlyCompleted() {
        let subject = AsyncSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = subject.subscribe(recorder)
        subject.onCompleted()
        #expect(recorder.seen == [.completed])
        subscription.dispose()
    }

    // MARK: error

    @Test func asyncSubjectSendsAnErrorAloneWithoutTheLastElement() {
        let subject = AsyncSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = subject.subscribe(recorder)
        subject.onNext(1)
        subject.onError(TestError.boom)
        #expect(recorder.seen == [.error("boom")])
        subscription.dispose()
    }

    // MARK: reentrancy

    @Test func elementSentWhileAsyncSubjectDeliversItsEndIsIgnoredAndWarnsInDebug() {
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
        #expect(recorder.seen == [.next(1), .completed])
        #expect(record(subject) == [.next(1), .completed])
        #if DEBUG
        #expect(warnings.contains { $0.hasPrefix("⚠️ Reentrancy anomaly was detected.") })
        #endif
        subscription.dispose()
    }

    @Test func subscriberAddedWhileAsyncSubjectDeliversItsEndReceivesTheEndAtOnce() {
        #expect(seenByASubscriberAddedDuringTheDelivery(of: 1, to: AsyncSubject<Int>(), sending: [.next(1), .completed]) == [.next(1), .completed])
    }

    // MARK: threads

    @Test func asyncSubjectFedFromManyThreadsSendsOneOfTheElementsOnceToEachObserver() {
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
            #expect(seen.count == 2)
            #expect(seen.last == .completed)
            #expect(elementsSeen(seen).allSatisfy { (0..<4000).contains($0) })
        }
        #expect(recorders[0].seen == recorders[1].seen)
        subscriptions.forEach { $0.dispose() }
    }

    // MARK: types

    @Test func asyncSubjectIsItsOwnObserverAndASubjectType() {
        let subject = AsyncSubject<Int>()
        #expect(subject.asObserver() === subject)
        send([1, 2], into: subject)
        subject.onCompleted()
        #expect(record(subject) == [.next(2), .completed])
    }
}
