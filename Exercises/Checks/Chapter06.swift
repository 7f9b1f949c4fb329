// Exercises for chapter 6, "Disposables and DisposeBag": a disposable per key, and finding
// a leak by counting live resources.
import Dispatch
import Exercises
import ProductionRx
import Synchronization

let chapter06: [Exercise] = [
    Exercise(
        id: "06.1", name: "keyed",
        title: "A serial disposable per key",
        starter: "Exercises/06-disposables-and-disposebag/KeyedSerialDisposable.swift",
        reread: "Chapters/06-disposables-and-disposebag/README.md#serialdisposable",
        hint:
            "Keep a [String: Disposable] and a disposed flag under one lock. Decide what to dispose while holding the lock (updateValue returns the replaced one), unlock, then dispose it.",
        checks: [
            Check("disposes the disposable a key's new one replaces, and no other") {
                let keyed = KeyedSerialDisposable()
                let first = DisposalCounter(), other = DisposalCounter(), second = DisposalCounter()
                keyed.set(first, forKey: "row 1")
                keyed.set(other, forKey: "row 2")
                expect(first.disposals, equals: 0, "disposals of row 1's first disposable before it is replaced")
                keyed.set(second, forKey: "row 1")
                expect(first.disposals, equals: 1, "disposals of row 1's first disposable once replaced")
                expect(other.disposals, equals: 0, "disposals of row 2's disposable")
                expect(second.disposals, equals: 0, "disposals of row 1's second disposable")
            },
            Check("disposes every current disposable once, however often it is disposed") {
                let keyed = KeyedSerialDisposable()
                let row1 = DisposalCounter(), row2 = DisposalCounter()
                keyed.set(row1, forKey: "row 1")
                keyed.set(row2, forKey: "row 2")
                expect(keyed.isDisposed, equals: false, "isDisposed before dispose()")
                keyed.dispose()
                keyed.dispose()
                expect(keyed.isDisposed, equals: true, "isDisposed after dispose()")
                expect([row1.disposals, row2.disposals], equals: [1, 1], "disposals of row 1's and row 2's disposables")
            },
            Check("disposes a disposable set after dispose() at once") {
                let keyed = KeyedSerialDisposable()
                keyed.dispose()
                let late = DisposalCounter()
                keyed.set(late, forKey: "row 1")
                expect(late.disposals, equals: 1, "disposals of a disposable set after dispose(), right after set")
            },
            Check("lets a disposable's dispose() call set without deadlocking") {
                let keyed = KeyedSerialDisposable()
                let replacement = DisposalCounter()
                let reentrant = Disposables.create { keyed.set(replacement, forKey: "row 2") }
                keyed.set(reentrant, forKey: "row 1")
                keyed.set(DisposalCounter(), forKey: "row 1")
                keyed.dispose()
                expect(replacement.disposals, equals: 1, "disposals of the disposable set from inside a dispose()")
            },
            Check("disposes every disposable exactly once when many threads set and dispose at once") {
                // Each of 8 workers sets 5,000 disposables in a tight loop over 4 keys, so that
                // threads really meet inside set(_:forKey:); one of them disposes half-way.
                // Several rounds, each with a fresh object: one unlucky round shows a race.
                let workers = 8, perWorker = 5000
                let keys = ["row 0", "row 1", "row 2", "row 3"]
                var neverDisposed = 0, disposedTwice = 0
                for _ in 0..<30 {
                    let keyed = CrossThreadBox(KeyedSerialDisposable())
                    let counters = (0..<workers * perWorker).map { _ in DisposalCounter() }
                    DispatchQueue.concurrentPerform(iterations: workers) { worker in
                        for step in 0..<perWorker {
                            keyed.value.set(counters[worker * perWorker + step], forKey: keys[step % keys.count])
                            if worker == 0 && step == perWorker / 2 { keyed.value.dispose() }
                        }
                    }
                    keyed.value.dispose()
                    let disposals = counters.map(\.disposals)
                    neverDisposed += disposals.filter { $0 == 0 }.count
                    disposedTwice += disposals.filter { $0 > 1 }.count
                }
                expect(neverDisposed, equals: 0, "disposables never disposed (30 rounds of 40,000)")
                expect(disposedTwice, equals: 0, "disposables disposed more than once (30 rounds of 40,000)")
            },
        ]
    ),
    Exercise(
        id: "06.2", name: "leak",
        title: "Find and fix the leak",
        starter: "Exercises/06-disposables-and-disposebag/WatchlistModel.swift",
        reread: "Chapters/06-disposables-and-disposebag/README.md#counting-live-resources",
        hint:
            "Draw who holds whom: the model holds its bag, the bag holds the subscriptions, a subscription holds its closure. A closure that holds the model closes a circle; a subscription that nothing holds is never disposed.",
        checks: [
            Check("shows the latest price and collects the alerts") {
                let prices = PushedFeed<Int>(), alerts = PushedFeed<String>()
                let model = WatchlistModel(prices: prices.observable, alerts: alerts.observable)
                expect(model.priceText, equals: "–", "priceText before any price")
                prices.send(41)
                prices.send(42)
                alerts.send("above 40")
                expect(model.priceText, equals: "$42", "priceText after prices 41 and 42")
                expect(model.receivedAlerts, equals: ["above 40"], "receivedAlerts after one alert")
            },
            Check("is freed when the screen lets go of it") {
                let closed = openAndCloseWatchlist()
                expect(closed.modelFreed, "the model was freed once nothing held it")
            },
            Check("leaves no subscription on the price feed and the alert feed") {
                let closed = openAndCloseWatchlist()
                expect(closed.priceSubscribers, equals: 0, "subscribers left on the price feed")
                expect(closed.alertSubscribers, equals: 0, "subscribers left on the alert feed")
            },
            Check("leaves Resources.total where it was before the model was created") {
                let closed = openAndCloseWatchlist()
                if let leaked = closed.leakedResources {
                    expect(leaked, equals: 0, "ProductionRx objects still alive after the model was released")
                }
            },
        ]
    ),
]

/// What stayed behind after a watchlist screen was opened, used and closed.
struct ClosedWatchlist {
    let modelFreed: Bool
    let priceSubscribers: Int
    let alertSubscribers: Int
    /// How much `Resources.total` grew; `nil` in a release build, which does not count.
    let leakedResources: Int32?
}

/// Creates a `WatchlistModel`, sends it a price and an alert, lets go of it, and reports.
func openAndCloseWatchlist() -> ClosedWatchlist {
    let prices = PushedFeed<Int>(), alerts = PushedFeed<String>()
    // A first subscription, disposed at once, so that anything created once per thread
    // already exists before counting starts.
    prices.observable.subscribe(onNext: { _ in }).dispose()
    let before = liveProductionRxResources()
    var model: WatchlistModel? = WatchlistModel(prices: prices.observable, alerts: alerts.observable)
    weak let released = model
    prices.send(1)
    alerts.send("hello")
    model = nil
    let after = liveProductionRxResources()
    return ClosedWatchlist(
        modelFreed: released == nil,
        priceSubscribers: prices.subscriberCount,
        alertSubscribers: alerts.subscriberCount,
        leakedResources: before.flatMap { before in after.map { $0 - before } }
    )
}

/// ProductionRx's count of live objects, or `nil` in a release build, which does not count.
func liveProductionRxResources() -> Int32? {
    #if DEBUG
    ProductionRx.Resources.total
    #else
    nil
    #endif
}

/// A disposable that counts how often it was disposed; any thread may dispose it.
final class DisposalCounter: Disposable, Sendable {
    private let count = Atomic<Int>(0)

    /// How many times `dispose()` was called.
    var disposals: Int { count.load(ordering: .sequentiallyConsistent) }

    func dispose() {
        count.add(1, ordering: .sequentiallyConsistent)
    }
}

/// A ProductionRx source driven by hand, as a subject would be: it keeps each subscriber's
/// observer until that subscription is disposed; `send` pushes an element to all of them.
final class PushedFeed<Element> {
    private var observers: [Int: AnyObserver<Element>] = [:]
    private var nextKey = 0

    /// How many subscriptions are attached right now.
    var subscriberCount: Int { observers.count }

    /// The observable to hand to the code under test.
    var observable: Observable<Element> {
        Observable.create { observer in
            let key = self.nextKey
            self.nextKey += 1
            self.observers[key] = observer
            return Disposables.create { self.observers[key] = nil }
        }
    }

    /// Sends `element` to every subscriber.
    func send(_ element: Element) {
        for observer in observers.values {
            observer.onNext(element)
        }
    }
}

/// Carries the learner's object into `concurrentPerform`'s threads; whether it is safe there
/// is exactly what the check finds out.
struct CrossThreadBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
