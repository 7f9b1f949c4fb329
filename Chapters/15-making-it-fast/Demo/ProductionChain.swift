// Chapter 15's demo, ProductionRx's side: the same chain with chapter 5's Producer and Sink.
import ProductionRx

/// ProductionRx's half of the comparison.
enum ProductionChain {
    // snippet:begin production-chain
    /// `operators` operators over `source`, alternating `map { $0 }` and `filter { _ in true }`.
    /// Every step returns an `Observable<Int>`: whatever class is behind it (a `Map`, a
    /// `Filter`), its type is erased at once.
    static func chain(_ source: Observable<Int>, operators: Int) -> Observable<Int> {
        var chain = source
        for index in 0..<operators {
            chain = index.isMultiple(of: 2) ? chain.map { $0 } : chain.filter { _ in true }
        }
        return chain
    }
    // snippet:end production-chain

    /// Sends `elements` ones through twelve operators into a summing subscriber; returns the sum.
    static func pump(elements: Int) -> Int {
        nonisolated(unsafe) var sum = 0
        let source = Observable<Int>.create { observer in
            for _ in 0..<elements {
                observer.onNext(1)
            }
            return Disposables.create()
        }
        chain(source, operators: 12).subscribe(onNext: { sum += $0 }).dispose()
        return sum
    }

    /// Builds, subscribes and disposes the twelve-operator chain `subscriptions` times over a
    /// source of one element; returns the sum.
    static func create(subscriptions: Int) -> Int {
        nonisolated(unsafe) var sum = 0
        for _ in 0..<subscriptions {
            let source = Observable<Int>.create { observer in
                observer.onNext(1)
                return Disposables.create()
            }
            chain(source, operators: 12).subscribe(onNext: { sum += $0 }).dispose()
        }
        return sum
    }

    /// The type the chain has for the compiler, and the class behind it at run time.
    static func types() -> (declared: String, dynamic: String) {
        let built = chain(Observable.just(1), operators: 2)
        return ("\(Observable<Int>.self)", "\(type(of: built))")
    }

    /// The objects ProductionRx counts (`Resources.total`) while a chain of `operators`
    /// operators is subscribed, before and after `elements` elements went through it; `nil`
    /// in a release build, which counts nothing.
    static func liveObjects(operators: Int, elements: Int) -> (built: Int, subscribed: Int, afterPumping: Int, afterDispose: Int)? {
        #if DEBUG
        let source = PublishSubject<Int>()
        let observable = source.asObservable()
        let start = Int(Resources.total)
        let built = chain(observable, operators: operators)
        let afterBuilding = Int(Resources.total) - start
        var subscribed = 0
        var afterPumping = 0
        do {
            let subscription = built.subscribe(onNext: { _ in })
            subscribed = Int(Resources.total) - start
            for _ in 0..<elements {
                source.onNext(1)
            }
            afterPumping = Int(Resources.total) - start
            subscription.dispose()
        }
        let afterDispose = Int(Resources.total) - start
        return (afterBuilding, subscribed, afterPumping, afterDispose)
        #else
        return nil
        #endif
    }
}
