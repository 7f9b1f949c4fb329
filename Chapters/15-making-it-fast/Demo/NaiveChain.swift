// Chapter 15's demo, NaiveRx's side: the benchmark's map/filter chain on the closure-based
// Observable of chapters 2 and 3.
import NaiveRx

extension ObservableType {
    /// A `filter` in NaiveRx's style, as the benchmark writes it: NaiveRx has none of its own
    /// (it is exercise 03.1, and stays open).
    fileprivate func naiveFilter(_ isIncluded: @escaping (Element) -> Bool) -> Observable<Element> {
        Observable<Element> { observer in
            self.subscribe(
                Observer { event in
                    switch event {
                    case .next(let element):
                        if isIncluded(element) {
                            observer.on(.next(element))
                        }
                    case .error(let error):
                        observer.on(.error(error))
                    case .completed:
                        observer.on(.completed)
                    }
                })
        }
    }
}

/// NaiveRx's half of the comparison.
enum NaiveChain {
    /// `operators` operators over `source`, alternating `map { $0 }` and `filter { _ in true }`.
    static func chain(_ source: Observable<Int>, operators: Int) -> Observable<Int> {
        var chain = source
        for index in 0..<operators {
            chain = index.isMultiple(of: 2) ? chain.map { $0 } : chain.naiveFilter { _ in true }
        }
        return chain
    }

    /// Sends `elements` ones through twelve operators into a summing subscriber; returns the sum.
    static func pump(elements: Int) -> Int {
        var sum = 0
        let source = Observable<Int>.create { observer in
            for _ in 0..<elements {
                observer.on(.next(1))
            }
            return Disposables.create()
        }
        chain(source, operators: 12).subscribe(onNext: { sum += $0 }).dispose()
        return sum
    }

    /// Builds, subscribes and disposes the twelve-operator chain `subscriptions` times over a
    /// source of one element; returns the sum.
    static func create(subscriptions: Int) -> Int {
        var sum = 0
        for _ in 0..<subscriptions {
            let source = Observable<Int>.create { observer in
                observer.on(.next(1))
                return Disposables.create()
            }
            chain(source, operators: 12).subscribe(onNext: { sum += $0 }).dispose()
        }
        return sum
    }

    /// The objects NaiveRx counts (`Resources.total`) while a chain of `operators` operators
    /// is subscribed, before and after `elements` elements went through it; `nil` in a
    /// release build, which counts nothing.
    static func liveObjects(operators: Int, elements: Int) -> (built: Int, subscribed: Int, afterPumping: Int, afterDispose: Int)? {
        #if DEBUG
        var send: Observer<Int>?
        let source = Observable<Int>.create { observer in
            send = observer
            return Disposables.create()
        }
        let start = Int(Resources.total)
        let built = chain(source, operators: operators)
        let afterBuilding = Int(Resources.total) - start
        var subscribed = 0
        var afterPumping = 0
        do {
            let subscription = built.subscribe(onNext: { _ in })
            subscribed = Int(Resources.total) - start
            for _ in 0..<elements {
                send?.on(.next(1))
            }
            afterPumping = Int(Resources.total) - start
            subscription.dispose()
        }
        send = nil
        let afterDispose = Int(Resources.total) - start
        return (afterBuilding, subscribed, afterPumping, afterDispose)
        #else
        return nil
        #endif
    }
}
