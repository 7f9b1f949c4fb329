// The atlas's examples, one per page, each in the region its page quotes (`atlas-<slug>`):
// compiled here, run by AtlasTests, and shown on the page with what they printed. They are
// in one file, one table keyed by the page's slug, so that they compile as one job and add no
// test of their own (CONTRIBUTING.md, "How long `swift test` takes"); hence its length.
import Foundation
import ProductionRx
import ProductionRxBlocking
import ProductionRxTest

/// `print` as the examples call it: into the console of the example running (AtlasConsole),
/// or to standard output when none is.
private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    let text = items.map { "\($0)" }.joined(separator: separator)
    let printed = AtlasConsole.lines.withLock { lines in
        lines?.append(text)
        return lines != nil
    }
    if !printed { Swift.print(text, terminator: terminator) }
}

extension AtlasPage {
    /// Each page's example, by the page's slug.
    static let examples: [String: @Sendable () -> Void] = [
        "create": {
            // snippet:begin atlas-create
            let numbers = Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onNext(2)
                observer.onCompleted()
                return Disposables.create { print("disposed") }
            }
            _ = numbers.subscribe(onNext: { print($0) }, onCompleted: { print("completed") })
            // snippet:end atlas-create
        },
        "deferred": {
            // snippet:begin atlas-deferred
            nonisolated(unsafe) var made = 0
            let fresh = Observable.deferred {
                made += 1
                return Observable.just("sequence \(made)")
            }
            _ = fresh.subscribe(onNext: { print($0) })
            _ = fresh.subscribe(onNext: { print($0) })
            // snippet:end atlas-deferred
        },
        "using": {
            // snippet:begin atlas-using
            final class Connection: Disposable { func dispose() { print("connection closed") } }
            let rows = Observable.using({ Connection() }) { _ in Observable.of("row 1", "row 2") }
            _ = rows.subscribe(onNext: { print($0) }, onCompleted: { print("completed") })
            // snippet:end atlas-using
        },
        "map": {
            // snippet:begin atlas-map
            _ = Observable.of(1, 2, 3)
                .map { $0 * 10 }
                .subscribe(onNext: { print($0) })
            // snippet:end atlas-map
        },
        "compactMap": {
            // snippet:begin atlas-compactMap
            _ = Observable.of("1", "two", "3")
                .compactMap { Int($0) }
                .subscribe(onNext: { print($0) })
            // snippet:end atlas-compactMap
        },
        "scan": {
            // snippet:begin atlas-scan
            _ = Observable.of(1, 2, 3, 4)
                .scan(0) { total, next in total + next }
                .subscribe(onNext: { print($0) })
            // snippet:end atlas-scan
        },
        "reduce": {
            // snippet:begin atlas-reduce
            _ = Observable.of(1, 2, 3, 4)
                .reduce(0) { total, next in total + next }
                .subscribe(onNext: { print($0) }, onCompleted: { print("completed") })
            // snippet:end atlas-reduce
        },
        "toArray": {
            // snippet:begin atlas-toArray
            _ = Observable.of("a", "b", "c")
                .toArray()
                .subscribe(onSuccess: { print($0) })
            // snippet:end atlas-toArray
        },
        "enumerated": {
            // snippet:begin atlas-enumerated
            _ = Observable.of("a", "b", "c")
                .enumerated()
                .subscribe(onNext: { print($0.index, $0.element) })
            // snippet:end atlas-enumerated
        },
        "buffer": {
            // snippet:begin atlas-buffer
            let scheduler = TestScheduler(initialClock: 0)
            _ = Observable<Int>.interval(.seconds(10), scheduler: scheduler).take(7)
                .buffer(timeSpan: .seconds(1_000), count: 3, scheduler: scheduler)
                .subscribe(onNext: { print($0) })
            scheduler.start()
            // snippet:end atlas-buffer
        },
        "window": {
            // snippet:begin atlas-window
            let scheduler = TestScheduler(initialClock: 0)
            _ = Observable.of(1, 2, 3, 4, 5)
                .window(timeSpan: .seconds(1_000), count: 2, scheduler: scheduler)
                .flatMap { window in window.toArray().asObservable() }
                .subscribe(onNext: { print($0) })
            scheduler.start()
            // snippet:end atlas-window
        },
        "groupBy": {
            // snippet:begin atlas-groupBy
            _ = Observable.of(1, 2, 3, 4, 5)
                .groupBy { $0 % 2 == 0 ? "even" : "odd" }
                .flatMap { group in group.map { [key = group.key] in "\(key): \($0)" } }
                .subscribe(onNext: { print($0) })
            // snippet:end atlas-groupBy
        },
        "flatMap": {
            // snippet:begin atlas-flatMap
            nonisolated(unsafe) let scheduler = TestScheduler(initialClock: 0)
            _ = Observable.of("a", "b")
                .flatMap { letter in scheduler.createColdObservable(marbles: "-1--2|").map { letter + $0 } }
                .subscribe(onNext: { print(scheduler.clock, $0) })
            scheduler.start()
            // snippet:end atlas-flatMap
        },
        "flatMapLatest": {
            // snippet:begin atlas-flatMapLatest
            nonisolated(unsafe) let scheduler = TestScheduler(initialClock: 0)
            _ = scheduler.createColdObservable(marbles: "-a-b|")
                .flatMapLatest { letter in scheduler.createColdObservable(marbles: "-1--2|").map { letter + $0 } }
                .subscribe(onNext: { print(scheduler.clock, $0) })
            scheduler.start()
            // snippet:end atlas-flatMapLatest
        },
        "flatMapFirst": {
            // snippet:begin atlas-flatMapFirst
            nonisolated(unsafe) let scheduler = TestScheduler(initialClock: 0)
            _ = scheduler.createColdObservable(marbles: "-a-b------c|")
                .flatMapFirst { letter in scheduler.createColdObservable(marbles: "-1--2|").map { letter + $0 } }
                .subscribe(onNext: { print(scheduler.clock, $0) })
            scheduler.start()
            // snippet:end atlas-flatMapFirst
        },
        "concatMap": {
            // snippet:begin atlas-concatMap
            nonisolated(unsafe) let scheduler = TestScheduler(initialClock: 0)
            _ = Observable.of("a", "b")
                .concatMap { letter in scheduler.createColdObservable(marbles: "-1--2|").map { letter + $0 } }
                .subscribe(onNext: { print(scheduler.clock, $0) })
            scheduler.start()
            // snippet:end atlas-concatMap
        },
        "switchLatest": {
            // snippet:begin atlas-switchLatest
            let searches = PublishSubject<Observable<String>>()
            _ = searches.switchLatest().subscribe(onNext: { print($0) })
            let first = PublishSubject<String>(), second = PublishSubject<String>()
            searches.onNext(first)
            first.onNext("first, 1")
            searches.onNext(second)
            first.onNext("first, 2 (not seen)")
            second.onNext("second, 1")
            searches.onCompleted(); second.onCompleted()
            // snippet:end atlas-switchLatest
        },
        "merge-sequences": {
            // snippet:begin atlas-merge-sequences
            _ = Observable.of(Observable.of(1, 2), Observable.of(3, 4))
                .merge(maxConcurrent: 1)
                .subscribe(onNext: { print($0) })
            // snippet:end atlas-merge-sequences
        },
        "materialize": {
            // snippet:begin atlas-materialize
            _ = Observable<Int>.create { observer in
                observer.onNext(1); observer.onError(RxError.timeout); return Disposables.create()
            }
            .materialize()
            .subscribe(onNext: { print($0) }, onCompleted: { print("completed") })
            // snippet:end atlas-materialize
        },
        "dematerialize": {
            // snippet:begin atlas-dematerialize
            _ = Observable.of(Event.next(1), Event.next(2), Event.completed)
                .dematerialize()
                .subscribe(onNext: { print($0) }, onCompleted: { print("completed") })
            // snippet:end atlas-dematerialize
        },
        "decode": {
            // snippet:begin atlas-decode
            struct Repo: Decodable { let name: String }
            _ = Observable.just(Data(#"{"name": "RxSwift"}"#.utf8))
                .decode(type: Repo.self, decoder: JSONDecoder())
                .subscribe(onNext: { print($0.name) })
            // snippet:end atlas-decode
        },
        "withUnretained": {
            // snippet:begin atlas-withUnretained
            final class Screen { var title = "" }
            let screen = Screen()
            _ = Observable.of("Inbox", "Archive")
                .withUnretained(screen)
                .subscribe(onNext: { screen, title in
                    screen.title = title; print(screen.title)
                })
            // snippet:end atlas-withUnretained
        },
        "startWith": {
            // snippet:begin atlas-startWith
            _ = Observable.of("b", "c")
                .startWith("a")
                .subscribe(onNext: { print($0) })
            // snippet:end atlas-startWith
        },
        "filter": {
            // snippet:begin atlas-filter
            _ = Observable.of(1, 2, 3, 4)
                .filter { $0 % 2 == 0 }
                .subscribe(onNext: { print($0) })
            // snippet:end atlas-filter
        },
        "distinctUntilChanged": {
            // snippet:begin atlas-distinctUntilChanged
            _ = Observable.of(1, 1, 2, 2, 1)
                .distinctUntilChanged()
                .subscribe(onNext: { print($0) })
            // snippet:end atlas-distinctUntilChanged
        },
        "element-at": {
            // snippet:begin atlas-element-at
            _ = Observable.of("a", "b", "c")
                .element(at: 1)
                .subscribe(onNext: { print($0) }, onCompleted: { print("completed") })
            // snippet:end atlas-element-at
        },
        "first": {
            // snippet:begin atlas-first
            _ = Observable.of("a", "b", "c")
                .first()
                .subscribe(onSuccess: { print($0 ?? "none") })
            // snippet:end atlas-first
        },
        "single": {
            // snippet:begin atlas-single
            _ = Observable.of("a", "b")
                .single()
                .subscribe(onNext: { print($0) }, onError: { print("error:", $0) })
            // snippet:end atlas-single
        },
        "ignoreElements": {
            // snippet:begin atlas-ignoreElements
            _ = Observable.of(1, 2, 3)
                .asCompletable()
                .subscribe(onCompleted: { print("done") })
            // snippet:end atlas-ignoreElements
        },
        "skip": {
            // snippet:begin atlas-skip
            _ = Observable.of(1, 2, 3, 4)
                .skip(2)
                .subscribe(onNext: { print($0) })
            // snippet:end atlas-skip
        },
        "skip-for": {
            // snippet:begin atlas-skip-for
            nonisolated(unsafe) let scheduler = TestScheduler(initialClock: 0)
            _ = Observable<Int>.interval(.seconds(10), scheduler: scheduler).take(5)
                .skip(for: .seconds(25), scheduler: scheduler)
                .subscribe(onNext: { print(scheduler.clock, $0) })
            scheduler.start()
            // snippet:end atlas-skip-for
        },
        "skip-until": {
            // snippet:begin atlas-skip-until
            nonisolated(unsafe) let scheduler = TestScheduler(initialClock: 0)
            let gate = scheduler.createColdObservable(marbles: "---g")
            _ = Observable<Int>.interval(.seconds(10), scheduler: scheduler).take(5)
                .skip(until: gate)
                .subscribe(onNext: { print(scheduler.clock, $0) })
            scheduler.start()
            // snippet:end atlas-skip-until
        },
        "skip-while": {
            // snippet:begin atlas-skip-while
            _ = Observable.of(1, 2, 3, 1)
                .skip(while: { $0 < 3 })
                .subscribe(onNext: { print($0) })
            // snippet:end atlas-skip-while
        },
        "take": {
            // snippet:begin atlas-take
            _ = Observable.of(1, 2, 3, 4)
                .take(2)
                .subscribe(onNext: { print($0) }, onCompleted: { print("completed") })
            // snippet:end atlas-take
        },
        "take-for": {
            // snippet:begin atlas-take-for
            nonisolated(unsafe) let scheduler = TestScheduler(initialClock: 0)
            _ = Observable<Int>.interval(.seconds(10), scheduler: scheduler)
                .take(for: .seconds(35), scheduler: scheduler)
                .subscribe(onNext: { print(scheduler.clock, $0) }, onCompleted: { print(scheduler.clock, "completed") })
            scheduler.start()
            // snippet:end atlas-take-for
        },
        "takeLast": {
            // snippet:begin atlas-takeLast
            _ = Observable.of(1, 2, 3, 4)
                .takeLast(2)
                .subscribe(onNext: { print($0) })
            // snippet:end atlas-takeLast
        },
        "take-until": {
            // snippet:begin atlas-take-until
            nonisolated(unsafe) let scheduler = TestScheduler(initialClock: 0)
            let stop = scheduler.createColdObservable(marbles: "---s")
            _ = Observable<Int>.interval(.seconds(10), scheduler: scheduler)
                .take(until: stop)
                .subscribe(onNext: { print(scheduler.clock, $0) }, onCompleted: { print(scheduler.clock, "completed") })
            scheduler.start()
            // snippet:end atlas-take-until
        },
        "take-while": {
            // snippet:begin atlas-take-while
            _ = Observable.of(1, 2, 3, 4)
                .take(until: { $0 == 3 }, behavior: .inclusive)
                .subscribe(onNext: { print($0) }, onCompleted: { print("completed") })
            // snippet:end atlas-take-while
        },
        "sample": {
            // snippet:begin atlas-sample
            nonisolated(unsafe) let scheduler = TestScheduler(initialClock: 0)
            let ticks = scheduler.createColdObservable(marbles: "--t---t--t---t|")
            _ = scheduler.createColdObservable(marbles: "-1-2-3----|", values: ["1": 1, "2": 2, "3": 3])
                .sample(ticks)
                .subscribe(onNext: { print(scheduler.clock, $0) }, onCompleted: { print(scheduler.clock, "completed") })
            scheduler.start()
            // snippet:end atlas-sample
        },
        "ifEmpty-default": {
            // snippet:begin atlas-ifEmpty-default
            _ = Observable<Int>.empty()
                .ifEmpty(default: 0)
                .subscribe(onNext: { print($0) })
            // snippet:end atlas-ifEmpty-default
        },
        "ifEmpty-switchTo": {
            // snippet:begin atlas-ifEmpty-switchTo
            let cached = Observable<String>.empty()
            _ =
                cached
                .ifEmpty(switchTo: Observable.of("from the network"))
                .subscribe(onNext: { print($0) })
            // snippet:end atlas-ifEmpty-switchTo
        },
        "merge": {
            // snippet:begin atlas-merge
            nonisolated(unsafe) let scheduler = TestScheduler(initialClock: 0)
            let first = scheduler.createColdObservable(marbles: "-1---3-|", values: ["1": 1, "3": 3])
            let second = scheduler.createColdObservable(marbles: "---2---4-|", values: ["2": 2, "4": 4])
            _ = Observable.merge(first.asObservable(), second.asObservable()).subscribe(onNext: { print(scheduler.clock, $0) })
            scheduler.start()
            // snippet:end atlas-merge
        },
        "concat": {
            // snippet:begin atlas-concat
            _ = Observable.of(1, 2)
                .concat(Observable.of(3, 4))
                .subscribe(onNext: { print($0) })
            // snippet:end atlas-concat
        },
        "combineLatest": {
            // snippet:begin atlas-combineLatest
            let name = BehaviorSubject(value: "Ada"), age = BehaviorSubject(value: 36)
            _ = Observable.combineLatest(name, age) { "\($0), \($1)" }.subscribe(onNext: { print($0) })
            age.onNext(37)
            name.onNext("Grace")
            name.onCompleted(); age.onCompleted()
            // snippet:end atlas-combineLatest
        },
        "zip": {
            // snippet:begin atlas-zip
            _ = Observable.zip(Observable.of(1, 2, 3), Observable.of("a", "b"))
                .subscribe(onNext: { print($0, $1) }, onCompleted: { print("completed") })
            // snippet:end atlas-zip
        },
        "withLatestFrom": {
            // snippet:begin atlas-withLatestFrom
            let taps = PublishSubject<Void>(), text = BehaviorSubject(value: "")
            _ = taps.withLatestFrom(text).subscribe(onNext: { print("send:", $0) })
            text.onNext("hello")
            taps.onNext(())
            text.onNext("hello, world")
            taps.onNext(())
            taps.onCompleted(); text.onCompleted()
            // snippet:end atlas-withLatestFrom
        },
        "amb": {
            // snippet:begin atlas-amb
            nonisolated(unsafe) let scheduler = TestScheduler(initialClock: 0)
            let slow = scheduler.createColdObservable(marbles: "---s|"), fast = scheduler.createColdObservable(marbles: "-f|")
            _ = slow.amb(fast).subscribe(onNext: { print(scheduler.clock, $0) })
            scheduler.start()
            // snippet:end atlas-amb
        },
        "andThen": {
            // snippet:begin atlas-andThen
            let save = Completable.create { completed in
                print("saving"); completed(.completed); return Disposables.create()
            }
            _ = save.andThen(Single.just("saved"))
                .subscribe(onSuccess: { print($0) })
            // snippet:end atlas-andThen
        },
        "catch": {
            // snippet:begin atlas-catch
            _ = Observable<String>.error(RxError.timeout)
                .catch { error in Observable.just("fallback after \(error)") }
                .subscribe(onNext: { print($0) })
            // snippet:end atlas-catch
        },
        "catchAndReturn": {
            // snippet:begin atlas-catchAndReturn
            _ = Observable<Int>.error(RxError.timeout)
                .catchAndReturn(0)
                .subscribe(onNext: { print($0) }, onCompleted: { print("completed") })
            // snippet:end atlas-catchAndReturn
        },
        "retry": {
            // snippet:begin atlas-retry
            nonisolated(unsafe) var tries = 0
            _ = Observable<String>.deferred {
                tries += 1; return tries < 3 ? .error(RxError.timeout) : .just("try \(tries) worked")
            }
            .retry(5)
            .subscribe(onNext: { print($0) })
            // snippet:end atlas-retry
        },
        "retry-when": {
            // snippet:begin atlas-retry-when
            nonisolated(unsafe) let scheduler = TestScheduler(initialClock: 0)
            _ = scheduler.createColdObservable(marbles: "-a-#")
                .retry(when: { errors in errors.take(2).delay(.seconds(20), scheduler: scheduler) })
                .subscribe(onNext: { print(scheduler.clock, $0) }, onCompleted: { print(scheduler.clock, "completed") })
            scheduler.start()
            // snippet:end atlas-retry-when
        },
        "asInfallible": {
            // snippet:begin atlas-asInfallible
            _ = Observable<Int>.error(RxError.timeout)
                .asInfallible(onErrorJustReturn: 0)
                .subscribe(onNext: { print($0) }, onCompleted: { print("completed") })
            // snippet:end atlas-asInfallible
        },
        "share": {
            // snippet:begin atlas-share
            nonisolated(unsafe) var requests = 0
            let answer = Observable.deferred {
                requests += 1; return Observable.just("answer")
            }.share(replay: 1, scope: .forever)
            _ = answer.subscribe(onNext: { print("first:", $0) })
            _ = answer.subscribe(onNext: { print("second:", $0) })
            print("requests:", requests)
            // snippet:end atlas-share
        },
        "publish": {
            // snippet:begin atlas-publish
            let numbers = Observable.of(1, 2).publish()
            _ = numbers.subscribe(onNext: { print("A", $0) })
            _ = numbers.subscribe(onNext: { print("B", $0) })
            _ = numbers.connect()
            // snippet:end atlas-publish
        },
        "replay": {
            // snippet:begin atlas-replay
            let numbers = PublishSubject<Int>()
            let replayed = numbers.replay(2)
            _ = replayed.connect()
            numbers.onNext(1); numbers.onNext(2); numbers.onNext(3)
            _ = replayed.subscribe(onNext: { print("late subscriber:", $0) })
            numbers.onCompleted()
            // snippet:end atlas-replay
        },
        "multicast": {
            // snippet:begin atlas-multicast
            let subject = PublishSubject<Int>()
            _ = subject.subscribe(onNext: { print("the subject saw", $0) })
            let numbers = Observable.of(1, 2).multicast(subject)
            _ = numbers.connect()
            // snippet:end atlas-multicast
        },
        "delay": {
            // snippet:begin atlas-delay
            nonisolated(unsafe) let scheduler = TestScheduler(initialClock: 0)
            _ = Observable.of(1, 2)
                .delay(.seconds(20), scheduler: scheduler)
                .subscribe(onNext: { print(scheduler.clock, $0) })
            scheduler.start()
            // snippet:end atlas-delay
        },
        "delaySubscription": {
            // snippet:begin atlas-delaySubscription
            nonisolated(unsafe) let scheduler = TestScheduler(initialClock: 0)
            _ = Observable<Int>.deferred {
                print(scheduler.clock, "subscribed"); return .of(1)
            }
            .delaySubscription(.seconds(30), scheduler: scheduler)
            .subscribe(onNext: { print(scheduler.clock, $0) })
            scheduler.start()
            // snippet:end atlas-delaySubscription
        },
        "debounce": {
            // snippet:begin atlas-debounce
            nonisolated(unsafe) let scheduler = TestScheduler(initialClock: 0)
            _ = scheduler.createColdObservable(marbles: "-ab----c----|")
                .debounce(.seconds(20), scheduler: scheduler)
                .subscribe(onNext: { print(scheduler.clock, $0) })
            scheduler.start()
            // snippet:end atlas-debounce
        },
        "throttle": {
            // snippet:begin atlas-throttle
            nonisolated(unsafe) let scheduler = TestScheduler(initialClock: 0)
            _ = scheduler.createColdObservable(marbles: "-a-b-c------d-e---|")
                .throttle(.seconds(30), scheduler: scheduler)
                .subscribe(onNext: { print(scheduler.clock, $0) })
            scheduler.start()
            // snippet:end atlas-throttle
        },
        "timeout": {
            // snippet:begin atlas-timeout
            nonisolated(unsafe) let scheduler = TestScheduler(initialClock: 0)
            _ = scheduler.createColdObservable(marbles: "-a-b-------c|")
                .timeout(.seconds(30), scheduler: scheduler)
                .subscribe(onNext: { print(scheduler.clock, $0) }, onError: { print(scheduler.clock, $0) })
            scheduler.start()
            // snippet:end atlas-timeout
        },
        "observe-on": {
            // snippet:begin atlas-observe-on
            let queue = SerialDispatchQueueScheduler(qos: .default)
            let values = try? Observable.of(1, 2)
                .observe(on: queue)
                .map { "\($0), delivered on the main thread: \(Thread.isMainThread)" }
                .toBlocking().toArray()
            values?.forEach { print($0) }
            // snippet:end atlas-observe-on
        },
        "subscribe-on": {
            // snippet:begin atlas-subscribe-on
            let queue = SerialDispatchQueueScheduler(qos: .default)
            let values = try? Observable.deferred { Observable.just("subscribed on the main thread: \(Thread.isMainThread)") }
                .subscribe(on: queue)
                .toBlocking().toArray()
            values?.forEach { print($0) }
            // snippet:end atlas-subscribe-on
        },
        "do": {
            // snippet:begin atlas-do
            _ = Observable.of(1, 2)
                .do(onNext: { print("about to send", $0) }, onCompleted: { print("about to complete") })
                .subscribe(onNext: { print("got", $0) })
            // snippet:end atlas-do
        },
        "debug": {
            // snippet:begin atlas-debug
            _ = Observable.of(1, 2)
                .debug("numbers")
                .subscribe()
            // snippet:end atlas-debug
        },
        "trait-flatMap": {
            // snippet:begin atlas-trait-flatMap
            let user = Single.just("ada")
            _ = user.flatMap { name in Single.just("profile of \(name)") }
                .subscribe(onSuccess: { print($0) })
            // snippet:end atlas-trait-flatMap
        },
        "asSingle": {
            // snippet:begin atlas-asSingle
            _ = Observable.of(1, 2)
                .asSingle()
                .subscribe(onSuccess: { print($0) }, onFailure: { print("error:", $0) })
            // snippet:end atlas-asSingle
        },
        "asMaybe": {
            // snippet:begin atlas-asMaybe
            _ = Observable<Int>.empty()
                .asMaybe()
                .subscribe(onSuccess: { print($0) }, onCompleted: { print("completed, empty") })
            // snippet:end atlas-asMaybe
        },
        "asDriver": {
            // snippet:begin atlas-asDriver
            let scheduler = TestScheduler(initialClock: 0)
            SharingScheduler.mock(scheduler: scheduler) {
                let driver = Observable<Int>.error(RxError.timeout).startWith(1).asDriver(onErrorJustReturn: 0)
                _ = driver.drive(onNext: { print($0) }, onCompleted: { print("completed") })
            }
            scheduler.start()
            // snippet:end atlas-asDriver
        },
        "asSignal": {
            // snippet:begin atlas-asSignal
            let scheduler = TestScheduler(initialClock: 0)
            SharingScheduler.mock(scheduler: scheduler) {
                let taps = Observable.of("tap", "tap").asSignal(onErrorJustReturn: "")
                _ = taps.emit(onNext: { print($0) }, onCompleted: { print("completed") })
            }
            scheduler.start()
            // snippet:end atlas-asSignal
        },
        "asObservable": {
            // snippet:begin atlas-asObservable
            _ = Single.just(1)
                .asObservable()
                .subscribe(onNext: { print($0) }, onCompleted: { print("completed") })
            // snippet:end atlas-asObservable
        },
        "changed": {
            // snippet:begin atlas-changed
            let text = BehaviorSubject(value: "current")
            let property = ControlProperty(values: text, valueSink: AnyObserver<String> { _ in })
            _ = property.changed.subscribe(onNext: { print($0) })
            text.onNext("typed")
            text.onCompleted()
            // snippet:end atlas-changed
        },
        "orEmpty": {
            // snippet:begin atlas-orEmpty
            let text = BehaviorSubject<String?>(value: nil)
            let property = ControlProperty(values: text, valueSink: AnyObserver<String?> { _ in })
            _ = property.orEmpty.subscribe(onNext: { print("[\($0)]") })
            text.onNext("rx")
            text.onCompleted()
            // snippet:end atlas-orEmpty
        },
    ]
}
