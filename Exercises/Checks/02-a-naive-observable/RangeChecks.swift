import ExerciseCheckSupport
import ExerciseKit
// The checks of exercise 02.1, range (chapter 2): count values from start, afresh for every
// subscription.
import NaiveRx

/// What the learner's answer must do, one behaviour per check, in the order the report lists them.
/// This file is compiled into the same module as the learner's file (Package.swift).
public let exerciseChecks: [Check] = [
    Check("sends count consecutive integers from start, then completes") {
        expect(
            events(of: Observable.range(start: 3, count: 4)),
            equals: ["next(3)", "next(4)", "next(5)", "next(6)", "completed"], "events of range(start: 3, count: 4)")
        expect(
            events(of: Observable.range(start: -1, count: 2)),
            equals: ["next(-1)", "next(0)", "completed"], "events of range(start: -1, count: 2)")
        // One value: the first is also the last.
        expect(events(of: Observable.range(start: 5, count: 1)), equals: ["next(5)", "completed"], "events of range(start: 5, count: 1)")
    },
    Check("completes at once when count is 0") {
        expect(events(of: Observable.range(start: 7, count: 0)), equals: ["completed"], "events of range(start: 7, count: 0)")
    },
    Check("starts again for every subscription") {
        let range = Observable.range(start: 1, count: 2)
        _ = events(of: range)
        expect(events(of: range), equals: ["next(1)", "next(2)", "completed"], "events of a second subscription")
    },
    Check("gives a subscription made while another one runs its own position") {
        // Resetting a position shared by every subscription is not enough: a second
        // subscription can start before the first one is done.
        let range = Observable.range(start: 1, count: 2)
        let (outer, inner) = eventsWithSubscriptionsInside(of: range)
        expect(
            inner, equals: [["next(1)", "next(2)", "completed"], ["next(1)", "next(2)", "completed"]],
            "events of a subscription made on each element of another")
        expect(outer, equals: ["next(1)", "next(2)", "completed"], "events of the subscription that was running")
    },
    Check("sends a long range without running out of stack") {
        // Near the end, because an answer that sends each value from a call nested in the
        // one before runs out of stack here and stops the process. RxSwift's range sends from
        // a loop that the scheduler runs, one frame deep (RxSwift/Observables/Range.swift).
        var count = 0
        var last: Int?
        var completed = false
        let subscription = Observable.range(start: 1, count: 300_000).subscribe(
            Observer { event in
                switch event {
                case .next(let value):
                    count += 1
                    last = value
                case .error: break
                case .completed: completed = true
                }
            })
        subscription.dispose()
        expect(count, equals: 300_000, "values sent by range(start: 1, count: 300_000)")
        expect(last, equals: 300_000, "the last value sent")
        expect(completed, "range(start: 1, count: 300_000) completed")
    },
    Check("sends Int.max when the range ends there") {
        // Last, because an answer that overflows stops the process and the checks after it.
        // RxSwift's range accepts a range that ends at the type's largest value
        // (RxSwift/Observables/Range.swift checks start + (count - 1), not start + count).
        expect(
            events(of: Observable.range(start: Int.max - 1, count: 2)),
            equals: ["next(\(Int.max - 1))", "next(\(Int.max))", "completed"], "events of range(start: Int.max - 1, count: 2)")
    },
    Check("makes no values until it is subscribed to") {
        // Last as well: an answer that makes its values when range is called, not in the
        // subscription, tries to make 2^50 of them here and stops the process. RxSwift's
        // range only describes the sequence (RxSwift/Observables/Range.swift).
        let everyInt = Observable.range(start: 0, count: 1 << 50)
        expect(true, "range(start: 0, count: 1 << 50) returned at once, with no subscription")
        withExtendedLifetime(everyInt) {}
    },
]
