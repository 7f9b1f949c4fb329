// Mistake: a DisposeBag made inside init, which is freed, and disposes both subscriptions, as soon as init returns.
// Caught by: shows the latest price and collects the alerts
import ProductionRx

/// The model of a watchlist screen: the latest price as text, and the alerts received.
public final class WatchlistModel {
    /// The latest price as text: `"$42"`; a dash until the first price arrives.
    public private(set) var priceText = "–"
    /// The alerts received so far, oldest first.
    public private(set) var receivedAlerts: [String] = []

    /// Listens to `prices` and `alerts` for as long as the model lives.
    public init(prices: Observable<Int>, alerts: Observable<String>) {
        let disposeBag = DisposeBag()
        prices
            .map { price in "$\(price)" }
            .subscribe(onNext: { [weak self] text in
                self?.priceText = text
            })
            .disposed(by: disposeBag)

        alerts
            .subscribe(onNext: { [weak self] alert in
                self?.receivedAlerts.append(alert)
            })
            .disposed(by: disposeBag)
    }
}
