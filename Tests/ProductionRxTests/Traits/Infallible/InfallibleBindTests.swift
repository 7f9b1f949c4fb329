// `bind(to:)` and `bind(onNext:)` for Infallible (Infallible+Bind.swift): to observers, to
// optional observers, to each relay, through a binder function. Chapter 14.
import ProductionRx
import XCTest

final class InfallibleBindTests: RxTestCase {
    func testBindToObserversSendsEveryEventToEachOfThem() {
        let first = Recorder<Int>()
        let second = Recorder<Int>()
        Infallible.of(1, 2).bind(to: first, second).dispose()
        XCTAssertEqual(first.seen, [.next(1), .next(2), .completed])
        XCTAssertEqual(second.seen, first.seen)
    }

    func testBindToOptionalObserversWrapsEachElement() {
        let optional = Recorder<Int?>()
        Infallible.just(1).bind(to: optional).dispose()
        XCTAssertEqual(optional.seen, [.next(1), .completed])
    }

    func testBindToABinderFunctionHandsItTheSequence() {
        nonisolated(unsafe) var handed: [Int] = []
        let subscription = Infallible.of(4, 5).bind(to: { source in source.subscribe(onNext: { handed.append($0) }) })
        XCTAssertEqual(handed, [4, 5])
        subscription.dispose()
    }

    func testBindToACurriedBinderPassesTheArgument() {
        nonisolated(unsafe) var handed: [String] = []
        func label(_ source: Infallible<Int>) -> (String) -> Disposable {
            { prefix in source.subscribe(onNext: { handed.append("\(prefix)\($0)") }) }
        }
        Infallible.just(1).bind(to: label, curriedArgument: "#").dispose()
        XCTAssertEqual(handed, ["#1"])
    }

    func testBindOnNextReceivesTheElements() {
        nonisolated(unsafe) var handed: [Int] = []
        Infallible.of(1, 2).bind(onNext: { handed.append($0) }).dispose()
        XCTAssertEqual(handed, [1, 2])
    }

    func testBindToRelaysAcceptsEveryElementAndIgnoresCompletion() {
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay(value: 0)
        let replay = ReplayRelay<Int>.create(bufferSize: 2)
        nonisolated(unsafe) var published: [Int] = []
        let watching = publish.subscribe(onNext: { published.append($0) })
        Infallible.of(1, 2).bind(to: publish).dispose()
        Infallible.of(1, 2).bind(to: behavior).dispose()
        Infallible.of(1, 2).bind(to: replay).dispose()
        XCTAssertEqual(published, [1, 2])
        XCTAssertEqual(behavior.value, 2)
        XCTAssertEqual(record(replay.asInfallible().take(2)), [.next(1), .next(2), .completed])
        watching.dispose()
    }

    func testBindToRelaysOfOptionalsWrapsEachElement() {
        let publish = PublishRelay<Int?>()
        let behavior = BehaviorRelay<Int?>(value: nil)
        let replay = ReplayRelay<Int?>.create(bufferSize: 1)
        nonisolated(unsafe) var published: [Int?] = []
        let watching = publish.subscribe(onNext: { published.append($0) })
        Infallible.just(1).bind(to: publish).dispose()
        Infallible.just(2).bind(to: behavior).dispose()
        Infallible.just(3).bind(to: replay).dispose()
        XCTAssertEqual(published, [1])
        XCTAssertEqual(behavior.value, 2)
        XCTAssertEqual(record(replay.asInfallible().take(1)), [.next(3), .completed])
        watching.dispose()
    }

    func testBindToSeveralRelaysAtOnce() {
        let first = BehaviorRelay(value: 0)
        let second = BehaviorRelay(value: 0)
        Infallible.just(9).bind(to: first, second).dispose()
        XCTAssertTrue(first.value == 9 && second.value == 9)
    }
}
