// `amb` in virtual time: the first source to send anything wins, the others are disposed
// at that moment. Chapter 10 ("Combining and recovering").
import Foundation
@_spi(Operators) import ProductionRx
import ProductionRxTest
import Testing
import XCTest

final class AmbTests: RxTestCase {

    func testAmbOfASequenceForwardsWhicheverSendsFirstAndDisposesTheRest() {
        let row = MarbleRow(
            "the second sends first", given: "----1-|", "--2---3-|", "---4-|", sends: "--2---3-|", subscribed: [200...220, 200...280, 200...220])
        row.expect { Observable.amb($0.all) }
    }

    func testAmbOfNoSourcesNeverSendsAnything() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.amb([Observable<Int>]()) }
        assertEvents(res.events, equal: [])
    }

    // Built on ProductionRx's Producer, which RxSwift keeps internal: not compiled against it.
    #if !RXSWIFT
    /// The side that lost is dropped by its own observer, not only by its disposed source: a
    /// source that ignores the disposal and goes on sending is still never heard.
    func testALoserThatGoesOnSendingAfterItLostIsNeverHeard() {
        let stubborn = StubbornSource()
        let winner = PublishSubject<Int>()
        nonisolated(unsafe) var events: [String] = []
        let subscription = winner.amb(stubborn).subscribe { events.append("\($0)") }
        winner.onNext(1)
        stubborn.send?(.next(99))
        winner.onNext(2)
        stubborn.send?(.completed)
        winner.onCompleted()
        XCTAssertEqual(events, ["next(1)", "next(2)", "completed"])
        subscription.dispose()
    }
    #endif

    func testAmbOfASourceSendingDuringItsSubscriptionChoosesItAndNeverSubscribesTheOtherForLong() {
        let other = Observable<Int>.never()
        XCTAssertEqual(record(Observable.of(1, 2).amb(other)), [.next(1), .next(2), .completed])
        XCTAssertEqual(record(other.amb(Observable.just(3))), [.next(3), .completed])
    }
}

/// The tests of AmbTests that run over a table of arguments, each case reported on its own by Swift
/// Testing.
@Suite("amb: argument tables", .leakChecked)
struct AmbTableTests {
    // The left source's line first, then the right's.
    @Test(arguments: [
        MarbleRow(
            "the left sends first: it is forwarded, the right let go", given: "--1-2-|", "---7-8-9-|", sends: "--1-2-|", subscribed: [200...260, 200...220]),
        MarbleRow("an error wins too", given: "--1-|", "-#", sends: "-#", subscribed: [200...210, 200...210]),
        MarbleRow(
            "the right sends first: it is forwarded, the left let go", given: "---1-2-|", "--7---8-9-|", sends: "--7---8-9-|",
            subscribed: [200...220, 200...300]),
        MarbleRow("a completion wins too", given: "-|", "--1-|", sends: "-|", subscribed: [200...210, 200...210]),
        MarbleRow(
            "disposed before either sends: both let go", given: "------------1", "-------------2", sends: "", subscribed: [200...300, 200...300], disposed: 300),
        MarbleRow(
            "disposed after the choice: the winner let go", given: "-1-2-3-4-5", "--7-8-9", sends: "-1-2", subscribed: [200...235, 200...210], disposed: 235),
    ])
    func ambOfTwo(_ row: MarbleRow) {
        row.expect { $0[0].amb($0[1]) }
    }
}

#if !RXSWIFT
/// A source that keeps the observer it is given and ignores its disposal, as a misbehaving
/// one might: `send` reaches that observer directly, with no sink in between to drop what
/// comes after the end.
private final class StubbornSource: Producer<Int> {
    var send: ((Event<Int>) -> Void)?

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Int {
        send = observer.on
        return (sink: Disposables.create(), subscription: Disposables.create())
    }
}
#endif
