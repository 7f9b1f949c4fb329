// The checks of exercise 08.1, marbles (chapter 8): the learner's marble lines against what the
// operators really send.
import Dispatch
import ExerciseCheckSupport
import ExerciseKit
import ProductionRx
import ProductionRxTest

/// What the learner's answer must do, one behaviour per check, in the order the report lists them.
/// This file is compiled into the same module as the learner's file (Package.swift).
public let exerciseChecks: [Check] = [
    Check("filter keeps the even numbers at their ticks") {
        let events = runInVirtualTime { scheduler in
            let xs: TestableObservable<Int> = scheduler.createHotObservable(marbles: "-1-2-3-4-|")
            return xs.filter { $0.isMultiple(of: 2) }
        }
        expectLine(evenNumbersMarbles, describes: events, "filter { $0.isMultiple(of: 2) } on hot -1-2-3-4-|")
    },
    Check("take(2) completes at the tick of the second element") {
        let events = runInVirtualTime { scheduler in
            let xs: TestableObservable<Int> = scheduler.createHotObservable(marbles: "-1-2-3-|")
            return xs.take(2)
        }
        expectLine(takeTwoMarbles, describes: events, "take(2) on hot -1-2-3-|")
    },
    Check("a late subscriber to a hot line sees only what comes after ^") {
        let events = runInVirtualTime { scheduler in
            let xs: TestableObservable<Int> = scheduler.createHotObservable(marbles: "1-2-^-3-4-|")
            return xs.map { $0 * 2 }
        }
        expectLine(lateSubscriberMarbles, describes: events, "map { $0 * 2 } on hot 1-2-^-3-4-|")
    },
    Check("an error thrown by map ends the line with #") {
        let events = runInVirtualTime { scheduler in
            let xs: TestableObservable<Int> = scheduler.createHotObservable(marbles: "-1-2-3-|")
            return xs.map { value in
                if value == 3 { throw Oops() }
                return value
            }
        }
        expectLine(throwingMapMarbles, describes: events, error: Oops(), "map throwing Oops() on 3, on hot -1-2-3-|")
    },
    Check("concat starts the second cold line when the first completes") {
        let events = runInVirtualTime { scheduler in
            let first: TestableObservable<Int> = scheduler.createColdObservable(marbles: "-1-2-|")
            let second: TestableObservable<Int> = scheduler.createColdObservable(marbles: "-3-|")
            return first.concat(second)
        }
        expectLine(coldConcatMarbles, describes: events, "cold -1-2-| concat cold -3-|")
    },
    Check("debounce sends an element once 20 ticks pass without another") {
        let events = runInVirtualTime { scheduler in
            let xs: TestableObservable<Int> = scheduler.createHotObservable(marbles: "-1-2-----3--|")
            return xs.debounce(.seconds(20), scheduler: scheduler)
        }
        expectLine(debouncedMarbles, describes: events, "debounce(.seconds(20)) on hot -1-2-----3--|")
    },
]

/// Creates the observable in a fresh TestScheduler with its defaults (created 100, subscribed
/// 200, disposed 1000) and returns what the observer recorded.
private func runInVirtualTime(_ create: @escaping (TestScheduler) -> Observable<Int>) -> [Recorded<Event<Int>>] {
    let scheduler = TestScheduler(initialClock: 0)
    return scheduler.start { create(scheduler) }.events
}

/// Expects the learner's marble `line` to describe exactly the recorded `events`. A failure
/// names the first event where they disagree, not the whole answer.
private func expectLine(_ line: String, describes events: [Recorded<Event<Int>>], error: Swift.Error = MarbleError(), _ what: String) {
    let written: [Recorded<Event<Int>>]
    do {
        written = try recordedEvents(marbles: line, error: error)
    } catch let syntaxError {
        expect(syntaxError.reason, equals: "a line the marble reader understands", "\(what): your line \"\(line)\" cannot be read")
        return
    }
    for index in 0..<max(written.count, events.count) {
        let mine = index < written.count ? written[index].debugDescription : "(nothing)"
        let theirs = index < events.count ? events[index].debugDescription : "(nothing)"
        if mine != theirs || (index < written.count && index < events.count && written[index] != events[index]) {
            expect(mine, equals: theirs, "\(what): event \(index + 1) of your line \"\(line)\" (column 0 = tick 200, 10 ticks a column)")
            return
        }
    }
}
