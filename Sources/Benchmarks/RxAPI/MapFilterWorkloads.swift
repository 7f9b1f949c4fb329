// The map/filter workloads in RxSwift's API (chapter 5's `map`, and `filter`), written as
// RxSwift's own benchmark writes them. Chapter 15 reads the numbers.
//
// Every file in this folder is one source for two libraries: the benchmark compiles it against
// ProductionRx, and Tools/Peers compiles it once against ProductionRx and once against RxSwift
// (with PEERS_RXSWIFT defined), so that both run exactly the same code.
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

    /// Twelve `map { $0 }`: the chain the floor (twelve plain closures) is the limit of.
    func twelveMaps() -> Observable<Element> {
        self
            .map { $0 }.map { $0 }.map { $0 }.map { $0 }.map { $0 }.map { $0 }
            .map { $0 }.map { $0 }.map { $0 }.map { $0 }.map { $0 }.map { $0 }
    }
}

/// The workloads in RxSwift's API, for whichever library this file is compiled against. Each
/// returns a number that must equal its count: the proof that the work was done.
enum RxWorkloads {
    /// `mapFilterPumping`: `create` sends `elements` ones through the twelve operators into a
    /// summing subscriber. Returns the sum, which must equal `elements`.
    static func mapFilterPumping(elements: Int) -> Int {
        nonisolated(unsafe) var sum = 0
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
        nonisolated(unsafe) var sum = 0
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

    /// `twelveMapsPumping`: `create` sends `elements` ones through twelve `map { $0 }` into a
    /// summing subscriber: the Rx chain closest to the floor's twelve closure calls.
    static func twelveMapsPumping(elements: Int) -> Int {
        nonisolated(unsafe) var sum = 0
        let subscription = Observable<Int>
            .create { observer in
                for _ in 0..<elements {
                    observer.on(.next(1))
                }
                return Disposables.create()
            }
            .twelveMaps()
            .subscribe(onNext: { sum += $0 })
        subscription.dispose()
        return sum
    }
}
