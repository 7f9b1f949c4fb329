// Chapter 5 ("The same program, a different library"): code that spells RxSwift's types with
// their module, `RxSwift.Observable`, `RxCocoa.Driver`, `RxSwift.Resources.total`, as RxSwift
// programs and their tests do, compiles with `import ProductionRx` and means the same types.
// Against RxSwift (Tools/AgainstRxSwift) the module names are the real modules.
import ProductionRx
import ProductionRxBlocking
import ProductionRxTest
import Testing

extension RxSwift.ObservableType where Element == Int {
    /// An extension declared through the module's name, as libraries written for RxSwift
    /// declare theirs.
    fileprivate func tenfold() -> RxSwift.Observable<Int> {
        map { $0 * 10 }
    }
}

@Suite("RxSwift's module names", .leakChecked)
struct ModuleNamesTests {
    @Test func aSequenceNamedThroughRxSwiftIsAnObservable() {
        let numbers: RxSwift.Observable<Int> = Observable.of(1, 2)
        let plain: Observable<Int> = numbers
        #expect(record(plain.tenfold()) == [.next(10), .next(20), .completed])

        let disposeBag = RxSwift.DisposeBag()
        let log = Log()
        let subject = RxSwift.PublishSubject<String>()
        subject.subscribe(onNext: { log.append($0) }).disposed(by: disposeBag)
        subject.onNext("a")
        #expect(log.entries == ["a"])

        let single: RxSwift.Single<Int> = .just(3)
        #expect(record(single.asObservable()) == [.next(3), .completed])
        let event: RxSwift.Event<Int> = .next(1)
        #expect(event.element == 1)
    }

    @Test func theResourceCounterNamedThroughRxSwiftIsTheLibrarysCounter() {
        // `Resources.total` is the count the leak check compares; through the module's name it
        // is the same number, and it goes up while a subscription lives.
        let before = RxSwift.Resources.total
        #expect(before == Resources.total)
        do {
            let subject = PublishSubject<Int>()
            let subscription = subject.map { $0 + 1 }.subscribe()
            #expect(RxSwift.Resources.total > before)
            subscription.dispose()
        }
        #expect(RxSwift.Resources.total == before)
    }

    @Test func unitsAndRelaysNamedThroughRxCocoaAndRxRelayAreTheSameTypes() {
        let relay = RxRelay.BehaviorRelay(value: 1)
        let sameRelay: RxCocoa.BehaviorRelay<Int> = relay
        sameRelay.accept(2)
        #expect(relay.value == 2)

        // Units deliver on their sharing scheduler: a test scheduler here, in place of the
        // main one, so that what they send can be recorded.
        let scheduler = RxTest.TestScheduler(initialClock: 0)
        let (driver, signal): (RxCocoa.Driver<Int>, RxCocoa.Signal<Int>) = mockingSharingScheduler(scheduler) { (.just(4), .just(5)) }
        let plainDriver: Driver<Int> = driver
        let sent = scheduler.start {
            Observable.merge(plainDriver.asObservable().map { "driver \($0)" }, signal.asObservable().map { "signal \($0)" })
        }
        #expect(sent.events.map(\.value) == [.next("driver 4"), .next("signal 5"), .completed])
    }

    @Test func theTestToolkitAndTheBlockingOperatorsNamedThroughTheirModules() throws {
        let scheduler = RxTest.TestScheduler(initialClock: 0)
        let source: RxTest.TestableObservable<Int> = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let observer: RxTest.TestableObserver<Int> = scheduler.start { source.asObservable() }
        #expect(observer.events == [.next(210, 1), .completed(220)])
        #expect(source.subscriptions == [RxTest.Subscription(200, 220)])

        let blocking: RxBlocking.BlockingObservable<Int> = Observable.of(7, 8).toBlocking()
        #expect(try blocking.toArray() == [7, 8])
    }
}
