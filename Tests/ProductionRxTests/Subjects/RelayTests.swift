// Chapter 9 (Subjects and sharing): PublishRelay, BehaviorRelay and ReplayRelay (RxRelay's
// types, kept in ProductionRx here), pinned to what RxRelay 6 does.
import Foundation
import ProductionRx
import TestSupport
import XCTest

final class PublishRelayTests: RxTestCase {
    func testPublishRelayAsObservableDeliversTheSameElements() {
        let relay = PublishRelay<Int>()
        let recorder = Recorder<Int>()
        let subscription = relay.asObservable().map { $0 * 10 }.subscribe(recorder)
        relay.accept(1)
        XCTAssertEqual(recorder.seen, [.next(10)])
        subscription.dispose()
    }

    func testPublishRelaySubscriptionOutlivingTheRelayDisposesQuietly() {
        var relay: PublishRelay<Int>? = PublishRelay()
        let subscription = relay!.subscribe { _ in }
        relay = nil
        subscription.dispose()
    }
}

final class BehaviorRelayTests: RxTestCase {
    func testBehaviorRelayValueIsTheInitialThenTheLatestAcceptedElement() {
        let relay = BehaviorRelay(value: "a")
        XCTAssertEqual(relay.value, "a")
        relay.accept("b")
        XCTAssertEqual(relay.value, "b")
    }

    func testBehaviorRelayValueReadInsideDeliveryIsTheElementBeingDelivered() {
        nonisolated(unsafe) let relay = BehaviorRelay(value: 0)
        let log = Log()
        let subscription = relay.subscribe(onNext: { element in
            log.append("\(element) value \(relay.value)")
        })
        relay.accept(1)
        XCTAssertEqual(log.entries, ["0 value 0", "1 value 1"])
        subscription.dispose()
    }

    func testBehaviorRelayAcceptingFromManyThreadsKeepsOneOfTheElements() {
        let relay = BehaviorRelay(value: -1)
        let recorder = Recorder<Int>()
        let subscription = relay.subscribe(recorder)
        let shared = SharedAcrossThreads(relay)
        let sent = onManyThreads { number in
            shared.value.accept(number)
            _ = shared.value.value
        }
        XCTAssertEqual(elementsSeen(recorder.seen).sorted(), [-1] + sent)
        XCTAssertTrue(sent.contains(relay.value))
        subscription.dispose()
    }
}

final class ReplayRelayTests: RxTestCase {
    func testCreateUnboundedIsTheSameAsCreateUnbound() {
        implementation.divergence(
            "ReplayRelay.createUnbounded()",
            because: "ProductionRx also spells it as ReplaySubject.createUnbounded() is spelled; RxRelay has only createUnbound().",
            see: "RxRelay/ReplayRelay.swift",
            productionRx: {
                #if !RXSWIFT
                let relay = ReplayRelay<Int>.createUnbounded()
                relay.accept(1)
                relay.accept(2)
                XCTAssertEqual(record(relay), [.next(1), .next(2)])
                #endif
            },
            rxSwift: {
                let relay = ReplayRelay<Int>.createUnbound()
                relay.accept(1)
                relay.accept(2)
                XCTAssertEqual(record(relay), [.next(1), .next(2)])
            }
        )
    }
}
