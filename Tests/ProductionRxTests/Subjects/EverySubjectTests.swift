// Chapter 9 (Subjects and sharing): what every subject and relay does, each with what it
// replays, as tables over all of them: a late subscriber, before and after the end, two
// subscribers in order, the end and what comes after it, `hasObservers`, a relay that never
// ends. PublishSubjectTests holds the table of one subscriber disposed early.
import ProductionRx
import Testing

/// A subject or a relay of `Int`, made fresh for each test case and seen through what the
/// tables need of it. Its name is the test case's.
struct SubjectKind: CustomTestStringConvertible, Sendable {
    /// How a program makes it: `ReplaySubject.create(bufferSize: 2)`.
    let name: String
    /// Makes one.
    let make: @Sendable () -> MadeSubject

    var testDescription: String { name }

    static let publishSubject = SubjectKind(name: "PublishSubject()") { MadeSubject(PublishSubject<Int>()) { $0.hasObservers } }
    static let behaviorSubject = SubjectKind(name: "BehaviorSubject(value: 0)") { MadeSubject(BehaviorSubject(value: 0)) { $0.hasObservers } }
    static let asyncSubject = SubjectKind(name: "AsyncSubject()") { MadeSubject(AsyncSubject<Int>()) { $0.hasObservers } }
    static let unboundedReplaySubject = SubjectKind(name: "ReplaySubject.createUnbounded()") {
        MadeSubject(ReplaySubject<Int>.createUnbounded()) { $0.hasObservers }
    }
    static let publishRelay = SubjectKind(name: "PublishRelay()") { MadeSubject(relay: PublishRelay<Int>(), accept: { $0.accept($1) }) }
    static let unboundReplayRelay = SubjectKind(name: "ReplayRelay.createUnbound()") {
        MadeSubject(relay: ReplayRelay<Int>.createUnbound(), accept: { $0.accept($1) })
    }
    static let behaviorRelay = SubjectKind(name: "BehaviorRelay(value: 0)") { MadeSubject(relay: BehaviorRelay(value: 0), accept: { $0.accept($1) }) }

    static func replaySubject(bufferSize: Int) -> SubjectKind {
        SubjectKind(name: "ReplaySubject.create(bufferSize: \(bufferSize))") {
            MadeSubject(ReplaySubject<Int>.create(bufferSize: bufferSize)) { $0.hasObservers }
        }
    }

    static func replayRelay(bufferSize: Int) -> SubjectKind {
        SubjectKind(name: "ReplayRelay.create(bufferSize: \(bufferSize))") {
            MadeSubject(relay: ReplayRelay<Int>.create(bufferSize: bufferSize), accept: { $0.accept($1) })
        }
    }
}

/// One subject or relay, made by a `SubjectKind`.
struct MadeSubject {
    /// What a subscriber subscribes to.
    let observable: Observable<Int>
    /// Sends it an element (`onNext` or `accept`).
    let send: (Int) -> Void
    /// Completes it; `nil` for a relay, which never ends.
    let complete: (() -> Void)?
    /// Fails it with `TestError.boom`; `nil` for a relay.
    let fail: (() -> Void)?
    /// Whether it has observers; `nil` for a relay, which does not say.
    let hasObservers: (() -> Bool)?

    /// A subject, with its own `hasObservers`.
    init<Subject: ObservableType & ObserverType>(_ subject: Subject, hasObservers: @escaping (Subject) -> Bool) where Subject.Element == Int {
        observable = subject.asObservable()
        send = { subject.onNext($0) }
        complete = { subject.onCompleted() }
        fail = { subject.onError(TestError.boom) }
        self.hasObservers = { hasObservers(subject) }
    }

    /// A relay, with its `accept`.
    init<Relay: ObservableType>(relay: Relay, accept: @escaping (Relay, Int) -> Void) where Relay.Element == Int {
        observable = relay.asObservable()
        send = { accept(relay, $0) }
        complete = nil
        fail = nil
        hasObservers = nil
    }
}

@Suite(.leakChecked)
struct EverySubjectTests {
    /// Elements sent before a subscriber comes, what it replays to it at once, and elements sent after.
    @Test(arguments: [
        (SubjectKind.publishSubject, [1], [], [2]),
        (.publishRelay, [1], [], [2, 3]),
        (.behaviorSubject, [], [0], [1]),
        (.behaviorSubject, [1, 2], [2], [3]),
        (.behaviorRelay, [1], [1], [2]),
        (.replaySubject(bufferSize: 0), [1], [], [2]),
        (.replaySubject(bufferSize: 1), [], [], [1]),
        (.replaySubject(bufferSize: 1), [1, 2], [2], [3]),
        (.replaySubject(bufferSize: 2), [1, 2, 3], [2, 3], [4]),
        (.replayRelay(bufferSize: 2), [1, 2, 3], [2, 3], [4]),
        (.unboundedReplaySubject, Array(1...100), Array(1...100), [101]),
        (.unboundReplayRelay, Array(1...50), Array(1...50), [51]),
    ])
    func aLateSubscriberGetsWhatItsSubjectReplaysAtOnceThenLiveElements(_ kind: SubjectKind, sentBefore: [Int], replayed: [Int], sentAfter: [Int]) {
        let subject = kind.make()
        sentBefore.forEach(subject.send)
        let recorder = Recorder<Int>()
        let subscription = subject.observable.subscribe(recorder)
        #expect(recorder.seen == replayed.map(Seen.next))
        sentAfter.forEach(subject.send)
        #expect(recorder.seen == (replayed + sentAfter).map(Seen.next))
        subscription.dispose()
    }

    /// Two subscribers, then 1 and the completion: what the two see, in order.
    @Test(arguments: [
        // Each dispatch goes to all observers: first every last element, then every completion.
        (SubjectKind.asyncSubject, ["first next(1)", "second next(1)", "first completed", "second completed"]),
        (.behaviorSubject, ["first next(0)", "second next(0)", "first next(1)", "second next(1)", "first completed", "second completed"]),
        (.replaySubject(bufferSize: 3), ["first next(1)", "second next(1)", "first completed", "second completed"]),
    ])
    func aSubjectDeliversToEveryCurrentSubscriberInSubscriptionOrder(_ kind: SubjectKind, log expected: [String]) {
        let subject = kind.make()
        let log = Log()
        let first = subject.observable.subscribe(AnyObserver { log.append("first \($0)") })
        let second = subject.observable.subscribe(AnyObserver { log.append("second \($0)") })
        subject.send(1)
        subject.complete?()
        #expect(log.entries == expected)
        first.dispose()
        second.dispose()
    }

    /// A relay sent 1, then subscribed to, then sent 2: its subscriber sees elements and its
    /// disposal, never an end.
    @Test(arguments: [
        (SubjectKind.publishRelay, ["next 2", "disposed"]),
        (.behaviorRelay, ["next 1", "next 2", "disposed"]),
        (.replayRelay(bufferSize: 3), ["next 1", "next 2", "disposed"]),
    ])
    func aRelayNeverEndsItsSubscriptions(_ kind: SubjectKind, log expected: [String]) {
        let relay = kind.make()
        relay.send(1)
        let log = Log()
        let subscription = relay.observable.subscribe(
            onNext: { log.append("next \($0)") },
            onError: { _ in log.append("error") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        relay.send(2)
        #expect(log.entries == expected.dropLast())
        subscription.dispose()
        #expect(log.entries == expected)
    }

    /// Elements sent, then the end (an error or the completion): what a subscriber that comes
    /// after the end gets at once.
    @Test(arguments: [
        (SubjectKind.asyncSubject, [1, 2], false, [2]),
        (.asyncSubject, [], false, []),
        (.asyncSubject, [1], true, []),
        (.behaviorSubject, [1], false, []),
        (.behaviorSubject, [], true, []),
        (.replaySubject(bufferSize: 2), [1, 2, 3], false, [2, 3]),
        (.unboundedReplaySubject, [1], true, [1]),
        (.replaySubject(bufferSize: 1), [1], false, [1]),
    ])
    func aSubscriberAfterTheEndGetsWhatItsSubjectReplaysThenTheEnd(_ kind: SubjectKind, sent: [Int], fails: Bool, replayed: [Int]) {
        let subject = kind.make()
        sent.forEach(subject.send)
        fails ? subject.fail?() : subject.complete?()
        #expect(record(subject.observable) == replayed.map(Seen.next) + [fails ? .error("boom") : .completed])
    }

    /// A subscriber, 1, then the end (an error or the completion), then 2, an error and the
    /// completion: what the subscriber saw, whether the subject still has it as an observer
    /// after the end, and what a later subscriber gets.
    @Test(arguments: [
        (SubjectKind.asyncSubject, false, [1], false, [1]),
        (.behaviorSubject, false, [0, 1], true, []),
        (.replaySubject(bufferSize: 2), true, [1], false, [1]),
    ])
    func aSubjectIgnoresEverythingAfterItsEnd(_ kind: SubjectKind, fails: Bool, seen: [Int], keepsItsObservers: Bool, replayed: [Int]) {
        let subject = kind.make()
        let recorder = Recorder<Int>()
        let subscription = subject.observable.subscribe(recorder)
        #expect(subject.hasObservers?() == true)
        subject.send(1)
        fails ? subject.fail?() : subject.complete?()
        #expect(subject.hasObservers?() == keepsItsObservers)
        subject.send(2)
        subject.fail?()
        subject.complete?()
        let end: Seen<Int> = fails ? .error("boom") : .completed
        #expect(recorder.seen == seen.map(Seen.next) + [end])
        #expect(record(subject.observable) == replayed.map(Seen.next) + [end])
        subscription.dispose()
    }

    /// Two subscriptions, the first disposed twice, then the second.
    @Test(arguments: [SubjectKind.publishSubject, .asyncSubject, .behaviorSubject, .unboundedReplaySubject])
    func aSubjectHasObserversUntilTheLastSubscriptionIsDisposed(_ kind: SubjectKind) {
        let subject = kind.make()
        #expect(subject.hasObservers?() == false)
        let first = subject.observable.subscribe { _ in }
        let second = subject.observable.subscribe { _ in }
        #expect(subject.hasObservers?() == true)
        first.dispose()
        first.dispose()
        #expect(subject.hasObservers?() == true)
        second.dispose()
        #expect(subject.hasObservers?() == false)
    }

    /// Elements sent from 8 threads at once to a subject with two subscribers: each gets every
    /// element once, and a subject that replays everything keeps them all for the next.
    @Test(arguments: [(SubjectKind.publishSubject, false), (.publishRelay, false), (.unboundedReplaySubject, true), (.unboundReplayRelay, true)])
    func elementsSentFromManyThreadsEachReachEveryObserverOnce(_ kind: SubjectKind, replaysThem: Bool) {
        let subject = kind.make()
        let first = Recorder<Int>()
        let second = Recorder<Int>()
        let subscriptions = [subject.observable.subscribe(first), subject.observable.subscribe(second)]
        let send = SharedAcrossThreads(subject.send)
        let sent = onManyThreads { send.value($0) }
        #expect(elementsSeen(first.seen).sorted() == sent)
        #expect(elementsSeen(second.seen).sorted() == sent)
        if replaysThem {
            #expect(elementsSeen(record(subject.observable)).sorted() == sent)
        }
        subscriptions.forEach { $0.dispose() }
    }
}
