// Exercise 06.2 — find and fix the leak. Check it with `swift run exercises 06.2`.
//
// `WatchlistModel` is the model behind a screen that shows a stock's latest price and the
// alerts about it. It works: prices and alerts arrive. But when the screen closes and lets
// go of the model, things stay behind. The check opens and closes the screen and then asks:
//   - was the model freed?
//   - are the price feed and the alert feed left without subscribers?
//   - is `Resources.total`, ProductionRx's count of live objects, back where it started?
// There are two separate leaks. Find both and fix them without changing what the model
// shows. `swift run ch06` shows a leak like one of them, found the same way.
//
// Read: Chapters/06-disposables-and-disposebag/README.md#counting-live-resources
import ProductionRx

/// The model of a watchlist screen: the latest price as text, and the alerts received.
public final class WatchlistModel {
    /// The latest price as text: `"$42"`; a dash until the first price arrives.
    public private(set) var priceText = "–"
    /// The alerts received so far, oldest first.
    public private(set) var receivedAlerts: [String] = []

    private let disposeBag = DisposeBag()

    /// Listens to `prices` and `alerts` for as long as the model lives.
    public init(prices: Observable<Int>, alerts: Observable<String>) {
        nonisolated(unsafe) let `self` = self
        prices
            .map { price in "$\(price)" }
            .subscribe(onNext: { text in
                self.priceText = text
            })
            .disposed(by: disposeBag)

        _ = alerts.subscribe(
            with: self,
            onNext: { model, alert in
                model.receivedAlerts.append(alert)
            })
    }
}
