// `skip(_ count:)` (Sources/ProductionRx/Observables/Skip.swift): values, completion, errors,
// disposal.
import ProductionRx
import XCTest

final class SkipTests: RxTestCase {
    func testSkipDropsTheFirstCountElementsAndForwardsTheRest() {
        XCTAssertEqual(record(Observable.of(1, 2, 3, 4, 5).skip(2)), [.next(3), .next(4), .next(5), .completed])
    }

    func testSkipOfMoreThanAvailableOnlyCompletes() {
        XCTAssertEqual(record(Observable.of(1, 2).skip(5)), [.completed])
    }

    func testSkipZeroForwardsEverything() {
        XCTAssertEqual(record(Observable.of(1, 2).skip(0)), [.next(1), .next(2), .completed])
    }

    /// RxSwift does not check the count (`RxSwift/Observables/Skip.swift`): a negative one skips nothing (`remaining <= 0`).
    func testSkipOfANegativeCountForwardsEverything() {
        XCTAssertEqual(record(Observable.of(1, 2).skip(-3)), [.next(1), .next(2), .completed])
    }

    func testSkipPassesAnErrorOnEvenWhileSkipping() {
        let failing = Observable.of(1).concat(Observable.error(TestError.boom))
        XCTAssertEqual(record(failing.skip(3)), [.error("boom")])
    }
}
