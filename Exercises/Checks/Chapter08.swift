// Exercises for chapter 8, "Testing in virtual time": marble lines written as expectations,
// and a small time operator that must pass marble tests. Both run in a TestScheduler.
import Dispatch
import Exercises
import ProductionRx
import ProductionRxTest

let chapter08: [Exercise] = [
    Exercise(
        id: "08.1", name: "marbles",
        title: "State an operator's behaviour as a marble line",
        starter: "Exercises/08-testing-in-virtual-time/MarbleExpectations.swift",
        reread: "Chapters/08-testing-in-virtual-time/README.md#marble-diagrams-as-tests",
        hint:
            "Go through the source line column by column and ask what the operator sends at that tick. Keep every column, even empty ones; put events of one tick in a group, as in (2|); a hot line's events before ^ never reach a subscriber.",
        checks: [
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
    ),
    Exercise(
        id: "08.2", name: "delayEach",
        title: "Write delayEach(by:scheduler:), a small time operator",
        starter: "Exercises/08-testing-in-virtual-time/DelayEach.swift",
        reread: "Chapters/08-testing-in-virtual-time/README.md#writing-a-time-operator",
        hint:
            "Observable.create { observer in ... }: subscribe to self; for each event, scheduler.scheduleRelative(event, dueTime: dueTime) { event in observer.on(event); return Disposables.create() }. Insert that disposable and the source's subscription into one CompositeDisposable and return it.",
        checks: [
            Check("sends every element and the completion 20 ticks later") {
                let scheduler = TestScheduler(initialClock: 0)
                let xs: TestableObservable<Int> = scheduler.createHotObservable(marbles: "-1-2-3-|")
                let res = scheduler.start { xs.delayEach(by: .seconds(20), scheduler: scheduler) }
                expectMarbles(res.events, "---1-2-3-|", "events of -1-2-3-| delayEach(by: .seconds(20))")
            },
            Check("keeps the order of events that share a tick") {
                let scheduler = TestScheduler(initialClock: 0)
                let xs: TestableObservable<Int> = scheduler.createHotObservable(marbles: "-(12)--(3|)")
                let res = scheduler.start { xs.delayEach(by: .seconds(20), scheduler: scheduler) }
                expectMarbles(res.events, "---(12)--(3|)", "events of -(12)--(3|) delayEach(by: .seconds(20))")
            },
            Check("delays an error like any other event") {
                let scheduler = TestScheduler(initialClock: 0)
                let xs: TestableObservable<Int> = scheduler.createHotObservable(marbles: "-1-#", error: Oops())
                let res = scheduler.start { xs.delayEach(by: .seconds(30), scheduler: scheduler) }
                expectMarbles(res.events, "----1-#", error: Oops(), "events of -1-# delayEach(by: .seconds(30))")
            },
            Check("disposing cancels the events still waiting and unsubscribes from the source") {
                let scheduler = TestScheduler(initialClock: 0)
                let xs: TestableObservable<Int> = scheduler.createHotObservable(marbles: "-1-2-3-|")
                let res = scheduler.start(disposed: 245) { xs.delayEach(by: .seconds(20), scheduler: scheduler) }
                expectMarbles(res.events, "---1", "events of -1-2-3-| delayEach(by: .seconds(20)), disposed at 245")
                expect(xs.subscriptions.map(\.debugDescription), equals: ["(200 : 245)"], "the source's subscription log")
            },
            Check("subscribes to the source once, and lets go of it by the end") {
                let scheduler = TestScheduler(initialClock: 0)
                let xs: TestableObservable<Int> = scheduler.createColdObservable(marbles: "-1-|")
                let res = scheduler.start { xs.delayEach(by: .seconds(10), scheduler: scheduler) }
                expectMarbles(res.events, "--1-|", "events of cold -1-| delayEach(by: .seconds(10))")
                expect(xs.subscriptions.map(\.subscribe), equals: [200], "the times the source was subscribed at")
                expect(xs.subscriptions.allSatisfy { $0.unsubscribe <= 240 }, "the subscription to the source has ended by tick 240")
            },
        ]
    ),
]

/// The error the chapter 8 checks throw and draw as `#`.
struct Oops: Error, Equatable {}

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

/// Expects `events` to match the marble `line`; a failure shows the line the events draw,
/// with the exact times of any event between two columns.
private func expectMarbles(_ events: [Recorded<Event<Int>>], _ line: String, error: Swift.Error = MarbleError(), _ what: String) {
    guard marblesDifference(events, line, error: error) != nil else { return }
    let drawn = renderMarbles(events)
    let exact = events.map(\.debugDescription).joined(separator: ", ")
    expect("\(drawn)   (\(exact))", equals: line, what)
}
