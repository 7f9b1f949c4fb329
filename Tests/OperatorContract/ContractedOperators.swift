// Every operator of ProductionRx, one line each: how to apply it to the sources the contract
// makes (`s.source()`, `s.single()`, `s.maybe()`, `s.completable()`, `s.driver()`, `s.signal()`,
// `s.infallible()`, `s.scheduler`) and, where it differs from "passes the error on,
// completes", how it ends. The one list: the deterministic suite
// (Tests/ProductionRxTests/Contract), which fails, naming the file, when an operator is
// missing, and the randomised contract (`swift run contract`) both run it. CONTRIBUTING.md
// ("The operator contract") says how to add one. Chapters 5 and 8.
import Foundation
import ProductionRx

extension ContractedOperator {
    /// Every operator under the contract. A new group of operators adds its list here.
    package static let all: [ContractedOperator] = observables + traits + infallible + units

    /// The operators of `Sources/ProductionRx/Observables`, by file.
    package static let observables: [ContractedOperator] = [
        .init("amb(_:)", "Observables/Amb.swift") { s in s.source().amb(s.source()) },
        .init("Observable.amb(_:)", "Observables/Amb.swift") { s in Observable.amb([s.source(), s.source()]) },
        .init("buffer(timeSpan:count:scheduler:)", "Observables/Buffer.swift") { s in
            s.source().buffer(timeSpan: .seconds(5), count: 3, scheduler: s.scheduler)
        },
        .init("catch(_:)", "Observables/Catch.swift") { s in s.source().catch { _ in s.source() } },
        .init("catchAndReturn(_:)", "Observables/Catch.swift", onError: .completion) { s in s.source().catchAndReturn(0) },
        .init("Observable.catch(sequence:)", "Observables/Catch.swift") { s in Observable.catch(sequence: [s.source(), s.source()]) },
        .init("Observable.combineLatest(_:_:resultSelector:)", "Observables/CombineLatest+arity.swift") { s in
            Observable.combineLatest(s.source(), s.source()) { (first: Int, second: Int) in first + second }
        },
        .init("Observable.combineLatest(_:)", "Observables/CombineLatest.swift") { s in Observable.combineLatest([s.source(), s.source()]) },
        .init("compactMap(_:)", "Observables/CompactMap.swift") { s in s.source().compactMap { (element: Int) in Optional(element) } },
        .init("concat(_:)", "Observables/Concat.swift") { s in s.source().concat(s.source()) },
        .init("Observable.concat(_:)", "Observables/Concat.swift") { s in Observable.concat([s.source(), s.source()]) },
        .init("Observable.create(_:)", "Observables/Create.swift") { s in
            Observable<Int>.create { observer in s.source().subscribe(observer) }
        },
        .init("debounce(_:scheduler:)", "Observables/Debounce.swift") { s in s.source().debounce(.seconds(2), scheduler: s.scheduler) },
        .init("debug(_:trimOutput:file:line:function:)", "Observables/Debug.swift", prints: true) { s in s.source().debug("contract") },
        .init("decode(type:decoder:)", "Observables/Decode.swift") { s in
            s.source(sending: Data("1".utf8)).decode(type: Int.self, decoder: JSONDecoder())
        },
        .init("ifEmpty(default:)", "Observables/DefaultIfEmpty.swift") { s in s.source().ifEmpty(default: 0) },
        .init("Observable.deferred(_:)", "Observables/Deferred.swift") { s in Observable.deferred { s.source() } },
        .init("delay(_:scheduler:)", "Observables/Delay.swift") { s in s.source().delay(.seconds(2), scheduler: s.scheduler) },
        .init("delaySubscription(_:scheduler:)", "Observables/DelaySubscription.swift") { s in
            s.source().delaySubscription(.seconds(2), scheduler: s.scheduler)
        },
        .init("dematerialize()", "Observables/Dematerialize.swift") { s in s.source(sending: Event<Int>.next(1)).dematerialize() },
        .init("distinctUntilChanged()", "Observables/DistinctUntilChanged.swift") { s in s.source().distinctUntilChanged() },
        .init("do(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)", "Observables/Do.swift") {
            s in s.source().do(onNext: { (_: Int) in })
        },
        .init("element(at:)", "Observables/ElementAt.swift", onCompletion: .anError, endsAfterOneElement: true) { s in s.source().element(at: 0) },
        .init("enumerated()", "Observables/Enumerated.swift") { s in s.source().enumerated() },
        .init("filter(_:)", "Observables/Filter.swift") { s in s.source().filter { (_: Int) in true } },
        .init("first()", "Observables/First.swift", endsAfterOneElement: true) { s in s.source().first() },
        .init("groupBy(keySelector:)", "Observables/GroupBy.swift") { s in s.source().groupBy { (element: Int) in element % 2 } },
        .init("GroupedObservable.asObservable()", "Observables/GroupedObservable.swift") { s in
            GroupedObservable(key: 0, source: s.source()).asObservable()
        },
        .init("ignoreElements()", "Observables/IgnoreElements.swift") { s in s.source().ignoreElements() },
        .init("asCompletable()", "Observables/IgnoreElements.swift") { s in s.source().asCompletable() },
        .init("map(_:)", "Observables/Map.swift") { s in s.source().map { (element: Int) in element } },
        .init("materialize()", "Observables/Materialize.swift", onError: .completion) { s in s.source().materialize() },
        .init("flatMap(_:)", "Observables/Merge.swift") { s in s.source().flatMap { (_: Int) in s.source() } },
        .init("flatMapFirst(_:)", "Observables/Merge.swift") { s in s.source().flatMapFirst { (_: Int) in s.source() } },
        .init("concatMap(_:)", "Observables/Merge.swift") { s in s.source().concatMap { (_: Int) in s.source() } },
        .init("merge()", "Observables/Merge.swift") { s in s.source(sending: s.source()).merge() },
        .init("merge(maxConcurrent:)", "Observables/Merge.swift") { s in s.source(sending: s.source()).merge(maxConcurrent: 1) },
        .init("concat()", "Observables/Merge.swift") { s in s.source(sending: s.source()).concat() },
        .init("Observable.merge(_:)", "Observables/Merge.swift") { s in Observable.merge(s.source(), s.source()) },
        .init("publish()", "Observables/Multicast.swift") { s in s.source().publish().refCount() },
        .init("replay(_:)", "Observables/Multicast.swift") { s in s.source().replay(1).refCount() },
        .init("replayAll()", "Observables/Multicast.swift") { s in s.source().replayAll().refCount() },
        .init("multicast(_:)", "Observables/Multicast.swift") { s in s.source().multicast(PublishSubject<Int>()).refCount() },
        .init("multicast(makeSubject:)", "Observables/Multicast.swift") { s in
            s.source().multicast(makeSubject: { PublishSubject<Int>() }).refCount()
        },
        .init("multicast(_:selector:)", "Observables/Multicast.swift") { s in
            s.source().multicast({ PublishSubject<Int>() }, selector: { (shared: Observable<Int>) in shared })
        },
        .init("observe(on:)", "Observables/ObserveOn.swift") { s in s.source().observe(on: s.scheduler) },
        .init("reduce(_:accumulator:)", "Observables/Reduce.swift") { s in
            s.source().reduce(0) { (sum: Int, element: Int) in sum + element }
        },
        .init("reduce(_:accumulator:mapResult:)", "Observables/Reduce.swift") { s in
            s.source().reduce(0, accumulator: { (sum: Int, element: Int) in sum + element }, mapResult: { (sum: Int) in sum })
        },
        .init("retry()", "Observables/Retry.swift", onError: .never) { s in s.source().retry() },
        .init("retry(_:)", "Observables/Retry.swift") { s in s.source().retry(2) },
        .init("retry(when:)", "Observables/RetryWhen.swift") { s in
            s.source().retry(when: { (errors: Observable<any Error>) in errors.flatMap { Observable<Int>.error($0) } })
        },
        .init("sample(_:defaultValue:)", "Observables/Sample.swift") { s in s.source().sample(s.source()) },
        .init("scan(_:accumulator:)", "Observables/Scan.swift") { s in
            s.source().scan(0) { (sum: Int, element: Int) in sum + element }
        },
        .init("share(replay:scope:)", "Observables/ShareReplayScope.swift") { s in s.source().share(replay: 1) },
        .init("single()", "Observables/SingleAsync.swift", onCompletion: .anError) { s in s.source().single() },
        .init("single(_:)", "Observables/SingleAsync.swift", onCompletion: .anError) { s in s.source().single { (_: Int) in true } },
        .init("skip(_:)", "Observables/Skip.swift") { s in s.source().skip(1) },
        .init("skip(for:scheduler:)", "Observables/SkipForDuration.swift") { s in s.source().skip(for: .seconds(2), scheduler: s.scheduler) },
        // RxSwift 6 passes completion on only once the gate is open (SkipUntilTests;
        // `RxSwift/Observables/SkipUntil.swift`).
        .init("skip(until:)", "Observables/SkipUntil.swift", onCompletion: .never) { s in s.source().skip(until: s.source()) },
        .init("skip(while:)", "Observables/SkipWhile.swift") { s in s.source().skip(while: { (_: Int) in true }) },
        .init("startWith(_:)", "Observables/StartWith.swift") { s in s.source().startWith(0) },
        .init("subscribe(on:)", "Observables/SubscribeOn.swift") { s in s.source().subscribe(on: s.scheduler) },
        .init("flatMapLatest(_:)", "Observables/Switch.swift") { s in s.source().flatMapLatest { (_: Int) in s.source() } },
        .init("switchLatest()", "Observables/Switch.swift") { s in s.source(sending: s.source()).switchLatest() },
        .init("ifEmpty(switchTo:)", "Observables/SwitchIfEmpty.swift") { s in s.source().ifEmpty(switchTo: s.source()) },
        .init("take(_:)", "Observables/Take.swift", endsAfterOneElement: true) { s in s.source().take(1) },
        .init("take(for:scheduler:)", "Observables/TakeForDuration.swift") { s in
            s.source().take(for: .seconds(1_000), scheduler: s.scheduler)
        },
        .init("takeLast(_:)", "Observables/TakeLast.swift") { s in s.source().takeLast(1) },
        .init("take(until:)", "Observables/TakeUntil.swift") { s in s.source().take(until: s.source()) },
        .init("take(while:behavior:)", "Observables/TakeWithPredicate.swift", endsAfterOneElement: true) { s in
            s.source().take(while: { (_: Int) in false })
        },
        .init("take(until:behavior:)", "Observables/TakeWithPredicate.swift", endsAfterOneElement: true) { s in
            s.source().take(until: { (_: Int) in true }, behavior: .inclusive)
        },
        .init("throttle(_:latest:scheduler:)", "Observables/Throttle.swift") { s in s.source().throttle(.seconds(2), scheduler: s.scheduler) },
        .init("timeout(_:scheduler:)", "Observables/Timeout.swift") { s in s.source().timeout(.seconds(1_000), scheduler: s.scheduler) },
        .init("timeout(_:other:scheduler:)", "Observables/Timeout.swift") { s in
            s.source().timeout(.seconds(1_000), other: s.source(), scheduler: s.scheduler)
        },
        .init("toArray()", "Observables/ToArray.swift") { s in s.source().toArray() },
        .init("Observable.using(_:observableFactory:)", "Observables/Using.swift") { s in
            Observable.using({ BooleanDisposable() }, observableFactory: { (_: BooleanDisposable) in s.source() })
        },
        .init("window(timeSpan:count:scheduler:)", "Observables/Window.swift") { s in
            s.source().window(timeSpan: .seconds(5), count: 3, scheduler: s.scheduler)
        },
        .init("withLatestFrom(_:)", "Observables/WithLatestFrom.swift") { s in s.source().withLatestFrom(s.source()) },
        .init("withUnretained(_:)", "Observables/WithUnretained.swift") { s in s.source().withUnretained(s) },
        .init("withUnretained(_:resultSelector:)", "Observables/WithUnretained.swift") { s in
            s.source().withUnretained(s) { (_: ContractSources, element: Int) in element }
        },
        .init("withLatestFrom(_:resultSelector:)", "Observables/WithLatestFrom.swift") { s in
            s.source().withLatestFrom(s.source()) { (first: Int, second: Int) in first + second }
        },
        .init("Observable.zip(_:_:resultSelector:)", "Observables/Zip+arity.swift") { s in
            Observable.zip(s.source(), s.source()) { (first: Int, second: Int) in first + second }
        },
        .init("Observable.zip(_:)", "Observables/Zip.swift") { s in Observable.zip([s.source(), s.source()]) },
    ]

    /// The operators of `Sources/ProductionRx/Traits`, by file. A trait is applied to a
    /// hand-driven source through `init(raw:)`, without a check, so that each line tests one
    /// operator only.
    package static let traits: [ContractedOperator] = [
        .init("asMaybe()", "Traits/AsMaybe.swift") { s in s.source().asMaybe() },
        .init("asSingle()", "Traits/AsSingle.swift", onCompletion: .anError) { s in s.source().asSingle() },
        .init("andThen(_:) a Single", "Traits/Completable+AndThen.swift") { s in s.completable().andThen(s.single()) },
        .init("andThen(_:) a Maybe", "Traits/Completable+AndThen.swift") { s in s.completable().andThen(s.maybe()) },
        .init("andThen(_:) a Completable", "Traits/Completable+AndThen.swift") { s in s.completable().andThen(s.completable()) },
        .init("andThen(_:) an Observable", "Traits/Completable+AndThen.swift") { s in s.completable().andThen(s.source()) },
        .init("Maybe.map(_:)", "Traits/Maybe.swift") { s in s.maybe().map { (element: Int) in element } },
        .init("Maybe.asCompletable()", "Traits/Maybe.swift") { s in s.maybe().asCompletable() },
        .init("observe(on:)", "Traits/PrimitiveSequence+Operators.swift") { s in s.single().observe(on: s.scheduler) },
        .init("subscribe(on:)", "Traits/PrimitiveSequence+Operators.swift") { s in s.single().subscribe(on: s.scheduler) },
        .init("delay(_:scheduler:)", "Traits/PrimitiveSequence+Operators.swift") { s in s.single().delay(.seconds(2), scheduler: s.scheduler) },
        .init("delaySubscription(_:scheduler:)", "Traits/PrimitiveSequence+Operators.swift") { s in
            s.single().delaySubscription(.seconds(2), scheduler: s.scheduler)
        },
        .init("timeout(_:scheduler:)", "Traits/PrimitiveSequence+Operators.swift") { s in
            s.single().timeout(.seconds(1_000), scheduler: s.scheduler)
        },
        .init("timeout(_:other:scheduler:)", "Traits/PrimitiveSequence+Operators.swift") { s in
            s.single().timeout(.seconds(1_000), other: s.single(), scheduler: s.scheduler)
        },
        .init("debug(_:trimOutput:file:line:function:)", "Traits/PrimitiveSequence+Operators.swift", prints: true) { s in
            s.single().debug("contract")
        },
        .init("Single.do(onSuccess:…)", "Traits/PrimitiveSequence+Operators.swift") { s in s.single().do(onSuccess: { (_: Int) in }) },
        .init("Maybe.do(onNext:…)", "Traits/PrimitiveSequence+Operators.swift") { s in s.maybe().do(onNext: { (_: Int) in }) },
        .init("Completable.do(onCompleted:…)", "Traits/PrimitiveSequence+Operators.swift") { s in s.completable().do(onCompleted: {}) },
        .init("ifEmpty(default:)", "Traits/PrimitiveSequence+Operators.swift") { s in s.maybe().ifEmpty(default: 0) },
        .init("ifEmpty(switchTo:) a Maybe", "Traits/PrimitiveSequence+Operators.swift") { s in s.maybe().ifEmpty(switchTo: s.maybe()) },
        .init("ifEmpty(switchTo:) a Single", "Traits/PrimitiveSequence+Operators.swift") { s in s.maybe().ifEmpty(switchTo: s.single()) },
        .init("Completable.concat(_:)", "Traits/PrimitiveSequence+Operators.swift") { s in Completable.concat(s.completable(), s.completable()) },
        .init("Completable.zip(_:)", "Traits/PrimitiveSequence+Operators.swift") { s in Completable.zip(s.completable(), s.completable()) },
        .init("Single.filter(_:)", "Traits/PrimitiveSequence+Operators.swift") { s in s.single().filter { (_: Int) in true } },
        .init("Maybe.filter(_:)", "Traits/PrimitiveSequence+Operators.swift") { s in s.maybe().filter { (_: Int) in true } },
        .init("compactMap(_:)", "Traits/PrimitiveSequence+Operators.swift") { s in
            s.single().compactMap { (element: Int) in Optional(element) }
        },
        .init("Single.flatMap(_:)", "Traits/PrimitiveSequence+Operators.swift") { s in s.single().flatMap { (_: Int) in s.single() } },
        .init("Maybe.flatMap(_:)", "Traits/PrimitiveSequence+Operators.swift") { s in s.maybe().flatMap { (_: Int) in s.maybe() } },
        .init("flatMapMaybe(_:)", "Traits/PrimitiveSequence+Operators.swift") { s in s.single().flatMapMaybe { (_: Int) in s.maybe() } },
        .init("flatMapCompletable(_:)", "Traits/PrimitiveSequence+Operators.swift") { s in
            s.single().flatMapCompletable { (_: Int) in s.completable() }
        },
        .init("catch(_:)", "Traits/PrimitiveSequence+Operators.swift") { s in s.single().catch { _ in s.single() } },
        .init("retry()", "Traits/PrimitiveSequence+Operators.swift", onError: .never) { s in s.single().retry() },
        .init("retry(_:)", "Traits/PrimitiveSequence+Operators.swift") { s in s.single().retry(2) },
        .init("retry(when:)", "Traits/PrimitiveSequence+Operators.swift") { s in
            s.single().retry(when: { (errors: Observable<any Error>) in errors.flatMap { Observable<Int>.error($0) } })
        },
        .init("catchAndReturn(_:)", "Traits/PrimitiveSequence+Operators.swift", onError: .completion) { s in s.single().catchAndReturn(0) },
        .init("Single.zip(_:_:)", "Traits/PrimitiveSequence+Zip.swift") { s in Single.zip(s.single(), s.single()) },
        .init("Single.zip(_:)", "Traits/PrimitiveSequence+Zip.swift") { s in Single.zip([s.single(), s.single()]) },
        .init("asObservable()", "Traits/PrimitiveSequence.swift") { s in s.single().asObservable() },
        .init("Single.deferred(_:)", "Traits/PrimitiveSequence.swift") { s in Single<Int>.deferred { s.single() } },
        .init("Single.using(_:primitiveSequenceFactory:)", "Traits/PrimitiveSequence.swift") { s in
            Single.using({ BooleanDisposable() }, primitiveSequenceFactory: { (_: BooleanDisposable) in s.single() })
        },
        .init("Single.map(_:)", "Traits/Single.swift") { s in s.single().map { (element: Int) in element } },
        .init("Single.asMaybe()", "Traits/Single.swift") { s in s.single().asMaybe() },
        .init("Single.asCompletable()", "Traits/Single.swift") { s in s.single().asCompletable() },
    ]

    /// The operators of `Sources/ProductionRx/Traits/Infallible` (chapter 14). An Infallible
    /// is applied to a hand-driven source through `init(raw:)`, without a check, so that each
    /// line tests one operator only: the sources' error then passes through, as it would
    /// through the Observable operator each one wraps.
    package static let infallible: [ContractedOperator] = [
        .init("Infallible.create(subscribe:)", "Traits/Infallible/Infallible+Create.swift", onError: .completion) { s in
            Infallible<Int>.create { observer in
                nonisolated(unsafe) let observer = observer
                return s.source().subscribe(onNext: { observer(.next($0)) }, onError: { _ in observer(.completed) }, onCompleted: { observer(.completed) })
            }
        },
        .init("Infallible.asObservable()", "Traits/Infallible/Infallible.swift") { s in s.infallible().asObservable() },
        .init("Infallible.deferred(_:)", "Traits/Infallible/Infallible+Operators.swift") { s in Infallible<Int>.deferred { s.infallible() } },
        .init("Infallible.filter(_:)", "Traits/Infallible/Infallible+Operators.swift") { s in s.infallible().filter { (_: Int) in true } },
        .init("Infallible.map(_:)", "Traits/Infallible/Infallible+Operators.swift") { s in s.infallible().map { (element: Int) in element } },
        .init("Infallible.compactMap(_:)", "Traits/Infallible/Infallible+Operators.swift") { s in
            s.infallible().compactMap { (element: Int) in Optional(element) }
        },
        .init("Infallible.distinctUntilChanged()", "Traits/Infallible/Infallible+Operators.swift") { s in s.infallible().distinctUntilChanged() },
        .init("Infallible.distinctUntilChanged(_:) by key", "Traits/Infallible/Infallible+Operators.swift") { s in
            s.infallible().distinctUntilChanged { (element: Int) in element }
        },
        .init("Infallible.distinctUntilChanged(_:) by comparer", "Traits/Infallible/Infallible+Operators.swift") { s in
            s.infallible().distinctUntilChanged { (first: Int, second: Int) in first == second }
        },
        .init("Infallible.distinctUntilChanged(_:comparer:)", "Traits/Infallible/Infallible+Operators.swift") { s in
            s.infallible().distinctUntilChanged({ (element: Int) in element }, comparer: { (first: Int, second: Int) in first == second })
        },
        .init("Infallible.distinctUntilChanged(at:)", "Traits/Infallible/Infallible+Operators.swift") { s in
            s.infallible().distinctUntilChanged(at: \Int.self)
        },
        .init("Infallible.debounce(_:scheduler:)", "Traits/Infallible/Infallible+Operators.swift") { s in
            s.infallible().debounce(.seconds(2), scheduler: s.scheduler)
        },
        .init("Infallible.throttle(_:latest:scheduler:)", "Traits/Infallible/Infallible+Operators.swift") { s in
            s.infallible().throttle(.seconds(2), scheduler: s.scheduler)
        },
        .init("Infallible.flatMap(_:)", "Traits/Infallible/Infallible+Operators.swift") { s in
            s.infallible().flatMap { (_: Int) in s.infallible() }
        },
        .init("Infallible.flatMapLatest(_:)", "Traits/Infallible/Infallible+Operators.swift") { s in
            s.infallible().flatMapLatest { (_: Int) in s.infallible() }
        },
        .init("Infallible.flatMapFirst(_:)", "Traits/Infallible/Infallible+Operators.swift") { s in
            s.infallible().flatMapFirst { (_: Int) in s.infallible() }
        },
        .init("Infallible.concatMap(_:)", "Traits/Infallible/Infallible+Operators.swift") { s in
            s.infallible().concatMap { (_: Int) in s.infallible() }
        },
        .init("Infallible.concat(_:) a second", "Traits/Infallible/Infallible+Operators.swift") { s in s.infallible().concat(s.infallible()) },
        .init("Infallible.concat(_:) a collection", "Traits/Infallible/Infallible+Operators.swift") { s in
            Infallible<Int>.concat([s.infallible(), s.infallible()])
        },
        .init("Infallible.concat(_:) variadic", "Traits/Infallible/Infallible+Operators.swift") { s in
            Infallible<Int>.concat(s.infallible(), s.infallible())
        },
        .init("Infallible.merge(_:) an array", "Traits/Infallible/Infallible+Operators.swift") { s in
            Infallible<Int>.merge([s.infallible(), s.infallible()])
        },
        .init("Infallible.merge(_:) variadic", "Traits/Infallible/Infallible+Operators.swift") { s in
            Infallible<Int>.merge(s.infallible(), s.infallible())
        },
        .init("Infallible.scan(into:accumulator:)", "Traits/Infallible/Infallible+Operators.swift") { s in
            s.infallible().scan(into: 0) { (sum: inout Int, element: Int) in sum += element }
        },
        .init("Infallible.scan(_:accumulator:)", "Traits/Infallible/Infallible+Operators.swift") { s in
            s.infallible().scan(0) { (sum: Int, element: Int) in sum + element }
        },
        .init("Infallible.startWith(_:)", "Traits/Infallible/Infallible+Operators.swift") { s in s.infallible().startWith(0) },
        .init("Infallible.take(until:) an Infallible", "Traits/Infallible/Infallible+Operators.swift") { s in
            s.infallible().take(until: s.infallible())
        },
        .init("Infallible.take(until:) an Observable", "Traits/Infallible/Infallible+Operators.swift") { s in
            s.infallible().take(until: s.source())
        },
        .init("Infallible.take(until:behavior:)", "Traits/Infallible/Infallible+Operators.swift", endsAfterOneElement: true) { s in
            s.infallible().take(until: { (_: Int) in true }, behavior: .inclusive)
        },
        .init("Infallible.take(while:behavior:)", "Traits/Infallible/Infallible+Operators.swift", endsAfterOneElement: true) { s in
            s.infallible().take(while: { (_: Int) in false })
        },
        .init("Infallible.take(_:)", "Traits/Infallible/Infallible+Operators.swift", endsAfterOneElement: true) { s in s.infallible().take(1) },
        .init("Infallible.take(for:scheduler:)", "Traits/Infallible/Infallible+Operators.swift") { s in
            s.infallible().take(for: .seconds(1_000), scheduler: s.scheduler)
        },
        .init("Infallible.skip(while:)", "Traits/Infallible/Infallible+Operators.swift") { s in
            s.infallible().skip(while: { (_: Int) in true })
        },
        // As Observable's skip(until:): completion passes only once the gate is open.
        .init("Infallible.skip(until:)", "Traits/Infallible/Infallible+Operators.swift", onCompletion: .never) { s in
            s.infallible().skip(until: s.source())
        },
        .init("Infallible.share(replay:scope:)", "Traits/Infallible/Infallible+Operators.swift") { s in s.infallible().share(replay: 1) },
        .init("Infallible.debug(_:trimOutput:file:line:function:)", "Traits/Infallible/Infallible+Operators.swift", prints: true) { s in
            s.infallible().debug("contract")
        },
        .init("Infallible.do(onNext:…)", "Traits/Infallible/Infallible+Operators.swift") { s in s.infallible().do(onNext: { (_: Int) in }) },
        .init("Infallible.withUnretained(_:)", "Traits/Infallible/Infallible+Operators.swift") { s in s.infallible().withUnretained(s) },
        .init("Infallible.withUnretained(_:resultSelector:)", "Traits/Infallible/Infallible+Operators.swift") { s in
            s.infallible().withUnretained(s) { (_: ContractSources, element: Int) in element }
        },
        .init("Infallible.withLatestFrom(_:)", "Traits/Infallible/Infallible+Operators.swift") { s in
            s.infallible().withLatestFrom(s.infallible())
        },
        .init("Infallible.withLatestFrom(_:resultSelector:)", "Traits/Infallible/Infallible+Operators.swift") { s in
            s.infallible().withLatestFrom(s.infallible()) { (first: Int, second: Int) in first + second }
        },
        .init("Infallible.combineLatest(_:) a collection", "Traits/Infallible/Infallible+Operators.swift") { s in
            Infallible<Int>.combineLatest([s.infallible(), s.infallible()])
        },
        .init("Infallible.combineLatest(_:resultSelector:) a collection", "Traits/Infallible/Infallible+Operators.swift") { s in
            Infallible<Int>.combineLatest([s.infallible(), s.infallible()]) { (values: [Int]) in values.count }
        },
        .init("Infallible.combineLatest(_:_:)", "Traits/Infallible/Infallible+CombineLatest+arity.swift") { s in
            Infallible<(Int, Int)>.combineLatest(s.infallible(), s.infallible())
        },
        .init("Infallible.combineLatest(_:_:resultSelector:)", "Traits/Infallible/Infallible+CombineLatest+arity.swift") { s in
            Infallible<Int>.combineLatest(s.infallible(), s.infallible()) { (first: Int, second: Int) in first + second }
        },
        .init("Infallible.zip(_:_:resultSelector:)", "Traits/Infallible/Infallible+Zip+arity.swift") { s in
            Infallible<Int>.zip(s.infallible(), s.infallible()) { (first: Int, second: Int) in first + second }
        },
        .init("asInfallible(onErrorJustReturn:)", "Traits/Infallible/ObservableConvertibleType+Infallible.swift", onError: .completion) { s in
            s.source().asInfallible(onErrorJustReturn: 0)
        },
        .init("asInfallible(onErrorFallbackTo:)", "Traits/Infallible/ObservableConvertibleType+Infallible.swift") { s in
            s.source().asInfallible(onErrorFallbackTo: s.infallible())
        },
        .init("asInfallible(onErrorRecover:)", "Traits/Infallible/ObservableConvertibleType+Infallible.swift") { s in
            s.source().asInfallible(onErrorRecover: { _ in s.infallible() })
        },
        .init("flatMapLatest(_:) to an Infallible", "Traits/Infallible/ObservableConvertibleType+Infallible.swift") { s in
            let latest: Infallible<Int> = s.source().flatMapLatest { (_: Int) in s.infallible() }
            return latest
        },
    ]

    /// The operators of `Sources/ProductionRx/Units` (chapter 13). A unit is applied to a
    /// hand-driven source through `init(raw:)`, without sharing or a scheduler, so that each
    /// line tests one operator only; what a unit's own scheduler does is in Units/. Controls
    /// subscribe on the main queue, so their lines run there.
    package static let units: [ContractedOperator] = [
        .init("ControlEvent.asDriver()", "Units/ControlEvent+Driver.swift", onError: .fatal, onMainQueue: true) { s in
            ControlEvent(events: s.source()).asDriver()
        },
        .init("ControlEvent.asSignal()", "Units/ControlEvent+Signal.swift", onError: .fatal, onMainQueue: true) { s in
            ControlEvent(events: s.source()).asSignal()
        },
        .init("ControlEvent.asInfallible()", "Units/ControlEvent+Infallible.swift", onMainQueue: true) { s in
            ControlEvent(events: s.source()).asInfallible()
        },
        .init("Infallible.asDriver()", "Units/Infallible+Driver.swift", onMainQueue: true) { s in s.infallible().asDriver() },
        .init("Infallible.asSignal()", "Units/Infallible+Signal.swift", onMainQueue: true) { s in s.infallible().asSignal() },
        .init("Driver.asInfallible()", "Units/SharedSequence+Infallible.swift") { s in s.driver().asInfallible() },
        .init("asControlEvent()", "Units/ControlEvent.swift", onMainQueue: true) { s in ControlEvent(events: s.source()).asControlEvent() },
        .init("ControlEvent.asObservable()", "Units/ControlEvent.swift", onMainQueue: true) { s in ControlEvent(events: s.source()).asObservable() },
        .init("ControlProperty.asDriver()", "Units/ControlProperty+Driver.swift", onError: .fatal, onMainQueue: true) { s in
            ControlProperty(values: s.source(), valueSink: AnyObserver<Int> { _ in }).asDriver()
        },
        .init("asControlProperty()", "Units/ControlProperty.swift", onMainQueue: true) { s in
            ControlProperty(values: s.source(), valueSink: AnyObserver<Int> { _ in }).asControlProperty()
        },
        .init("ControlProperty.asObservable()", "Units/ControlProperty.swift", onMainQueue: true) { s in
            ControlProperty(values: s.source(), valueSink: AnyObserver<Int> { _ in }).asObservable()
        },
        .init("changed", "Units/ControlProperty.swift", onMainQueue: true) { s in
            ControlProperty(values: s.source(), valueSink: AnyObserver<Int> { _ in }).changed
        },
        .init("orEmpty", "Units/ControlProperty.swift", onMainQueue: true) { s in
            ControlProperty(values: s.source(sending: Optional("text")), valueSink: AnyObserver<String?> { _ in }).orEmpty
        },
        .init("Driver.asDriver()", "Units/Driver.swift") { s in s.driver().asDriver() },
        .init("asDriver(onErrorJustReturn:)", "Units/ObservableConvertibleType+Driver.swift", onError: .completion) { s in
            s.source().asDriver(onErrorJustReturn: 0)
        },
        .init("asDriver(onErrorDriveWith:)", "Units/ObservableConvertibleType+Driver.swift") { s in
            s.source().asDriver(onErrorDriveWith: s.driver())
        },
        .init("asDriver(onErrorRecover:)", "Units/ObservableConvertibleType+Driver.swift") { s in
            s.source().asDriver(onErrorRecover: { _ in s.driver() })
        },
        .init("asSharedSequence(sharingStrategy:onErrorJustReturn:)", "Units/ObservableConvertibleType+SharedSequence.swift", onError: .completion) {
            s in s.source().asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: 0)
        },
        .init("asSignal(onErrorJustReturn:)", "Units/ObservableConvertibleType+Signal.swift", onError: .completion) { s in
            s.source().asSignal(onErrorJustReturn: 0)
        },
        .init("asSignal(onErrorSignalWith:)", "Units/ObservableConvertibleType+Signal.swift") { s in
            s.source().asSignal(onErrorSignalWith: s.signal())
        },
        .init("Driver.combineLatest(_:_:resultSelector:)", "Units/SharedSequence+Operators+arity.swift") { s in
            Driver.combineLatest(s.driver(), s.driver()) { (first: Int, second: Int) in first + second }
        },
        .init("Driver.zip(_:_:resultSelector:)", "Units/SharedSequence+Operators+arity.swift") { s in
            Driver.zip(s.driver(), s.driver()) { (first: Int, second: Int) in first + second }
        },
        .init("Driver.map(_:)", "Units/SharedSequence+Operators.swift") { s in s.driver().map { (element: Int) in element } },
        .init("Driver.compactMap(_:)", "Units/SharedSequence+Operators.swift") { s in
            s.driver().compactMap { (element: Int) in Optional(element) }
        },
        .init("Driver.filter(_:)", "Units/SharedSequence+Operators.swift") { s in s.driver().filter { (_: Int) in true } },
        .init("Driver.switchLatest()", "Units/SharedSequence+Operators.swift") { s in s.driver(sending: s.driver()).switchLatest() },
        .init("Driver.flatMapLatest(_:)", "Units/SharedSequence+Operators.swift") { s in s.driver().flatMapLatest { (_: Int) in s.driver() } },
        .init("Driver.flatMapFirst(_:)", "Units/SharedSequence+Operators.swift") { s in s.driver().flatMapFirst { (_: Int) in s.driver() } },
        .init("Driver.do(onNext:…)", "Units/SharedSequence+Operators.swift") { s in s.driver().do(onNext: { (_: Int) in }) },
        .init("Driver.debug(_:trimOutput:file:line:function:)", "Units/SharedSequence+Operators.swift", prints: true) { s in
            s.driver().debug("contract")
        },
        .init("Driver.distinctUntilChanged()", "Units/SharedSequence+Operators.swift") { s in s.driver().distinctUntilChanged() },
        .init("Driver.flatMap(_:)", "Units/SharedSequence+Operators.swift") { s in s.driver().flatMap { (_: Int) in s.driver() } },
        .init("Driver.merge(_:)", "Units/SharedSequence+Operators.swift") { s in Driver.merge(s.driver(), s.driver()) },
        .init("Driver.merge()", "Units/SharedSequence+Operators.swift") { s in s.driver(sending: s.driver()).merge() },
        .init("Driver.merge(maxConcurrent:)", "Units/SharedSequence+Operators.swift") { s in
            s.driver(sending: s.driver()).merge(maxConcurrent: 1)
        },
        .init("Driver.throttle(_:latest:)", "Units/SharedSequence+Operators.swift") { s in s.driver().throttle(.seconds(2)) },
        .init("Driver.debounce(_:)", "Units/SharedSequence+Operators.swift") { s in s.driver().debounce(.seconds(2)) },
        .init("Driver.scan(_:accumulator:)", "Units/SharedSequence+Operators.swift") { s in
            s.driver().scan(0) { (sum: Int, element: Int) in sum + element }
        },
        .init("Driver.concat(_:)", "Units/SharedSequence+Operators.swift") { s in Driver.concat([s.driver(), s.driver()]) },
        .init("Driver.zip(_:)", "Units/SharedSequence+Operators.swift") { s in Driver.zip([s.driver(), s.driver()]) },
        .init("Driver.combineLatest(_:)", "Units/SharedSequence+Operators.swift") { s in Driver.combineLatest([s.driver(), s.driver()]) },
        .init("Driver.withLatestFrom(_:)", "Units/SharedSequence+Operators.swift") { s in s.driver().withLatestFrom(s.driver()) },
        .init("Driver.skip(_:)", "Units/SharedSequence+Operators.swift") { s in s.driver().skip(1) },
        .init("Driver.startWith(_:)", "Units/SharedSequence+Operators.swift") { s in s.driver().startWith(0) },
        .init("Driver.delay(_:)", "Units/SharedSequence+Operators.swift") { s in s.driver().delay(.seconds(2)) },
        .init("Signal.withUnretained(_:)", "Units/SharedSequence+Operators.swift") { s in s.signal().withUnretained(s) },
        .init("Driver.asObservable()", "Units/SharedSequence.swift") { s in s.driver().asObservable() },
        .init("Driver.asSharedSequence()", "Units/SharedSequence.swift") { s in s.driver().asSharedSequence() },
        .init("Driver.deferred(_:)", "Units/SharedSequence.swift") { s in Driver<Int>.deferred { s.driver() } },
        .init("Signal.asSignal()", "Units/Signal.swift") { s in s.signal().asSignal() },
    ]

    /// The folders of `Sources/ProductionRx` that hold no operators, and why, by their path
    /// there (`Traits/Infallible` for a subfolder). Every other folder and subfolder, including
    /// one added later, is an operator folder. `Concurrency` is one: its async bridges lead
    /// into Rx or out of it rather than over a source, so each is set aside in `notOperators`
    /// with its reason, and an operator added there later is caught.
    package static let foldersWithoutOperators: [String: String] = [
        "Binding": "bind(to:) subscribes, and Binder is an observer (Binding/ tests).",
        "Core": "the machinery every operator is built on, sinks and locks included (CoreTests).",
        "Disposables": "disposables (DisposableTests).",
        "Schedulers": "schedulers (Schedulers/ tests).",
        "Subjects": "subjects and relays are sources and observers at once (Subjects/ tests).",
    ]

    /// Public functions in the operator folders that the contract does not run, and why: the
    /// sources, the subscribe methods and the ways out into async/await, by file, then the rest.
    package static let notOperators: [NotAnOperator] =
        NotAnOperator.all(
            NotAnOperator.source,
            in: [
                "Concurrency/PrimitiveSequence+Concurrency.swift": ["create"],
                "Observables/Empty.swift": ["empty"],
                "Observables/Error.swift": ["error"],
                "Observables/Generate.swift": ["generate"],
                "Observables/Just.swift": ["just"],
                "Observables/Never.swift": ["never"],
                "Observables/Optional.swift": ["from"],
                "Observables/Range.swift": ["range"],
                "Observables/Repeat.swift": ["repeatElement"],
                "Observables/Sequence.swift": ["from", "of"],
                "Observables/Timer.swift": ["interval", "timer"],
                "Traits/Completable.swift": ["create", "empty", "error", "never"],
                "Traits/Infallible/Infallible+Operators.swift": ["just", "never", "empty", "of", "from", "repeatElement", "interval", "timer"],
                "Traits/Maybe.swift": ["create", "empty", "error", "just", "never"],
                "Traits/PrimitiveSequence+Operators.swift": ["timer"],
                "Traits/Single.swift": ["create", "error", "just", "never"],
                "Units/SharedSequence.swift": ["empty", "from", "interval", "just", "never", "of", "timer"],
            ])
        + NotAnOperator.all(
            NotAnOperator.subscription,
            in: [
                "Observables/GroupedObservable.swift": ["subscribe"],
                "Traits/Completable.swift": ["subscribe"],
                "Traits/Infallible/Infallible.swift": ["subscribe"],
                "Traits/Maybe.swift": ["subscribe"],
                "Traits/Single.swift": ["subscribe"],
                "Units/ControlEvent.swift": ["subscribe"],
                "Units/ControlProperty.swift": ["subscribe"],
                "Units/Driver+Subscription.swift": ["drive"],
                "Units/Signal+Subscription.swift": ["emit"],
            ])
        + NotAnOperator.all(
            NotAnOperator.wayOut,
            in: [
                "Concurrency/Infallible+Concurrency.swift": ["values"],
                "Concurrency/Observable+Concurrency.swift": ["values"],
                "Concurrency/PrimitiveSequence+Concurrency.swift": ["value"],
                "Concurrency/SharedSequence+Concurrency.swift": ["values"],
            ])
        + [
            .init(
                "Concurrency/AsyncSequence+Rx.swift", "asObservable",
                "a source: its upstream is an AsyncSequence a task iterates, not an Observable the contract can drive (Concurrency/ tests)."),
            .init("Observables/Dematerialize.swift", "event", "the requirement of EventConvertible, what dematerialize reads."),
            .init("Observables/ObserveOn.swift", "numberOfSerialDispatchQueueObservables", "a debug counter (Resources), not an operator."),
            .init(
                "Observables/Multicast.swift", "connect", "connects a ConnectableObservable; the publish, replay and multicast lines do it through refCount()."),
            .init(
                "Observables/Multicast.swift", "refCount",
                "applied by the publish, replay and multicast lines, which need it to be subscribed like an operator."),
            .init("Traits/PrimitiveSequence.swift", "primitiveSequence", "the requirement of PrimitiveSequenceType: the sequence itself."),
            .init("Traits/Infallible/Infallible+Bind.swift", "bind", "binds: subscribes an observer, relay or closure; not an operator (InfallibleBindTests)."),
            .init("Traits/Infallible/Infallible+Create.swift", "event", "the requirement of EventConvertible: an InfallibleEvent as an Event."),
            .init("Units/BehaviorRelay+Driver.swift", "asDriver", "the relay is the source (Subjects/ and Units/ tests)."),
            .init("Units/ControlProperty.swift", "on", "sends to the property's sink: an observer, not an operator."),
            .init("Units/Driver.swift", "share", "the sharing strategy's hook that every unit operator applies."),
            .init("Units/Driver.swift", "scheduler", "the sharing strategy's scheduler, not an operator."),
            .init("Units/PublishRelay+Signal.swift", "asSignal", "the relay is the source (Subjects/ and Units/ tests)."),
            .init("Units/SchedulerType+SharedSequence.swift", "make", "the units' scheduler factory, which mock swaps; not an operator."),
            .init("Units/SchedulerType+SharedSequence.swift", "mock", "swaps the units' scheduler for a test; not an operator."),
            .init("Units/SharedSequence.swift", "createUnsafe", "compiled only with EXPANDABLE_SHARED_SEQUENCE, as in RxCocoa."),
            .init("Units/Signal.swift", "share", "the sharing strategy's hook that every unit operator applies."),
            .init("Units/Signal.swift", "scheduler", "the sharing strategy's scheduler, not an operator."),
        ]
}

/// A public function in an operator folder that is not an operator the contract can run.
package struct NotAnOperator: Sendable {
    package let file: String
    package let name: String
    package let why: String

    package init(_ file: String, _ name: String, _ why: String) {
        self.file = file
        self.name = name
        self.why = why
    }

    /// One entry for each of `names`, by file, all set aside for the same reason.
    package static func all(_ why: String, in names: [String: [String]]) -> [NotAnOperator] {
        names.sorted { $0.key < $1.key }.flatMap { file, names in names.map { NotAnOperator(file, $0, why) } }
    }

    /// Why a source is set aside.
    package static let source = "a source: it has no upstream to pass events on from or to let go (CreationOperatorTests)."
    /// Why a subscribe method is set aside.
    package static let subscription = "subscribes; it is not an operator."
    /// Why an async bridge out of Rx (`values`, `value`) is set aside.
    package static let wayOut =
        "the way out of Rx into async/await: it subscribes and hands the events to a loop or an await, so it returns no sequence to run the contract on (Concurrency/ tests)."
}
