// The checks of exercise 14.1, latest (chapter 14): an AsyncSequence that subscribes once per
// loop and keeps only the newest element, run in a task that each check waits for.
import ExerciseCheckSupport
import ExerciseKit
import Foundation
@_spi(Operators) import ProductionRx
import Synchronization

/// What the learner's answer must do, one behaviour per check, in the order the report lists them.
/// This file is compiled into the same module as the learner's file (Package.swift).
public let exerciseChecks: [Check] = [
    Check("subscribes nothing until a loop starts, then once for each loop") {
        let counts = try waitFor { () async throws -> [Int] in
            let source = CountedSource()
            let sequence = latestValues(of: source.observable)
            let before = source.subscriptions
            for try await _ in sequence { break }
            for try await _ in sequence { break }
            return [before, source.subscriptions]
        }
        expect(counts[0], equals: 0, "subscriptions before any loop started")
        expect(counts[1], equals: 2, "subscriptions after two loops over the same sequence")
    },
    Check("subscribes as the loop starts, not later: it gets what the source sends right after") {
        // On this thread (the main thread), outside any task: the subscription is made inside
        // makeAsyncIterator(), on this thread, so that 1, sent next, is for this loop. A
        // subscription handed to a task comes on another thread, even when the task is quick.
        let source = PublishSubject<Int>()
        let subscribed = SubscribeRecord()
        let iterator = CrossThreadBox(latestValues(of: subscribed.recording(source.asObservable())).makeAsyncIterator())
        subscribed.iteratorReturned()
        let observed = source.hasObservers
        source.onNext(1)
        source.onCompleted()
        let seen = try waitFor { () async throws -> [Int] in
            var iterator = iterator.value
            var seen: [Int] = []
            while let value = try await iterator.next() {
                seen.append(value)
            }
            return seen
        }
        expect(
            subscribed.when, equals: "on the loop's thread, before makeAsyncIterator() returned",
            "where and when the source was subscribed")
        expect(observed, equals: true, "whether the source had an observer as soon as makeAsyncIterator() returned")
        expect(seen, equals: [1], "what the loop saw of 1, sent right after makeAsyncIterator() returned, then completed")
    },
    Check("delivers every element the loop is ready for, then ends with the source") {
        let seen = try waitFor { () async throws -> [Int] in
            let source = PublishSubject<Int>()
            var seen: [Int] = []
            for try await value in latestValues(of: source.startWith(0)) {
                seen.append(value)
                if value < 3 {
                    source.onNext(value + 1)
                } else {
                    source.onCompleted()
                }
            }
            return seen
        }
        expect(seen, equals: [0, 1, 2, 3], "elements of startWith(0) sent one at a time, then completed")
    },
    Check("keeps only the newest element while the loop is busy") {
        let seen = try waitFor { () async throws -> [Int] in
            let source = PublishSubject<Int>()
            var seen: [Int] = []
            for try await value in latestValues(of: source.startWith(0)) {
                seen.append(value)
                if value == 0 {
                    // The loop is busy with 0 while these arrive.
                    source.onNext(1)
                    source.onNext(2)
                    source.onNext(3)
                } else {
                    source.onCompleted()
                }
            }
            return seen
        }
        expect(seen, equals: [0, 3], "what the loop saw of 0, then 1, 2, 3 sent while it was busy with 0")
    },
    Check("throws the source's error") {
        let outcome = try waitFor { () async -> String in
            do {
                for try await _ in latestValues(of: Observable<Int>.error(CheckError(name: "offline"))) {}
                return "the loop ended without an error"
            } catch {
                return "error \(error)"
            }
        }
        expect(outcome, equals: "error offline", "how the loop over a failing source ended")
    },
    Check("ends its subscription when the loop is left with break") {
        let observed = try waitFor { () async throws -> Bool in
            let source = PublishSubject<Int>()
            for try await _ in latestValues(of: source.startWith(0)) {
                break
            }
            return source.hasObservers
        }
        expect(observed, equals: false, "the source has observers right after the break")
    },
    Check("a loop whose task is cancelled throws CancellationError, and the subscription ends") {
        let report = try waitFor { () async throws -> [String] in
            let source = PublishSubject<Int>()
            let shared = CrossThreadBox(source)
            let started = StartedFlag()
            let iterating = Task { () async throws -> String in
                for try await _ in latestValues(of: shared.value.startWith(0)) {
                    started.raise()
                }
                return "the loop ended without an error"
            }
            for _ in 0..<500 where !started.isRaised {
                try await Task.sleep(for: .milliseconds(2))
            }
            iterating.cancel()
            let ending: String
            do {
                ending = try await iterating.value
            } catch is CancellationError {
                ending = "CancellationError"
            } catch {
                ending = "error \(error)"
            }
            for _ in 0..<500 where source.hasObservers {
                try await Task.sleep(for: .milliseconds(2))
            }
            return [ending, "source has observers: \(source.hasObservers)"]
        }
        expect(report, equals: ["CancellationError", "source has observers: false"], "how the cancelled loop ended, and the source afterwards")
    },
    Check("takes elements and the end from a source that sends on another thread") {
        let seen = try waitFor { () async throws -> [Int] in
            let source = PublishSubject<Int>()
            let sender = CrossThreadBox(source)
            var seen: [Int] = []
            for try await value in latestValues(of: source.startWith(0)) {
                if value == 0 {
                    Thread.detachNewThread {
                        for element in 1...2_000 { sender.value.onNext(element) }
                        sender.value.onCompleted()
                    }
                }
                seen.append(value)
            }
            return seen
        }
        expect(seen.last, equals: 2_000, "the last element the loop saw of 1…2000, sent from another thread")
        expect(zip(seen, seen.dropFirst()).allSatisfy { $0 < $1 }, "the loop saw the elements in the order they were sent")
    },
    Check("disposes the subscription to a source that ends during subscribe") {
        let report = try waitFor { () async throws -> [String] in
            let source = EndsDuringSubscribe()
            // The loop by hand, so that the iterator outlives it: a stream that is let go
            // calls its termination handler anyway, which would hide a handler installed
            // too late.
            var iterator = latestValues(of: source.asObservable()).makeAsyncIterator()
            var seen: [Int] = []
            while let value = try await iterator.next() {
                seen.append(value)
            }
            let disposals = source.disposals
            withExtendedLifetime(iterator) {}
            return ["saw \(seen)", "disposals \(disposals)"]
        }
        expect(report, equals: ["saw [1]", "disposals 1"], "what the loop saw, and how often its subscription was disposed")
    },
]

/// Raised once the loop has taken its first element.
private final class StartedFlag: Sendable {
    private let raised = Atomic<Bool>(false)

    var isRaised: Bool { raised.load(ordering: .sequentiallyConsistent) }

    func raise() {
        raised.store(true, ordering: .sequentiallyConsistent)
    }
}

/// Where and when a source was subscribed: on the check's own thread (the main thread) or
/// another, and before or after `makeAsyncIterator()` returned.
private final class SubscribeRecord: Sendable {
    private let state = Mutex<(returned: Bool, seen: String?)>((false, nil))

    /// What the record says, in the words of the check's report.
    var when: String { state.withLock { $0.seen } ?? "not yet, after the loop ended" }

    /// Marks the moment `makeAsyncIterator()` returned.
    func iteratorReturned() {
        state.withLock { $0.returned = true }
    }

    /// `source`, which records its first subscription.
    func recording(_ source: Observable<Int>) -> Observable<Int> {
        let source = CrossThreadBox(source)
        return Observable.create { observer in
            self.state.withLock { state in
                guard state.seen == nil else { return }
                let thread = Thread.isMainThread ? "on the loop's thread" : "on another thread"
                state.seen = "\(thread), \(state.returned ? "after" : "before") makeAsyncIterator() returned"
            }
            return source.value.subscribe(observer)
        }
    }
}

/// A source that counts its subscriptions, and sends 0 to each at once.
private final class CountedSource: Sendable {
    private let count = Atomic<Int>(0)

    var subscriptions: Int { count.load(ordering: .sequentiallyConsistent) }

    var observable: Observable<Int> {
        Observable.create { observer in
            self.count.add(1, ordering: .sequentiallyConsistent)
            observer.onNext(0)
            return Disposables.create()
        }
    }
}

/// A source that sends 1 and completes during `subscribe`, and does not dispose itself when
/// it ends, as some sources outside the library do: its subscription ends only when the
/// subscriber disposes it. It counts those disposals.
private final class EndsDuringSubscribe: Producer<Int>, @unchecked Sendable {
    // @unchecked Sendable: `count` is atomic, and nothing else changes.
    private let count = Atomic<Int>(0)

    var disposals: Int { count.load(ordering: .sequentiallyConsistent) }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Int {
        observer.on(.next(1))
        observer.on(.completed)
        return (sink: Disposables.create(), subscription: Disposables.create { self.count.add(1, ordering: .sequentiallyConsistent) })
    }
}
