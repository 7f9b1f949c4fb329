// `withUnretained(_:)` and `withUnretained(_:resultSelector:)`
// (Sources/ProductionRx/Observables/WithUnretained.swift): each element with an object held
// weakly, and completion on the next element once the object is gone.
import ProductionRx
import XCTest

final class WithUnretainedTests: RxTestCase {
    private final class Screen {
        let name: String
        init(_ name: String) { self.name = name }
    }

    func testWithUnretainedPairsEachElementWithTheObject() {
        let screen = Screen("prices")
        nonisolated(unsafe) var seen: [String] = []

        _ = Observable.of(1, 2)
            .withUnretained(screen)
            .subscribe(onNext: { object, value in seen.append("\(object.name) \(value)") })

        XCTAssertEqual(seen, ["prices 1", "prices 2"])
    }

    func testWithUnretainedAndAResultSelectorSendsWhatTheSelectorMakes() {
        let screen = Screen("prices")

        let seen = record(Observable.of(1, 2).withUnretained(screen) { object, value in "\(object.name) \(value)" })

        XCTAssertEqual(seen, [.next("prices 1"), .next("prices 2"), .completed])
    }

    func testWithUnretainedDoesNotKeepTheObjectAlive() {
        let source = ManualSource<Int>()
        var screen: Screen? = Screen("prices")
        weak let released = screen
        let paired = source.observable.withUnretained(screen!)
        let subscription = paired.subscribe()

        screen = nil

        XCTAssertNil(released)
        subscription.dispose()
        _ = paired
    }

    // RxSwift documents that the sequence completes once the object can no longer be
    // retained (`RxSwift/Observables/WithUnretained.swift`). It notices on the next element, since its `map` checks the
    // weak reference there.
    func testWithUnretainedCompletesOnTheNextElementOnceTheObjectIsGoneAndDisposesTheSource() {
        let source = ManualSource<Int>()
        let recorder = Recorder<String>()
        var screen: Screen? = Screen("prices")
        let subscription = source.observable.withUnretained(screen!) { object, value in "\(object.name) \(value)" }.subscribe(recorder)

        source.send(.next(1))
        screen = nil
        XCTAssertEqual(recorder.seen, [.next("prices 1")])
        XCTAssertTrue(source.isObserved)

        source.send(.next(2))
        XCTAssertEqual(recorder.seen, [.next("prices 1"), .completed])
        XCTAssertEqual(source.disposals, 1)
        subscription.dispose()
    }

    func testWithUnretainedSubscribedAfterTheObjectIsGoneCompletesOnTheFirstElement() {
        var screen: Screen? = Screen("prices")
        let paired = Observable.of(1, 2).withUnretained(screen!) { _, value in value }
        screen = nil

        XCTAssertEqual(record(paired), [.completed])
    }
}
