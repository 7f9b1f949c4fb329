// The checks of exercise 14.1, latest (chapter 14): a `values` that keeps only the newest element,
// run in a task that each check waits for.
import ExerciseCheckSupport
import ExerciseKit
import ProductionRx

/// What the learner's answer must do, one behaviour per check, in the order the report lists them.
/// This file is compiled into the same module as the learner's file (Package.swift).
public let exerciseChecks: [Check] = [
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
            let stream = latestValues(of: source.asObservable())
            source.onNext(1)
            source.onNext(2)
            source.onNext(3)
            source.onCompleted()
            var seen: [Int] = []
            for try await value in stream {
                seen.append(value)
            }
            return seen
        }
        expect(seen, equals: [3], "what the loop saw of 1, 2, 3 and completed, all sent before it started")
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
    Check("ends its subscription when the iterating task is cancelled") {
        let observed = try waitFor { () async throws -> Bool in
            let source = PublishSubject<Int>()
            let stream = latestValues(of: source.asObservable())
            let iterating = Task {
                for try await _ in stream {}
            }
            iterating.cancel()
            _ = try? await iterating.value
            for _ in 0..<500 where source.hasObservers {
                try await Task.sleep(for: .milliseconds(2))
            }
            return source.hasObservers
        }
        expect(observed, equals: false, "the source has observers after the iterating task was cancelled")
    },
]
