// The answers of the live-object counter's two public counting functions. A program written for
// RxSwift may count objects of its own with them and print what they answer; RxSwift answers the
// total from before the change (RxSwift/Rx.swift counts with Platform/AtomicInt.swift's
// increment and decrement, which return the old value), and so does ProductionRx.
import ProductionRx
import XCTest

/// The resource counter's answers
final class ResourcesTests: RxTestCase {
    func testCountingUpAndDownAnswersTheTotalFromBeforeEachChange() {
        let before = Resources.total
        let answerToIncrement = Resources.incrementTotal()
        XCTAssertEqual(Resources.total, before + 1)
        let answerToDecrement = Resources.decrementTotal()
        XCTAssertEqual(answerToIncrement, before)
        XCTAssertEqual(answerToDecrement, before + 1)
        XCTAssertEqual(Resources.total, before)
    }
}
