// The map/filter workloads on ProductionRx (chapter 5's `map`, and `filter`), written as
// RxSwift's own benchmark writes them. Chapter 15 reads the numbers.
#if PEERS_RXSWIFT
import RxCocoa
import RxRelay
import RxSwift
#else
import ProductionRx
#endif

extension ObservableType {
    /// Six `map { $0 }` + `filter { _ in true }` pairs: RxSwift's benchmark chain.
    func twelveOperators() -> Observable<Element> {
        self
            .map { $0 }.filter { _ in true }
            .map { $0 }.filter { _ in true }
            .map { $0 }.filter { _ in true }
            .map { $0 }.filter { _ in true }
            .map { $0 }.filter { _ in true }
            .map { $0 }.filter { _ in true }
    }
}

/// ProductionRx's half of the map/filter workloads.
enum ProductionRxWorkloads {
    /// `mapFilterPumping`: `create` sends `elements` ones through the twelve operators into a
    /// summing subscriber. Returns the sum, which must equal `elements`.
    static func mapFilterPumping(elements: Int) -> Int {
        var sum = 0
        let subscription = Observable<Int>
            .create { observer in
                for _ in 0..<elements {
                    observer.on(.next(1))
                }
                return Disposables.create()
            }
            .twelveOperators()
            .subscribe(onNext: { sum += $0 })
        subscription.dispose()
        return sum
    }

    /// `mapFilterCreating`: `subscriptions` times, build the chain over a source of one
    /// element, subscribe, dispose. Returns the sum, which must equal `subscriptions`.
    static func mapFilterCreating(subscriptions: Int) -> Int {
        var sum = 0
        for _ in 0..<subscriptions {
            let subscription = Observable<Int>
                .create { observer in
                    observer.on(.next(1))
                    return Disposables.create()
                }
                .twelveOperators()
                .subscribe(onNext: { sum += $0 })
            subscription.dispose()
        }
        return sum
    }
}
