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
    Check("two subscribers at the same time each get the current value at once, then the changes") {
        // Each subscription is the subject's own: the second subscriber gets the value of
        // the moment it subscribes too, not only what changes after it.
        let cache = LatestValueCache(initial: 0)
        cache.set(1)
        nonisolated(unsafe) var first: [Int] = [], second: [Int] = []
        let firstSubscription = cache.values.subscribe(onNext: { first.append($0) })
        cache.set(2)
        let secondSubscription = cache.values.subscribe(onNext: { second.append($0) })
        cache.set(3)
        firstSubscription.dispose()
        secondSubscription.dispose()
        expect(first, equals: [1, 2, 3], "values seen by a subscriber from after set(1)")
        expect(second, equals: [2, 3], "values seen by a second subscriber from after set(2), while the first was still subscribed")
    },
    Check("a subscriber who comes after every earlier one has left gets the current value, and nothing older") {
        // The cache holds one value, not a history: whatever an earlier subscription was
        // shown is stale once the value has changed.
        let cache = LatestValueCache(initial: 0)
        nonisolated(unsafe) var seen: [Int] = []
        cache.values.subscribe(onNext: { _ in }).dispose()
        cache.set(1)
        let subscription = cache.values.subscribe(onNext: { seen.append($0) })
        subscription.dispose()
        expect(seen, equals: [1], "values seen by a subscriber after an earlier one came and left, then set(1)")
    },
    Check("a subscriber that sets a new value as it is told the current one hears of that change too") {
        // A subscriber may answer a value by setting another (a screen that corrects what it
        // is shown). It is listening for changes from the moment it is told the current
        // value: telling it first and listening only afterwards loses that change.
        nonisolated(unsafe) let cache = LatestValueCache(initial: 0)
        nonisolated(unsafe) var seen: [Int] = []
        let subscription = cache.values.subscribe(onNext: { value in
            seen.append(value)
            if value == 0 { cache.set(1) }
        })
        cache.set(2)
        subscription.dispose()
        expect(seen, equals: [0, 1, 2], "values seen by a subscriber that calls set(1) when told of the initial 0, then after set(2)")
    },
    Check("current is the latest value set") {
        let cache = LatestValueCache(initial: 0)
        cache.set(5)
        cache.set(7)
        expect(cache.current, equals: 7, "current after set(5), set(7)")
    },
    Check("current is already the new value when subscribers hear of it") {
        nonisolated(unsafe) let cache = LatestValueCache(initial: 0)
        nonisolated(unsafe) var currentWhenTold: [Int] = []
        let subscription = cache.values.subscribe(onNext: { _ in currentWhenTold.append(cache.current) })
        cache.set(5)
        subscription.dispose()
        expect(currentWhenTold, equals: [0, 5], "current, read by a subscriber as it is told of the initial value, then of set(5)")
    },
    Check("reading current leaves nothing behind: no subscription, no observer") {
        let cache = LatestValueCache(initial: 0)
        _ = cache.current
        let before = liveProductionRxResources()
        for value in 1...3 {
            cache.set(value)
            _ = cache.current
        }
        let after = liveProductionRxResources()
        expect(after - before, equals: 0, "ProductionRx objects still alive after reading current three times")
    },
    Check("a subscriber who leaves is let go: disposing leaves nothing behind") {
        // Once disposed, a subscription is done with: the cache must not keep its observer,
        // and whatever that observer holds, for as long as the cache lives.
        let cache = LatestValueCache(initial: 0)
        // A first subscription, disposed at once, so that anything created once already
        // exists before counting starts.
        cache.values.subscribe(onNext: { _ in }).dispose()
        let before = liveProductionRxResources()
        for value in 1...3 {
            let subscription = cache.values.subscribe(onNext: { _ in })
            cache.set(value)
            subscription.dispose()
        }
        let after = liveProductionRxResources()
        expect(after - before, equals: 0, "ProductionRx objects still alive after three subscriptions to values, each disposed")
    },
    Check("a cache that nobody holds any more is freed, with everything it made") {
        // The cache owns its subject and whatever else it made; none of them may hold the
        // cache in return (a subscription of its own, say, whose closure keeps it strongly), or
        // neither is ever freed.
        // A first cache, used and let go, so that anything created once already exists
        // before counting starts.
        LatestValueCache(initial: 0).values.subscribe(onNext: { _ in }).dispose()
        let before = liveProductionRxResources()
        var cache: LatestValueCache<Int>? = LatestValueCache(initial: 0)
        weak let released = cache
        let subscription = cache?.values.subscribe(onNext: { _ in })
        cache?.set(1)
        _ = cache?.current
        subscription?.dispose()
        cache = nil
        let after = liveProductionRxResources()
        expect(released == nil, "the cache was freed once nothing held it")
        expect(after - before, equals: 0, "ProductionRx objects still alive after the cache was released")
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
    Check("every call of recentMessages() makes a log of its own") {
        // Two chat rooms, two logs: a message sent to one is never replayed by the other.
        let first = recentMessages(), second = recentMessages()
        first.onNext("for the first room")
        nonisolated(unsafe) var seen: [String] = []
        let subscription = second.subscribe(onNext: { seen.append($0) })
        second.onNext("for the second room")
        subscription.dispose()
        expect(seen, equals: ["for the second room"], "messages seen on the second log, after one was sent to the first")
    },
]
