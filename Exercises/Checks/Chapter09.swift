// Exercises for chapter 9, "Subjects and sharing": picking the subject by what a late
// subscriber sees, and sharing one request among subscribers. Both run in a TestScheduler.
import Exercises
import ProductionRx
import ProductionRxTest

let chapter09: [Exercise] = [
    Exercise(
        id: "09.1", name: "subjects",
        title: "Pick the subject: a latest-value cache and a recent-messages log",
        starter: "Exercises/09-subjects-and-sharing/LatestValueCache.swift",
        reread: "Chapters/09-subjects-and-sharing/README.md#subjects",
        hint: "Which subject gives a new subscriber its current value, and can tell you that value with value()? Which one replays the last n elements?",
        checks: [
            Check("a late subscriber gets the current value at once, then the changes") {
                let cache = LatestValueCache(initial: 0)
                cache.set(1)
                cache.set(2)
                var seen: [Int] = []
                let subscription = cache.values.subscribe(onNext: { seen.append($0) })
                cache.set(3)
                subscription.dispose()
                expect(seen, equals: [2, 3], "values seen by a subscriber after set(1), set(2), then set(3)")
            },
            Check("a subscriber before any change gets the initial value") {
                let cache = LatestValueCache(initial: "guest")
                var seen: [String] = []
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
                var seen: [String] = []
                let subscription = messages.subscribe(onNext: { seen.append($0) })
                messages.onNext("e")
                subscription.dispose()
                expect(seen, equals: ["b", "c", "d", "e"], "messages seen after a, b, c, d were sent, then e")
            },
        ]
    ),
    Exercise(
        id: "09.2", name: "share",
        title: "Share one expensive request among its subscribers",
        starter: "Exercises/09-subjects-and-sharing/SharedRequest.swift",
        reread: "Chapters/09-subjects-and-sharing/README.md#sharing-one-subscription",
        hint:
            "One subscription for everyone is share(); a subscriber who comes after the response also needs the response kept for it: how many elements should be replayed?",
        checks: [
            Check("the request runs once for two subscribers, and both get the response") {
                let scheduler = TestScheduler(initialClock: 0)
                let request = scheduler.createColdObservable(marbles: "--r-------|", values: ["r": "response"])
                let shared = sharedResult(of: request.asObservable())
                let first = scheduler.createObserver(String.self)
                let second = scheduler.createObserver(String.self)
                let bag = DisposeBag()
                scheduler.scheduleAt(200) { shared.subscribe(first).disposed(by: bag) }
                scheduler.scheduleAt(250) { shared.subscribe(second).disposed(by: bag) }
                scheduler.start()
                expect(request.subscriptions.count, equals: 1, "subscriptions to the request")
                expect(first.events.compactMap(\.value.element), equals: ["response"], "elements seen by the first subscriber")
                expect(second.events.compactMap(\.value.element), equals: ["response"], "elements seen by the subscriber who came after the response")
            }
        ]
    ),
]
