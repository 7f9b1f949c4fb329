// The map/filter workloads on NaiveRx (chapters 2-3), and the `filter` NaiveRx leaves to the
// learner, written here in NaiveRx's style. Chapter 15 reads the numbers.
import NaiveRx

extension ObservableType {
    /// The benchmark's own naive `filter`: NaiveRx has none (it is exercise 03.1), so this
    /// one is written exactly as NaiveRx writes `map` (Sources/NaiveRx/Map.swift): an
    /// `Observable` whose subscribe closure subscribes to the source with an `Observer`
    /// closure. It lives in the benchmark module, not in NaiveRx, so the exercise stays open.
    func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        Observable<Element> { observer in
            self.subscribe(
                Observer { event in
                    switch event {
                    case .next(let element):
                        do {
                            if try predicate(element) {
                                observer.on(.next(element))
                            }
                        } catch {
                            observer.on(.error(error))
                        }
                    case .error(let error):
                        observer.on(.error(error))
                    case .completed:
                        observer.on(.completed)
                    }
                })
        }
    }

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

    /// Twelve `map { $0 }`.
    func twelveMaps() -> Observable<Element> {
        self
            .map { $0 }.map { $0 }.map { $0 }.map { $0 }.map { $0 }.map { $0 }
            .map { $0 }.map { $0 }.map { $0 }.map { $0 }.map { $0 }.map { $0 }
    }
}

/// NaiveRx's half of the map/filter workloads.
enum NaiveRxWorkloads {
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

    /// `twelveMapsPumping`: `create` sends `elements` ones through twelve `map { $0 }`.
    static func twelveMapsPumping(elements: Int) -> Int {
        var sum = 0
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
