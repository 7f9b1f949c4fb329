// Chapter 5 ("The same program, a different library"): code that spells RxSwift's types with
// their module, `RxSwift.Observable`, `RxCocoa.Driver`, `RxSwift.Resources.total`, as RxSwift
// programs and their tests do, compiles with `import ProductionRx` and means the same types.
// Against RxSwift (Tools/AgainstRxSwift) the module names are the real modules.
import ProductionRx
import ProductionRxBlocking
import ProductionRxTest
import XCTest

extension RxSwift.ObservableType where Element == Int {
    /// An extension declared through the module's name, as libraries written for RxSwift
    /// declare theirs.
    fileprivate func tenfold() -> RxSwift.Observable<Int> {
        map { $0 * 10 }
    }
}

/// RxSwift's module names
final class ModuleNamesTests: RxTestCase {
    func testASequenceNamedThroughRxSwiftIsAnObservable() {
        let numbers: RxSwift.Observable<Int> = Observable.of(1, 2)
        let plain: Observable<Int> = numbers
        XCTAssertEqual(record(plain.tenfold()), [.next(10), .next(20), .completed])

        let disposeBag = RxSwift.DisposeBag()
        let log = Log()
        let subject = RxSwift.PublishSubject<String>()
        subject.subscribe(onNext: { log.append($0) }).disposed(by: disposeBag)
        subject.onNext("a")
        XCTAssertEqual(log.entries, ["a"])

        let single: RxSwift.Single<Int> = .just(3)
        XCTAssertEqual(record(single.asObservable()), [.next(3), .completed])
        let event: RxSwift.Event<Int> = .next(1)
        XCTAssertEqual(event.element, 1)
    }

    func testTheResourceCounterNamedThroughRxSwiftIsTheLibrarysCounter() {
        // `Resources.total` is the count the leak check compares; through the module's name it
        // is the same number, and it goes up while a subscription lives.
        let before = RxSwift.Resources.total
        XCTAssertEqual(before, Resources.total)
        do {
            let subject = PublishSubject<Int>()
            let subscription = subject.map { $0 + 1 }.subscribe()
            XCTAssertTrue(RxSwift.Resources.total > before)
            subscription.dispose()
        }
        XCTAssertEqual(RxSwift.Resources.total, before)
    }

    func testUnitsAndRelaysNamedThroughRxCocoaAndRxRelayAreTheSameTypes() {
        let relay = RxRelay.BehaviorRelay(value: 1)
        let sameRelay: RxCocoa.BehaviorRelay<Int> = relay
        sameRelay.accept(2)
        XCTAssertEqual(relay.value, 2)

        // Units deliver on their sharing scheduler: a test scheduler here, in place of the
        // main one, so that what they send can be recorded.
        let scheduler = RxTest.TestScheduler(initialClock: 0)
        let (driver, signal): (RxCocoa.Driver<Int>, RxCocoa.Signal<Int>) = mockingSharingScheduler(scheduler) { (.just(4), .just(5)) }
        let plainDriver: Driver<Int> = driver
        let sent = scheduler.start {
            Observable.merge(plainDriver.asObservable().map { "driver \($0)" }, signal.asObservable().map { "signal \($0)" })
        }
        XCTAssertEqual(sent.events.map(\.value), [.next("driver 4"), .next("signal 5"), .completed])
    }

    func testTheTestToolkitAndTheBlockingOperatorsNamedThroughTheirModules() throws {
        let scheduler = RxTest.TestScheduler(initialClock: 0)
        let source: RxTest.TestableObservable<Int> = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let observer: RxTest.TestableObserver<Int> = scheduler.start { source.asObservable() }
        XCTAssertEqual(observer.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(source.subscriptions, [RxTest.Subscription(200, 220)])

        let blocking: RxBlocking.BlockingObservable<Int> = Observable.of(7, 8).toBlocking()
        XCTAssertEqual(try blocking.toArray(), [7, 8])
    }
}
