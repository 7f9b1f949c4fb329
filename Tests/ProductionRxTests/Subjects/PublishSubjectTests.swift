// Chapter 9 (Subjects and sharing): PublishSubject, pinned to what RxSwift 6 does, and the
// table of one subscriber disposed early for every subject and relay; also the helpers the
// other subject suites share (the debug-warning collector, subject-typed sends).
import Foundation
import ProductionRx
import Testing

@Suite(.leakChecked)
struct PublishSubjectTests {
    // MARK: values

    @Test func publishSubjectDeliversEachElementToEveryCurrentSubscriberInSubscriptionOrder() {
        let subject = PublishSubject<Int>()
        let log = Log()
        let first = subject.subscribe(AnyObserver { log.append("first \($0)") })
        let second = subject.subscribe(AnyObserver { log.append("second \($0)") })
        subject.onNext(1)
        subject.onNext(2)
        #expect(log.entries == ["first next(1)", "second next(1)", "first next(2)", "second next(2)"])
        first.dispose()
        second.dispose()
    }

    // MARK: completion and error

    @Test func publishSubjectCompletionReachesSubscribersAndRemovesThem() {
        let subject = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = subject.subscribe(recorder)
        #expect(subject.hasObservers)
        subject.onNext(1)
        subject.onCompleted()
        #expect(recorder.seen == [.next(1), .completed])
        #expect(!subject.hasObservers)
        subscription.dispose()
    }

    @Test func publishSubjectIgnoresEverythingAfterATerminalEvent() {
        let subject = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = subject.subscribe(recorder)
        subject.onError(TestError.boom)
        subject.onNext(1)
        subject.onError(TestError.other)
        subject.onCompleted()
        #expect(recorder.seen == [.error("boom")])
        subscription.dispose()
    }

    @Test func publishSubjectSendsItsTerminalEventAtOnceToLateSubscribers() {
        let completed = PublishSubject<Int>()
        completed.onNext(1)
        completed.onCompleted()
        #expect(record(completed) == [.completed])

        let failed = PublishSubject<Int>()
        failed.onError(TestError.boom)
        #expect(record(failed) == [.error("boom")])
        #expect(!failed.hasObservers)
    }

    @Test func publishSubjectLetsSubscribeClosuresSeeTheEndAndRunOnDisposed() {
        let subject = PublishSubject<Int>()
        let log = Log()
        let subscription = subject.subscribe(
            onNext: { log.append("next \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        subject.onNext(1)
        subject.onCompleted()
        #expect(log.entries == ["next 1", "completed", "disposed"])
        subscription.dispose()
    }

    // MARK: disposal

    /// Two subscribers, 1, the second disposed, 2, then (where the row says) the completion:
    /// what each saw. The table covers every subject and relay (SubjectKind, EverySubjectTests.swift).
    @Test(arguments: [
        (SubjectKind.publishSubject, true, [1, 2], [1]),
        (.asyncSubject, true, [2], []),
        (.behaviorSubject, false, [0, 1, 2], [0, 1]),
        (.unboundedReplaySubject, false, [1, 2], [1]),
        (.publishRelay, false, [1, 2], [1]),
        (.behaviorRelay, false, [0, 1, 2], [0, 1]),
        (.replayRelay(bufferSize: 1), false, [1, 2], [1]),
    ])
    func disposingOneSubscriptionStopsDeliveryToThatSubscriberOnly(_ kind: SubjectKind, completes: Bool, keptSees: [Int], droppedSees: [Int]) {
        let subject = kind.make()
        let kept = Recorder<Int>()
        let dropped = Recorder<Int>()
        let keptSubscription = subject.observable.subscribe(kept)
        let droppedSubscription = subject.observable.subscribe(dropped)
        subject.send(1)
        droppedSubscription.dispose()
        #expect(subject.hasObservers?() != false)
        subject.send(2)
        if completes { subject.complete?() }
        #expect(kept.seen == keptSees.map(Seen.next) + (completes ? [.completed] : []))
        #expect(dropped.seen == droppedSees.map(Seen.next))
        keptSubscription.dispose()
        #expect(subject.hasObservers?() != true)
    }

    @Test func disposedPublishSubjectDropsItsObserversAndIgnoresEvents() {
        let subject = PublishSubject<Int>()
        // The current subscribers are dropped silently: no error, no completion.
        #expect(seenByTheSubscriberOfADisposedSubject(subject, hasObservers: { $0.hasObservers }).isEmpty)
    }

    @Test func disposedPublishSubjectSendsDisposedErrorToNewSubscribers() throws {
        nonisolated(unsafe) let subject = PublishSubject<Int>()
        subject.dispose()
        let errors = Log()
        let subscription = subject.subscribe(onError: { error in
            if case RxError.disposed(let object) = error, object === subject {
                errors.append("disposed(subject)")
            } else {
                errors.append("\(error)")
            }
        })
        subscription.dispose()
        #expect(errors.entries == ["disposed(subject)"])
        #expect(!subject.hasObservers)
    }

    @Test func disposingACompletedPublishSubjectForgetsTheCompletion() {
        // RxSwift's dispose() clears the stored terminal event (`RxSwift/Subjects/PublishSubject.swift`): late subscribers then get
        // `disposed`, not `completed`.
        let subject = PublishSubject<Int>()
        subject.onCompleted()
        subject.dispose()
        #expect(record(subject) == [.error(String(describing: RxError.disposed(object: subject)))])
    }

    @Test func terminalEventSentAfterDisposeIsReplayedToLateSubscribers() {
        // A quirk of RxSwift 6 (`RxSwift/Subjects/PublishSubject.swift`), pinned as is: dispose() clears the stored terminal event, so a
        // terminal event sent afterwards is stored again, and `subscribe` checks the stored
        // terminal event before it checks `isDisposed`.
        let subject = PublishSubject<Int>()
        subject.dispose()
        subject.onNext(1)
        subject.onCompleted()
        #expect(record(subject) == [.completed])
        #expect(subject.isDisposed)
    }

    @Test func disposingASubscriptionAfterTheSubjectIsFreedDoesNothing() {
        var subject: PublishSubject<Int>? = PublishSubject()
        let subscription = subject!.subscribe { _ in }
        subject = nil
        subscription.dispose()
    }

    // MARK: reentrancy

    @Test func publishSubjectDeliversAnElementSentDuringDeliveryAtOnceNestedInsideTheFirst() {
        // RxSwift does not queue (`RxSwift/Subjects/PublishSubject.swift`): the nested element reaches every observer before the
        // outer element reaches the observers after the sender.
        let (log, warnings) = sendDuringDelivery(into: PublishSubject<Int>())
        #expect(log == ["first next(1)", "first next(2)", "second next(2)", "second next(1)"])
        #expect(warnings.contains { $0.hasPrefix("⚠️ Reentrancy anomaly was detected.") })
    }

    @Test func publishSubjectDoesNotWarnWhenEventsDoNotOverlap() {
        let subject = PublishSubject<Int>()
        let subscription = subject.subscribe { _ in }
        let warnings = collectingRxWarnings {
            subject.onNext(1)
            subject.onNext(2)
            subject.onCompleted()
        }
        #expect(warnings.isEmpty)
        subscription.dispose()
    }

    @Test func subscriberAddedDuringDeliveryMissesTheElementBeingDelivered() {
        #expect(seenByASubscriberAddedDuringTheDelivery(of: 1, to: PublishSubject<Int>(), sending: [.next(1), .next(2)]) == [.next(2)])
    }

    @Test func subscriptionDisposedDuringDeliveryStillReceivesTheElementBeingDelivered() {
        // The subject delivers to the observers it had when the event arrived.
        let subject = PublishSubject<Int>()
        let second = Recorder<Int>()
        var secondSubscription: Disposable?
        let first = subscribe(to: subject, reactingAt: 1) {
            secondSubscription?.dispose()
        }
        secondSubscription = subject.subscribe(second)
        subject.onNext(1)
        subject.onNext(2)
        #expect(second.seen == [.next(1)])
        first.dispose()
    }

    @Test func observerMayDisposeTheSubjectWhileReceivingFromIt() {
        let subject = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let first = subscribe(to: subject, reactingAt: 1) {
            subject.dispose()
        }
        let second = subject.subscribe(recorder)
        subject.onNext(1)
        subject.onNext(2)
        #expect(recorder.seen == [.next(1)])
        #expect(subject.isDisposed)
        first.dispose()
        second.dispose()
    }

    // MARK: threads

    @Test func subscribingAndDisposingFromManyThreadsLosesNoSubscription() {
        let subject = PublishSubject<Int>()
        let permanent = Recorder<Int>()
        let permanentSubscription = subject.subscribe(permanent)
        let shared = SharedAcrossThreads(subject)
        let received = Counter()
        onManyThreads(perThread: 200) { number in
            let subscription = shared.value.subscribe(onNext: { _ in received.increment() })
            shared.value.onNext(number)
            subscription.dispose()
        }
        // Each transient subscriber saw at least its own element; the permanent one saw all.
        #expect(received.value >= 8 * 200)
        #expect(permanent.seen.count == 8 * 200)
        #expect(subject.hasObservers)
        permanentSubscription.dispose()
        #expect(!subject.hasObservers)
    }

    @Test func disposingThePublishSubjectWhileOtherThreadsSendEndsDeliveryForGood() {
        let subject = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = subject.subscribe(recorder)
        let shared = SharedAcrossThreads(subject)
        onManyThreads(perThread: 300) { number in
            // Halfway through the first thread's sends.
            if number == 150 {
                shared.value.dispose()
            }
            shared.value.onNext(number)
        }
        #expect(subject.isDisposed)
        #expect(!subject.hasObservers)
        let countAfterDispose = recorder.seen.count
        subject.onNext(-1)
        #expect(recorder.seen.count == countAfterDispose)
        #expect(countAfterDispose < 8 * 300)
        subscription.dispose()
    }

    @Test func publishSubjectLetsTwoThreadsDeliverAtOnceAndWarnsInDebug() {
        // RxSwift's subjects do not serialise their senders (`RxSwift/Subjects/PublishSubject.swift`): the second element is delivered
        // while the first is still being delivered on another thread.
        let subject = PublishSubject<Int>()
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let seen = Recorder<Int>()
        let subscription = subscribe(to: subject, reactingAt: 1, each: seen.on) {
            entered.signal()
            _ = release.wait(timeout: .now() + 10)
        }
        let shared = SharedAcrossThreads(subject)
        var overlapped = false
        let warnings = collectingRxWarnings {
            let group = DispatchGroup()
            DispatchQueue.global().async(group: group) {
                shared.value.onNext(1)
            }
            entered.wait()
            // The first thread is still inside its delivery of 1.
            let secondDelivered = DispatchSemaphore(value: 0)
            DispatchQueue.global().async(group: group) {
                shared.value.onNext(2)
                secondDelivered.signal()
            }
            overlapped = secondDelivered.wait(timeout: .now() + 5) == .success
            release.signal()
            group.wait()
        }
        #expect(overlapped)
        #expect(seen.seen == [.next(1), .next(2)])
        #if DEBUG
        #expect(warnings.contains { $0.hasPrefix("⚠️ Synchronization anomaly was detected.") })
        #endif
        subscription.dispose()
    }

    // MARK: types and resources

    @Test func publishSubjectIsItsOwnObserverAndASubjectType() {
        let subject = PublishSubject<Int>()
        #expect(subject.asObserver() === subject)
        let recorder = Recorder<Int>()
        let subscription = subject.subscribe(recorder)
        send([1, 2], into: subject)
        #expect(recorder.seen == [.next(1), .next(2)])
        #expect(subject.asObservable() === subject)
        subscription.dispose()
    }

    @Test func publishSubjectCountsItselfInResourcesWhileAlive() {
        let before = Resources.total
        do {
            let subject = PublishSubject<Int>()
            #expect(Resources.total > before)
            withExtendedLifetime(subject) {}
        }
        #expect(Resources.total == before)
    }
}

// MARK: - Helpers the subject suites share

/// Runs `body` with the debug warnings (reentrancy, synchronization) collected instead of
/// printed, and returns them. Release builds have no warnings: the result is empty.
func collectingRxWarnings(_ body: () -> Void) -> [String] {
    #if DEBUG && RXSWIFT
    // RxSwift prints them (SynchronizationTracker in RxSwift/Rx.swift), each opening with ⚠️.
    return capturingStandardOutput(body).components(separatedBy: "⚠️").dropFirst().map { "⚠️" + $0 }
    #elseif DEBUG
    let warnings = Log()
    let previous = RxDiagnostics.warningHandler
    RxDiagnostics.warningHandler = { warnings.append($0) }
    defer { RxDiagnostics.warningHandler = previous }
    body()
    return warnings.entries
    #else
    body()
    return []
    #endif
}

/// Sends `elements` through any subject, by way of its `SubjectType` observer.
func send<Subject: SubjectType>(_ elements: [Subject.Observer.Element], into subject: Subject) {
    let observer = subject.asObserver()
    for element in elements {
        observer.onNext(element)
    }
}

/// Subscribes to `source` an observer that hands every event to `each`, then runs `reaction`
/// when the element is `element`: a program that does something on one element, as the
/// reentrancy tests' observers do.
func subscribe<Source: ObservableType>(
    to source: Source, reactingAt element: Source.Element, each: ((Event<Source.Element>) -> Void)? = nil, _ reaction: @escaping () -> Void
) -> Disposable where Source.Element: Equatable {
    source.subscribe(
        AnyObserver { event in
            each?(event)
            if event.element == element {
                reaction()
            }
        })
}

/// Subscribes to `subject`, disposes it and sends it 1: checks that it says it is disposed and
/// has dropped its observers, and returns what the subscriber saw.
func seenByTheSubscriberOfADisposedSubject<Subject: ObservableType & ObserverType & Cancelable>(
    _ subject: Subject, hasObservers: (Subject) -> Bool,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> [Seen<Int>] where Subject.Element == Int {
    let recorder = Recorder<Int>()
    let subscription = subject.subscribe(recorder)
    if subject.isDisposed {
        recordFailure("the subject says it is disposed before dispose()", fileID: fileID, filePath: filePath, line: line, column: column)
    }
    subject.dispose()
    if !subject.isDisposed {
        recordFailure("the subject does not say it is disposed after dispose()", fileID: fileID, filePath: filePath, line: line, column: column)
    }
    if hasObservers(subject) {
        recordFailure("the disposed subject still has observers", fileID: fileID, filePath: filePath, line: line, column: column)
    }
    subject.onNext(1)
    subscription.dispose()
    return recorder.seen
}

/// Sends `events` to `subject`, whose first subscriber subscribes a second from inside its
/// delivery of `element`, and returns what the second saw.
func seenByASubscriberAddedDuringTheDelivery<Subject: ObservableType & ObserverType>(
    of element: Int, to subject: Subject, sending events: [Event<Int>]
) -> [Seen<Int>] where Subject.Element == Int {
    let late = Recorder<Int>()
    var lateSubscription: Disposable?
    let first = subscribe(to: subject, reactingAt: element) {
        lateSubscription = subject.subscribe(late)
    }
    events.forEach(subject.on)
    first.dispose()
    lateSubscription?.dispose()
    return late.seen
}

/// Sends 0 to 3999 into `subject` from 8 threads at once, 500 from each, with the warnings of
/// the overlapping sends collected and dropped; returns what was sent, in order.
@discardableResult
func sendFromManyThreads<Subject: ObserverType>(into subject: Subject) -> [Int] where Subject.Element == Int {
    let shared = SharedAcrossThreads(AnyObserver(subject))
    return onManyThreads { shared.value.onNext($0) }
}

/// Calls `body` from 8 threads at once, `perThread` times on each, with a number that is
/// every call's own (`thread * perThread + index`); the warnings of the overlapping calls are
/// collected and dropped. Returns the numbers, in order.
@discardableResult
func onManyThreads(perThread: Int = 500, _ body: @escaping @Sendable (Int) -> Void) -> [Int] {
    let threads = 8
    _ = collectingRxWarnings {
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for index in 0..<perThread {
                body(thread * perThread + index)
            }
        }
    }
    return Array(0..<(threads * perThread))
}

/// Subscribes two observers that log what they see (`first next(1)`, `second next(1)`), the
/// first of which sends 2 into `subject` when it sees 1; sends 1, disposes both, and returns
/// the log and the debug warnings printed meanwhile.
func sendDuringDelivery<Subject: ObservableType & ObserverType>(into subject: Subject) -> (log: [String], warnings: [String])
where Subject.Element == Int {
    let log = Log()
    let first = subscribe(to: subject, reactingAt: 1, each: { log.append("first \($0)") }) {
        subject.onNext(2)
    }
    let second = subject.subscribe(AnyObserver { log.append("second \($0)") })
    let warnings = collectingRxWarnings {
        subject.onNext(1)
    }
    first.dispose()
    second.dispose()
    return (log.entries, warnings)
}

/// The elements of the `next` events in `seen`, in order.
func elementsSeen<Element>(_ seen: [Seen<Element>]) -> [Element] {
    seen.compactMap { event in
        if case .next(let element) = event {
            return element
        }
        return nil
    }
}

/// Code spelled as an RxSwift program spells it must compile and behave the same.
@Suite(.leakChecked)
struct SubjectSourceCompatibilityTests {
    @Test func subjectsAndRelaysCompileAsAnRxSwiftProgramWritesThem() throws {
        let log = Log()
        let disposeBag = DisposeBag()

        let subject = PublishSubject<Int>()
        let observable: Observable<Int> = subject
        let erased: AnyObserver<Int> = subject.asObserver()
        let itself = subject.asObserver()
        observable.subscribe(onNext: { log.append("publish \($0)") }).disposed(by: disposeBag)
        erased.onNext(1)
        itself.on(.next(2))

        let behavior = BehaviorSubject<String>(value: "a")
        behavior.asObservable().subscribe(onNext: { log.append("behavior \($0)") }).disposed(by: disposeBag)
        behavior.onNext("b")
        #expect(try behavior.value() == "b")

        let replay = ReplaySubject<Int>.create(bufferSize: 1)
        replay.onNext(3)
        replay.subscribe(onNext: { log.append("replay \($0)") }).disposed(by: disposeBag)

        let async = AsyncSubject<Int>()
        async.subscribe(onNext: { log.append("async \($0)") }).disposed(by: disposeBag)
        async.onNext(4)
        async.onCompleted()

        let relay = BehaviorRelay<[Int]>(value: [])
        relay.accept(relay.value + [5])
        relay.subscribe(onNext: { log.append("relay \($0)") }).disposed(by: disposeBag)

        let publishRelay = PublishRelay<Void>()
        publishRelay.asObservable().subscribe(onNext: { log.append("void") }).disposed(by: disposeBag)
        publishRelay.accept(())

        #expect(
            log.entries == [
                "publish 1", "publish 2",
                "behavior a", "behavior b",
                "replay 3",
                "async 4",
                "relay [5]",
                "void",
            ])
    }
}
