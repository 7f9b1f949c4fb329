// Chapter 13 (Units): `zip` and `combineLatest` of 2 to 8 Drivers or Signals, generated from
// Tools/ArityGenerator/Templates/SharedSequenceArity.swift. Each gives the same unit back,
// with and without a result selector; the smallest and the largest arity are pinned here.
import ProductionRx
import ProductionRxTest
import TestSupport
import XCTest

/// Units: zip and combineLatest of 2 to 8
final class SharedSequenceArityTests: VirtualClockTestCase {
    // Made in the test, not with the suite: RxTest's scheduler keeps to one thread.
    private func driver(_ marbles: String) -> Driver<Int> {
        let xs: TestableObservable<Int> = scheduler.createHotObservable(marbles: marbles)
        return xs.asDriver(onErrorJustReturn: -1)
    }

    private func signal(_ marbles: String) -> Signal<Int> {
        let xs: TestableObservable<Int> = scheduler.createHotObservable(marbles: marbles)
        return xs.asSignal(onErrorJustReturn: -1)
    }

    private func run<Unit: ObservableConvertibleType>(_ build: () -> Unit) -> [Recorded<Event<Unit.Element>>] {
        mockingSharingScheduler(scheduler) {
            let unit = build()
            return scheduler.start { unit }.events
        }
    }

    func testZipOfTwoDriversPairsElementsByIndexWithASelector() {
        let events = run { () -> Driver<Int> in Driver.zip(driver("-1-2-3-"), driver("--4---5-")) { $0 + $1 } }
        assertMarbles(events, "--5---7-")
    }

    func testZipOfTwoSignalsMakesTuples() {
        let events = run { () -> Signal<(Int, Int)> in Signal.zip(signal("-1-2-"), signal("--3-4-")) }
        XCTAssertEqual(events.map(\.time), [220, 240])
        XCTAssertTrue(events.compactMap { $0.value.element.map { "\($0.0)\($0.1)" } } == ["13", "24"])
    }

    func testCombineLatestOfTwoSignalsCombinesTheLatestOfEachWithASelector() {
        let events = run { () -> Signal<Int> in Signal.combineLatest(signal("-1---3-|"), signal("---2---|")) { $0 * 10 + $1 } }
        assertMarbles(events, "---A-B-|", values: ["A": 12, "B": 32])
        // Both sources completed at 270: so does the combination.
    }

    func testCombineLatestOfTwoDriversMakesTuples() {
        let events = run { () -> Driver<(Int, Int)> in Driver.combineLatest(driver("-1---3-"), driver("---2---")) }
        XCTAssertTrue(events.compactMap { $0.value.element.map { "\($0.0)\($0.1)" } } == ["12", "32"])
    }

    func testZipAndCombineLatestOfEightTakeEverySource() {
        let lines = ["-1-", "-2-", "-3-", "-4-", "-5-", "-6-", "-7-", "-8-"]
        let zipped = run { () -> Driver<Int> in
            let d = lines.map(driver)
            return Driver.zip(d[0], d[1], d[2], d[3], d[4], d[5], d[6], d[7]) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
        }
        XCTAssertEqual(zipped, [.next(210, 36)])

        let tuplesScheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let tuples = mockingSharingScheduler(tuplesScheduler) {
            let d = lines.map { line -> Signal<Int> in
                let xs: TestableObservable<Int> = tuplesScheduler.createHotObservable(marbles: line)
                return xs.asSignal(onErrorJustReturn: -1)
            }
            let combined = Signal.combineLatest(d[0], d[1], d[2], d[3], d[4], d[5], d[6], d[7])
            return tuplesScheduler.start { combined.map { "\($0.0)\($0.1)\($0.2)\($0.3)\($0.4)\($0.5)\($0.6)\($0.7)" } }.events
        }
        XCTAssertEqual(tuples.compactMap(\.value.element), ["12345678"])
    }
}
