// `debounce` (Sources/ProductionRx/Observables/Debounce.swift) in virtual time: an element
// after `dueTime` of silence, completion that flushes, errors, disposal. Chapter 8.
import ProductionRx
import ProductionRxTest
import XCTest

// One marble column is 10 ticks and one tick is one second, so `.seconds(30)` is 3 columns.
final class DebounceTests: RxTestCase {
    func testDebounceSendsAnElementOnlyAfterDueTimeWithoutAnother() {
        expectMarbles(given: "-a-b-c----d------|", sends: "--------c----d---|", subscribed: [Subscription(200, 370)]) {
            $0.debounce(.seconds(30), scheduler: $1)
        }
    }

    func testDebounceSendsNothingWhileElementsKeepComing() {
        expectMarbles(given: "-abcdefg---|", sends: "----------g|") { $0.debounce(.seconds(30), scheduler: $1) }
    }

    func testDebounceCompletionSendsTheWaitingElementAtOnceThenCompletes() {
        expectMarbles(given: "-a-b|", sends: "----(b|)", subscribed: [Subscription(200, 240)]) { $0.debounce(.seconds(30), scheduler: $1) }
    }

    func testDebounceCompletesAtOnceWhenNothingWaits() {
        expectMarbles(given: "-a-----|", sends: "----a--|") { $0.debounce(.seconds(30), scheduler: $1) }
    }

    func testDebounceForwardsAnErrorAtOnceAndDropsTheWaitingElement() {
        expectMarbles(given: "-a-b#", sends: "----#", subscribed: [Subscription(200, 240)]) { $0.debounce(.seconds(30), scheduler: $1) }
    }

    func testDebounceDisposedWhileAnElementWaitsSendsNothingAndUnsubscribes() {
        // a waits until 240; the disposal at 230 comes first.
        expectMarbles(given: "-a--------b---------|", sends: "---", subscribed: [Subscription(200, 230)], disposed: 230) {
            $0.debounce(.seconds(30), scheduler: $1)
        }
    }
}
