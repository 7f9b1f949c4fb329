// The map/filter workloads on a Driver (chapter 13's units; RxCocoa's Driver when this file is
// compiled against RxSwift, in Tools/Peers), as RxSwift's benchmark writes them: the Driver delivers on the main scheduler, and the benchmark runs on the main thread
// with nothing queued, so every delivery takes MainScheduler's "run at once" shortcut and no
// main run loop is needed. Chapter 15 reads the numbers.
#if PEERS_RXSWIFT
import RxCocoa
import RxRelay
import RxSwift
#else
import ProductionRx
#endif

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Six `map { $0 }` + `filter { _ in true }` pairs on a Driver: each shares again.
    func twelveDriverOperators() -> Driver<Element> {
        self
            .map { $0 }.filter { _ in true }
            .map { $0 }.filter { _ in true }
            .map { $0 }.filter { _ in true }
            .map { $0 }.filter { _ in true }
            .map { $0 }.filter { _ in true }
            .map { $0 }.filter { _ in true }
    }
}

/// The Driver half of the map/filter workloads.
extension RxWorkloads {
    /// `mapFilterDriverPumping`: `create` sends `elements` ones through `asDriver` and the
    /// twelve operators into a summing `drive`. Returns the sum, which must equal `elements`.
    /// Must run on the main thread.
    static func mapFilterDriverPumping(elements: Int) -> Int {
        nonisolated(unsafe) var sum = 0
        let subscription = Observable<Int>
            .create { observer in
                for _ in 0..<elements {
                    observer.on(.next(1))
                }
                return Disposables.create()
            }
            .asDriver(onErrorJustReturn: -1)
            .twelveDriverOperators()
            .drive(onNext: { sum += $0 })
        subscription.dispose()
        return sum
    }

    /// `mapFilterDriverCreating`: `subscriptions` times, build the Driver chain over a source
    /// of one element, drive, dispose. Returns the sum, which must equal `subscriptions`.
    /// Must run on the main thread.
    static func mapFilterDriverCreating(subscriptions: Int) -> Int {
        nonisolated(unsafe) var sum = 0
        for _ in 0..<subscriptions {
            let subscription = Observable<Int>
                .create { observer in
                    observer.on(.next(1))
                    return Disposables.create()
                }
                .asDriver(onErrorJustReturn: -1)
                .twelveDriverOperators()
                .drive(onNext: { sum += $0 })
            subscription.dispose()
        }
        return sum
    }
}
