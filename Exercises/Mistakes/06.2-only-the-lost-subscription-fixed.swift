// Mistake: puts the alert subscription in the bag but keeps the price closure's strong self: model, bag, subscription, closure, model is still a circle.
// Caught by: is freed when the screen lets go of it
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
            .subscribe(onNext: { text in
                self.priceText = text
            })
            .disposed(by: disposeBag)

        alerts
            .subscribe(onNext: { [weak self] alert in
                self?.receivedAlerts.append(alert)
            })
            .disposed(by: disposeBag)
    }
}
