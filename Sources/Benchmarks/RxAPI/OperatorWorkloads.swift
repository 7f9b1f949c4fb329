// The other workloads of RxSwift's own benchmark: subjects, the relay, flatMap, flatMapLatest and
// combineLatest, written as it writes them. NaiveRx has none of these operators, so the
// benchmark prints "—" in its column. Chapter 15 reads the numbers.
#if PEERS_RXSWIFT
import RxCocoa
import RxRelay
import RxSwift
#else
import ProductionRx
#endif

extension RxWorkloads {
    /// `publishSubjectPumping` (`subscribers` 1) and `publishSubjectPumpingTwoSubscriptions`
    /// (`subscribers` 2): send `elements` ones to a subject; returns the sum divided by the
    /// number of subscribers, which must equal `elements`.
    static func publishSubjectPumping(elements: Int, subscribers: Int) -> Int {
        nonisolated(unsafe) var sum = 0
        let subject = PublishSubject<Int>()
        let subscriptions = (0..<subscribers).map { _ in subject.subscribe(onNext: { sum += $0 }) }
        for _ in 0..<elements {
            subject.on(.next(1))
        }
        subscriptions.forEach { $0.dispose() }
        return sum / subscribers
    }

    /// `publishSubjectCreating`: `subscriptions` times, create a subject, subscribe, send one
    /// element, dispose. Returns the sum, which must equal `subscriptions`.
    static func publishSubjectCreating(subscriptions: Int) -> Int {
        nonisolated(unsafe) var sum = 0
        for _ in 0..<subscriptions {
            let subject = PublishSubject<Int>()
            let subscription = subject.subscribe(onNext: { sum += $0 })
            subject.on(.next(1))
            subscription.dispose()
        }
        return sum
    }

    /// `behaviorRelayPumping`: one `BehaviorRelay<Int>` starting at 0, one subscriber adding to
    /// a sum (it first receives the 0), then `elements` times `accept(1)`. Returns the sum,
    /// which must equal `elements`.
    static func behaviorRelayPumping(elements: Int) -> Int {
        nonisolated(unsafe) var sum = 0
        let relay = BehaviorRelay(value: 0)
        let subscription = relay.subscribe(onNext: { sum += $0 })
        for _ in 0..<elements {
            relay.accept(1)
        }
        subscription.dispose()
        return sum
    }

    /// A source that sends `elements` ones and does not complete, like the map/filter one.
    static func source(elements: Int) -> Observable<Int> {
        Observable<Int>.create { observer in
            for _ in 0..<elements {
                observer.on(.next(1))
            }
            return Disposables.create()
        }
    }

    /// Five `flatMap { Observable.just($0) }`.
    private static func fiveFlatMaps(_ source: Observable<Int>) -> Observable<Int> {
        source
            .flatMap { Observable.just($0) }
            .flatMap { Observable.just($0) }
            .flatMap { Observable.just($0) }
            .flatMap { Observable.just($0) }
            .flatMap { Observable.just($0) }
    }

    /// Five `flatMapLatest { Observable.just($0) }`.
    private static func fiveFlatMapLatests(_ source: Observable<Int>) -> Observable<Int> {
        source
            .flatMapLatest { Observable.just($0) }
            .flatMapLatest { Observable.just($0) }
            .flatMapLatest { Observable.just($0) }
            .flatMapLatest { Observable.just($0) }
            .flatMapLatest { Observable.just($0) }
    }

    /// `combineLatest` of three `just(1)` and `source`, nested six more times, each time with
    /// three more `just(1)`: RxSwift's benchmark chain.
    private static func nestedCombineLatests(_ source: Observable<Int>) -> Observable<Int> {
        var last = Observable.combineLatest(
            Observable.just(1), Observable.just(1), Observable.just(1), source
        ) { _, _, _, x in x }
        for _ in 0..<6 {
            last = Observable.combineLatest(
                Observable.just(1), Observable.just(1), Observable.just(1), last
            ) { _, _, _, x in x }
        }
        return last
    }

    /// Pumps `elements` ones through `chain` into a summing subscriber; returns the sum.
    static func pump(elements: Int, _ chain: (Observable<Int>) -> Observable<Int>) -> Int {
        nonisolated(unsafe) var sum = 0
        let subscription = chain(source(elements: elements)).subscribe(onNext: { sum += $0 })
        subscription.dispose()
        return sum
    }

    /// `subscriptions` times: builds `chain` over one element, subscribes, disposes; returns
    /// the sum.
    static func create(subscriptions: Int, _ chain: (Observable<Int>) -> Observable<Int>) -> Int {
        nonisolated(unsafe) var sum = 0
        for _ in 0..<subscriptions {
            let subscription = chain(source(elements: 1)).subscribe(onNext: { sum += $0 })
            subscription.dispose()
        }
        return sum
    }

    static func flatMapsPumping(elements: Int) -> Int { pump(elements: elements, fiveFlatMaps) }
    static func flatMapsCreating(subscriptions: Int) -> Int { create(subscriptions: subscriptions, fiveFlatMaps) }
    static func flatMapLatestPumping(elements: Int) -> Int { pump(elements: elements, fiveFlatMapLatests) }
    static func flatMapLatestCreating(subscriptions: Int) -> Int { create(subscriptions: subscriptions, fiveFlatMapLatests) }
    static func combineLatestPumping(elements: Int) -> Int { pump(elements: elements, nestedCombineLatests) }
    static func combineLatestCreating(subscriptions: Int) -> Int { create(subscriptions: subscriptions, nestedCombineLatests) }
}
