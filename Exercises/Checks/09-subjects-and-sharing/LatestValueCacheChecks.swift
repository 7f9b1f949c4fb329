import ExerciseCheckSupport
import ExerciseKit
// The checks of exercise 09.1, subjects (chapter 9): what a late subscriber sees of each subject.
import ProductionRx
import ProductionRxTest

/// What the learner's answer must do, one behaviour per check, in the order the report lists them.
/// This file is compiled into the same module as the learner's file (Package.swift).
public let exerciseChecks: [Check] = [
    Check("a late subscriber gets the current value at once, then the changes") {
        let cache = LatestValueCache(initial: 0)
        cache.set(1)
        cache.set(2)
        nonisolated(unsafe) var seen: [Int] = []
        let subscription = cache.values.subscribe(onNext: { seen.append($0) })
        cache.set(3)
        subscription.dispose()
        expect(seen, equals: [2, 3], "values seen by a subscriber after set(1), set(2), then set(3)")
    },
    Check("a subscriber gets the value of the moment it subscribes, even through values read earlier") {
        let cache = LatestValueCache(initial: 0)
        let values = cache.values
        cache.set(1)
        cache.set(2)
        nonisolated(unsafe) var seen: [Int] = []
        let subscription = values.subscribe(onNext: { seen.append($0) })
        cache.set(3)
        subscription.dispose()
        expect(seen, equals: [2, 3], "values seen through cache.values read at the start, subscribed after set(1), set(2), then set(3)")
    },
    Check("a subscriber before any change gets the initial value") {
        let cache = LatestValueCache(initial: "guest")
        nonisolated(unsafe) var seen: [String] = []
        let subscription = cache.values.subscribe(onNext: { seen.append($0) })
        subscription.dispose()
        expect(seen, equals: ["guest"], "values seen by a subscriber of LatestValueCache(initial: \"guest\")")
    },
    Check("current is the latest value set") {
        let cache = LatestValueCache(initial: 0)
        cache.set(5)
        cache.set(7)
        expect(cache.current, equals: 7, "current after set(5), set(7)")
    },
    Check("a late subscriber to recentMessages() gets the last three, then new ones") {
        let messages = recentMessages()
        for message in ["a", "b", "c", "d"] { messages.onNext(message) }
        nonisolated(unsafe) var seen: [String] = []
        let subscription = messages.subscribe(onNext: { seen.append($0) })
        messages.onNext("e")
        subscription.dispose()
        expect(seen, equals: ["b", "c", "d", "e"], "messages seen after a, b, c, d were sent, then e")
    },
]
