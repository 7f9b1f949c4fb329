// Chapter 9's demo: each subject with an early and a late subscriber, drawn as marble lines
// in virtual time; share(replay: 1) against no sharing for a fake request; and what a
// reconnection sees under the two scopes of share(replay:scope:) and the connectable operators
// that match them, replay(1).refCount() and multicast of one ReplaySubject.
import Marbles
import ProductionRx
import ProductionRxTest

/// Sends 1, 2, 3 and completion into `subject` at 210, 230, 250 and 270, subscribes one
/// observer at 200 and one at 260 (after 3, before completion), and a third at 290 (after
/// the end), then prints the three marble lines.
func show<S: SubjectType>(_ name: String, _ subject: S) where S.Element == Int, S.Observer.Element == Int {
    let scheduler = TestScheduler(initialClock: 0)
    let early = scheduler.createObserver(Int.self)
    let late = scheduler.createObserver(Int.self)
    let afterEnd = scheduler.createObserver(Int.self)
    let bag = DisposeBag()
    scheduler.scheduleAt(200) { subject.subscribe(early).disposed(by: bag) }
    scheduler.scheduleAt(210) { subject.asObserver().onNext(1) }
    scheduler.scheduleAt(230) { subject.asObserver().onNext(2) }
    scheduler.scheduleAt(250) { subject.asObserver().onNext(3) }
    scheduler.scheduleAt(260) { subject.subscribe(late).disposed(by: bag) }
    scheduler.scheduleAt(270) { subject.asObserver().onCompleted() }
    scheduler.scheduleAt(290) { subject.subscribe(afterEnd).disposed(by: bag) }
    scheduler.start()
    print("   \(name)")
    print("      subscribed at 200:  " + renderMarbles(early.events))
    print("      subscribed at 260:  " + renderMarbles(late.events))
    print("      subscribed at 290:  " + renderMarbles(afterEnd.events))
}

print("1. Four subjects receive 1, 2, 3 and completion; when you subscribe decides what you see")
print("   (one column = 10 ticks from 200; 1 at 210, 2 at 230, 3 at 250, | at 270)")
show("PublishSubject<Int>()", PublishSubject<Int>())
show("BehaviorSubject(value: 0)", BehaviorSubject(value: 0))
show("ReplaySubject.create(bufferSize: 2)", ReplaySubject<Int>.create(bufferSize: 2))
show("AsyncSubject<Int>()", AsyncSubject<Int>())
print()

print("2. Two screens subscribe to one search request")
// snippet:begin demo-fake-request
/// Counts how many times the "network" is asked.
final class RequestCounter { var count = 0 }

/// A cold request: every subscription performs it again, as `URLSession.rx.data` does.
func fakeRequest(_ counter: RequestCounter, _ scheduler: TestScheduler) -> Observable<String> {
    // Rx's closures are `@Sendable` (chapter 16); this demo runs on one thread, in virtual time.
    nonisolated(unsafe) let counter = counter
    nonisolated(unsafe) let scheduler = scheduler
    return Observable.deferred {
        counter.count += 1
        return Observable.just("results").delay(.seconds(20), scheduler: scheduler)
    }
}
// snippet:end demo-fake-request
for sharing in [false, true] {
    let scheduler = TestScheduler(initialClock: 0)
    let counter = RequestCounter()
    let request = sharing ? fakeRequest(counter, scheduler).share(replay: 1) : fakeRequest(counter, scheduler)
    let first = scheduler.createObserver(String.self)
    let second = scheduler.createObserver(String.self)
    let bag = DisposeBag()
    scheduler.scheduleAt(200) { request.subscribe(first).disposed(by: bag) }
    scheduler.scheduleAt(210) { request.subscribe(second).disposed(by: bag) }
    scheduler.start()
    print(
        "   \(sharing ? "share(replay: 1)" : "no sharing      "): requests made: \(counter.count);",
        "first sees \(renderMarbles(first.events, values: ["r": "results"])),",
        "second sees \(renderMarbles(second.events, values: ["r": "results"]))")
}
print()

print("3. Reconnection: a counter shared, everyone leaves at 240, a newcomer arrives at 260")
/// Four ways to share: two scopes of `share`, and the connectable operators that match each.
let sharings: [(name: String, share: (Observable<Int>) -> Observable<Int>)] = [
    ("share(replay: 1, scope: .whileConnected)", { $0.share(replay: 1, scope: .whileConnected) }),
    ("replay(1).refCount()", { $0.replay(1).refCount() }),
    ("share(replay: 1, scope: .forever)", { $0.share(replay: 1, scope: .forever) }),
    ("multicast(ReplaySubject(1)).refCount()", { $0.multicast(ReplaySubject.create(bufferSize: 1)).refCount() }),
]
for sharing in sharings {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createColdObservable(marbles: "-a-b-|", values: ["a": 1, "b": 2])
    let shared = sharing.share(source.asObservable())
    let first = scheduler.createObserver(Int.self)
    let newcomer = scheduler.createObserver(Int.self)
    var firstSubscription: Disposable?
    let bag = DisposeBag()
    scheduler.scheduleAt(200) { firstSubscription = shared.subscribe(first) }
    scheduler.scheduleAt(240) { firstSubscription?.dispose() }
    scheduler.scheduleAt(260) { shared.subscribe(newcomer).disposed(by: bag) }
    scheduler.start()
    print(
        "   \(sharing.name.padding(toLength: 46, withPad: " ", startingAt: 0)): first (200-240) \(renderMarbles(first.events)),",
        "newcomer at 260 \(renderMarbles(newcomer.events)),",
        "source subscriptions \(source.subscriptions.map(\.debugDescription).joined(separator: " "))")
}
print()
print("Notice: a subject decides what a late subscriber sees (nothing, the latest, the last n,")
print("or only the last on completion), and after the end every late subscriber gets the end.")
print("share(replay: 1) turns two requests into one; .whileConnected and replay(1) make a subject per")
print("connection and start afresh after everyone leaves, while .forever and a subject given to")
print("multicast keep the old subject and replay its stale value.")
