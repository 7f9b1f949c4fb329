// Mistake: fixes the cycle (the price closure holds the model weakly) but leaves the alert subscription thrown away, still listening after the model is gone.
// Caught by: leaves no subscription on the price feed and the alert feed
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
        prices
            .map { price in "$\(price)" }
            .subscribe(onNext: { [weak self] text in
                self?.priceText = text
            })
            .disposed(by: disposeBag)

        _ = alerts.subscribe(onNext: { [weak self] alert in
            self?.receivedAlerts.append(alert)
        })
    }
}
