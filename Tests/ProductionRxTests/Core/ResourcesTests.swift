// The answers of the live-object counter's two public counting functions. A program written for
// RxSwift may count objects of its own with them and print what they answer; RxSwift answers the
// total from before the change (RxSwift/Rx.swift counts with Platform/AtomicInt.swift's
// increment and decrement, which return the old value), and so does ProductionRx.
import ProductionRx
import Testing

@Suite("The resource counter's answers", .leakChecked)
struct ResourcesTests {
    @Test func countingUpAndDownAnswersTheTotalFromBeforeEachChange() {
        let before = Resources.total
        let answerToIncrement = Resources.incrementTotal()
        #expect(Resources.total == before + 1)
        let answerToDecrement = Resources.decrementTotal()
        #expect(answerToIncrement == before)
        #expect(answerToDecrement == before + 1)
        #expect(Resources.total == before)
    }
}
