// Reference solution for exercise 06.2 — find and fix the leak. Try the exercise first.
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
        // Leak 1 was a cycle: model → bag → subscription → closure → model. Holding the
        // model weakly breaks it.
        prices
            .map { price in "$\(price)" }
            .subscribe(
                with: self,
                onNext: { model, text in
                    model.priceText = text
                }
            )
            .disposed(by: disposeBag)

        // Leak 2 was a subscription nobody owned: `_ =` threw away the only way to dispose
        // it, and the alert feed kept its observer for ever. The bag owns it now.
        alerts
            .subscribe(
                with: self,
                onNext: { model, alert in
                    model.receivedAlerts.append(alert)
                }
            )
            .disposed(by: disposeBag)
    }
}
