// The checks of exercise 06.2, leak (chapter 6): no cycle, no lost subscription, Resources.total
// back where it was.
import Dispatch
import ExerciseCheckSupport
import ExerciseKit
import ProductionRx
import Synchronization

/// What the learner's answer must do, one behaviour per check, in the order the report lists them.
/// This file is compiled into the same module as the learner's file (Package.swift).
public let exerciseChecks: [Check] = [
    Check("shows the latest price and collects the alerts") {
        let prices = PushedFeed<Int>(), alerts = PushedFeed<String>()
        let model = WatchlistModel(prices: prices.observable, alerts: alerts.observable)
        expect(model.priceText, equals: "–", "priceText before any price")
        prices.send(41)
        prices.send(42)
        alerts.send("above 40")
        alerts.send("above 42")
        expect(model.priceText, equals: "$42", "priceText after prices 41 and 42")
        expect(model.receivedAlerts, equals: ["above 40", "above 42"], "receivedAlerts after two alerts")
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
        expect(closed.leakedResources, equals: 0, "ProductionRx objects still alive after the model was released")
    },
]

/// What stayed behind after a watchlist screen was opened, used and closed.
private struct ClosedWatchlist {
    let modelFreed: Bool
    let priceSubscribers: Int
    let alertSubscribers: Int
    /// How much `Resources.total` grew.
    let leakedResources: Int32
}

/// Creates a `WatchlistModel`, sends it a price and an alert, lets go of it, and reports.
private func openAndCloseWatchlist() -> ClosedWatchlist {
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
        leakedResources: after - before
    )
}

/// A ProductionRx source driven by hand, as a subject would be: it keeps each subscriber's
/// observer until that subscription is disposed; `send` pushes an element to all of them.
private final class PushedFeed<Element> {
    private var observers: [Int: AnyObserver<Element>] = [:]
    private var nextKey = 0

    /// How many subscriptions are attached right now.
    var subscriberCount: Int { observers.count }

    /// The observable to hand to the code under test.
    var observable: Observable<Element> {
        nonisolated(unsafe) let `self` = self
        return Observable.create { observer in
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
