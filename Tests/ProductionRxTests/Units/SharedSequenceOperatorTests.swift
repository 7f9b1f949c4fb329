// Chapter 13 (Units): the operators RxCocoa defines on SharedSequence
// (`RxCocoa/Traits/SharedSequence/SharedSequence+Operators.swift`). Each returns the same
// unit (the declared types below are the compiler checking that), applies the Observable
// operator of the same name, and the time operators run on `SharingScheduler.make()`.
import ProductionRx
import ProductionRxTest
import TestSupport
import XCTest

/// Units: operators
final class SharedSequenceOperatorTests: VirtualClockTestCase {
    // Made in the test, not with the suite: RxTest's scheduler keeps to one thread.
    /// Builds a unit with the sharing scheduler swapped for the test scheduler, and returns
    /// what a subscriber from 200 to `disposed` saw. The swap lasts while the scheduler runs:
    /// units made inside operators' closures (`flatMapLatest`'s inner ones) ask for the
    /// scheduler then, not when the chain is built.
    private func run<Element>(disposed: Int = 1000, _ build: () -> Driver<Element>) -> [Recorded<Event<Element>>] {
        mockingSharingScheduler(scheduler) {
            let unit = build()
            return scheduler.start(disposed: disposed) { unit }.events
        }
    }

    private func runSignal<Element>(_ build: () -> Signal<Element>) -> [Recorded<Event<Element>>] {
        mockingSharingScheduler(scheduler) {
            let unit = build()
            return scheduler.start { unit }.events
        }
    }

    private func driver(_ marbles: String) -> Driver<String> {
        scheduler.createHotObservable(marbles: marbles).asDriver(onErrorJustReturn: "#")
    }

    private func numbers(_ marbles: String) -> Driver<Int> {
        let xs: TestableObservable<Int> = scheduler.createHotObservable(marbles: marbles)
        return xs.asDriver(onErrorJustReturn: -1)
    }

    // MARK: Transforming

    func testMapTransformsEachElement() {
        let events = run { numbers("-1-2-|").map { $0 * 3 } }
        assertMarbles(events, "-3-6-|")
    }

    func testCompactMapDropsTheNilResults() {
        let events = run { numbers("-1-2-3-|").compactMap { $0 == 2 ? nil : "\($0)" } }
        assertMarbles(events, "-1---3-|")
    }

    func testFilterKeepsTheElementsThePredicateAccepts() {
        let events = run { numbers("-1-2-3-4-|").filter { $0.isMultiple(of: 2) } }
        assertMarbles(events, "---2---4-|")
    }

    func testScanSendsEachIntermediateAccumulation() {
        let events = run { numbers("-1-2-3-|").scan(0, accumulator: +) }
        assertMarbles(events, "-1-3-6-|")
    }

    // RxCocoa's `startWith` on a unit takes one element, not a variadic list
    // (RxCocoa/Traits/SharedSequence/SharedSequence+Operators.swift; run against it in
    // Tools/AgainstRxSwift).
    func testStartWithSendsItsElementFirst() {
        let events = run { numbers("-1-2-|").startWith(0) }
        assertMarbles(events, "01-2-|")
    }

    func testSkipDropsTheFirstElements() {
        let events = run { numbers("-1-2-3-|").skip(2) }
        assertMarbles(events, "-----3-|")
    }

    func testDoRunsItsSideEffectsAroundEachEventAndTheSubscription() {
        nonisolated(unsafe) var log: [String] = []
        let events = run(disposed: 300) {
            numbers("-1-2-").do(
                onNext: { log.append("next \($0)") }, afterNext: { log.append("after \($0)") },
                onCompleted: { log.append("completed") }, afterCompleted: { log.append("after completed") },
                onSubscribe: { log.append("subscribe") }, onSubscribed: { log.append("subscribed") },
                onDispose: { log.append("dispose") })
        }
        assertMarbles(events, "-1-2-")
        XCTAssertEqual(log, ["subscribe", "subscribed", "next 1", "after 1", "next 2", "after 2", "dispose"])
    }

    func testDoReportsCompletion() {
        nonisolated(unsafe) var log: [String] = []
        _ = run { numbers("-|").do(onCompleted: { log.append("completed") }, afterCompleted: { log.append("after completed") }) }
        XCTAssertEqual(log, ["completed", "after completed"])
    }

    func testDebugPassesEveryEventThrough() {
        let events = run { numbers("-1-|").debug("units", trimOutput: true) }
        assertMarbles(events, "-1-|")
    }

    // MARK: distinctUntilChanged, all four forms

    func testDistinctUntilChangedDropsRepeatsOfTheLastElement() {
        let events = run { numbers("-1-1-2-2-1-|").distinctUntilChanged() }
        assertMarbles(events, "-1---2---1-|")
    }

    func testDistinctUntilChangedWithAKeyComparesTheKeys() {
        let events = run { numbers("-1-3-2-4-|").distinctUntilChanged { $0 % 2 } }
        assertMarbles(events, "-1---2---|")
    }

    func testDistinctUntilChangedWithAComparerUsesIt() {
        let events = run { numbers("-1-2-5-6-|").distinctUntilChanged { abs($0 - $1) < 2 } }
        assertMarbles(events, "-1---5---|")
    }

    func testDistinctUntilChangedWithAKeyAndAComparerUsesBoth() {
        let events = run { driver("-a-A-b-|").distinctUntilChanged({ $0.lowercased() }, comparer: ==) }
        assertMarbles(events, "-a---b-|")
    }

    // MARK: The flatMap family and merging

    func testFlatMapKeepsEveryInnerUnit() {
        let inner = ["a": "-1--2|", "b": "-3--4|"]
        nonisolated(unsafe) let lines = inner.mapValues { line -> TestableObservable<Int> in scheduler.createColdObservable(marbles: line) }
        let events = run {
            driver("-a-b-------").flatMap { lines[$0]!.asDriver(onErrorJustReturn: -1) }
        }
        assertMarbles(events, "--1-32-4---")
    }

    func testFlatMapLatestSwitchesToTheNewestInnerUnit() {
        nonisolated(unsafe) let lines = ["a": "-1--2|", "b": "-3--4|"].mapValues { line -> TestableObservable<Int> in
            scheduler.createColdObservable(marbles: line)
        }
        let events = run {
            driver("-a-b-------").flatMapLatest { lines[$0]!.asDriver(onErrorJustReturn: -1) }
        }
        assertMarbles(events, "--1-3--4---")
    }

    func testFlatMapFirstIgnoresElementsWhileAnInnerUnitRuns() {
        nonisolated(unsafe) let lines = ["a": "-1--2|", "b": "-3--4|"].mapValues { line -> TestableObservable<Int> in
            scheduler.createColdObservable(marbles: line)
        }
        let events = run {
            driver("-a-b-------").flatMapFirst { lines[$0]!.asDriver(onErrorJustReturn: -1) }
        }
        assertMarbles(events, "--1--2-----")
    }

    func testSwitchLatestFollowsTheNewestUnit() {
        nonisolated(unsafe) let lines = ["a": "-1--2|", "b": "-3--4|"].mapValues { line -> TestableObservable<Int> in
            scheduler.createColdObservable(marbles: line)
        }
        let events = run {
            driver("-a-b-------").map { lines[$0]!.asDriver(onErrorJustReturn: -1) }.switchLatest()
        }
        assertMarbles(events, "--1-3--4---")
    }

    func testMergeAndMergeMaxConcurrentFlattenAUnitOfUnits() {
        nonisolated(unsafe) let lines = ["a": "-1--2|", "b": "-3--4|"].mapValues { line -> TestableObservable<Int> in
            scheduler.createColdObservable(marbles: line)
        }
        let merged = run {
            driver("-a-b-------").map { lines[$0]!.asDriver(onErrorJustReturn: -1) }.merge()
        }
        assertMarbles(merged, "--1-32-4---")

        let oneAtATimeScheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        nonisolated(unsafe) let oneAtATimeLines = ["a": "-1--2|", "b": "-3--4|"].mapValues { line -> TestableObservable<Int> in
            oneAtATimeScheduler.createColdObservable(marbles: line)
        }
        let oneAtATime = mockingSharingScheduler(oneAtATimeScheduler) {
            let unit = oneAtATimeScheduler.createHotObservable(marbles: "-a-b-------").asDriver(onErrorJustReturn: "#")
                .map { oneAtATimeLines[$0]!.asDriver(onErrorJustReturn: -1) }
                .merge(maxConcurrent: 1)
            return oneAtATimeScheduler.start { unit }.events
        }
        assertMarbles(oneAtATime, "--1--2-3--4")
    }

    func testStaticMergeOfAVariadicListAnArrayAndACollection() {
        let events = run { Driver.merge(numbers("-1---3-"), numbers("---2---")) }
        assertMarbles(events, "-1-2-3-")

        let arrayScheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let array = mockingSharingScheduler(arrayScheduler) {
            let sources: [Driver<Int>] = [Driver.just(1), Driver.just(2)]
            return arrayScheduler.start { Driver.merge(sources) }.events
        }
        XCTAssertEqual(array, [.next(200, 1), .next(200, 2), .completed(200)])

        let collectionScheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let collection = mockingSharingScheduler(collectionScheduler) {
            collectionScheduler.start { Signal.merge([Signal.just(1), Signal.just(2)].lazy.map { $0 }) }.events
        }
        XCTAssertEqual(collection, [.next(200, 1), .next(200, 2), .completed(200)])
    }

    // MARK: Combining

    func testWithLatestFromCombinesEachElementWithTheOtherUnitsLatest() {
        let events = run { driver("-a---b-c-|").withLatestFrom(numbers("--1-2---")) { "\($0)\($1)" } }
        assertMarbles(events, "-----B-C-|", values: ["B": "b2", "C": "c2"])
    }

    // The form without a selector does not ask for the same sharing strategy, so a Signal of
    // taps can read a Driver's state, as in RxCocoa/Traits/SharedSequence/SharedSequence+Operators.swift
    // (run against it in Tools/AgainstRxSwift).
    func testSignalWithLatestFromADriverReadsTheDriversLatest() {
        let events = mockingSharingScheduler(scheduler) { () -> [Recorded<Event<String>>] in
            let taps: TestableObservable<String> = scheduler.createHotObservable(marbles: "---t---t-")
            let state = driver("-a---b---")
            let read: Signal<String> = taps.asSignal(onErrorJustReturn: "").withLatestFrom(state)
            return scheduler.start { read }.events
        }
        assertMarbles(events, "---a---b-")
    }

    func testWithLatestFromWithoutSelectorSendsTheOtherUnitsLatest() {
        let events = run { driver("-a---b-c-|").withLatestFrom(numbers("--1-2---")) }
        assertMarbles(events, "-----2-2-|")
    }

    func testConcatOfASequenceAndACollectionRunsUnitsOneAfterTheOther() {
        let first: TestableObservable<Int> = scheduler.createColdObservable(marbles: "-1|")
        let second: TestableObservable<Int> = scheduler.createColdObservable(marbles: "-2|")
        let events = run {
            let units = [first.asDriver(onErrorJustReturn: -1), second.asDriver(onErrorJustReturn: -1)]
            return Driver.concat(units.lazy.filter { _ in true })
        }
        assertMarbles(events, "-1-2|")

        let collectionScheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let collection = mockingSharingScheduler(collectionScheduler) { collectionScheduler.start { Signal.concat([Signal.of(1, 2), Signal.just(3)]) }.events }
        XCTAssertEqual(collection.map(\.value.element), [1, 2, 3, nil])
    }

    func testZipOfACollectionPairsElementsByIndex() {
        let events = run {
            Driver.zip([numbers("-1-2-3-"), numbers("--4---5")]) { $0.reduce(0, +) }
        }
        assertMarbles(events, "--5---7")

        let arraysScheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let arrays = mockingSharingScheduler(arraysScheduler) { arraysScheduler.start { Driver.zip([Driver.just(1), Driver.just(2)]) }.events }
        XCTAssertEqual(arrays.first?.value.element, [1, 2])
    }

    func testCombineLatestOfACollectionCombinesTheLatestOfEach() {
        let events = run {
            Driver.combineLatest([numbers("-1---3-"), numbers("---2---")]) { $0.reduce(0, +) }
        }
        assertMarbles(events, "---3-5-")

        let arraysScheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let arrays = mockingSharingScheduler(arraysScheduler) { arraysScheduler.start { Signal.combineLatest([Signal.just(1), Signal.just(2)]) }.events }
        XCTAssertEqual(arrays.first?.value.element, [1, 2])
    }

    // MARK: Time, on SharingScheduler.make()

    func testThrottleRunsOnTheSharingScheduler() {
        let events = run { driver("-abc----d-e--|").throttle(.seconds(30)) }
        assertMarbles(events, "-a--c---d--e-|")
    }

    func testThrottleWithoutLatestDropsTheElementsInsideTheWindow() {
        let events = run { driver("-abc----d-e--|").throttle(.seconds(30), latest: false) }
        assertMarbles(events, "-a------d----|")
    }

    func testDebounceRunsOnTheSharingScheduler() {
        let events = run { driver("-ab---c----|").debounce(.seconds(20)) }
        assertMarbles(events, "----b---c--|")
    }

    func testDelayRunsOnTheSharingScheduler() {
        let events = run { driver("-a-b-|").delay(.seconds(20)) }
        assertMarbles(events, "---a-b-|")
    }

    // MARK: Signal keeps its kind, and withUnretained

    func testSignalOperatorsReturnSignals() {
        let events = runSignal {
            let xs: TestableObservable<Int> = scheduler.createHotObservable(marbles: "-1-2-3-|")
            let signal: Signal<Int> = xs.asSignal(onErrorJustReturn: -1).map { $0 * 2 }.filter { $0 > 2 }
            return signal
        }
        assertMarbles(events, "---4-6-|")
    }

    // `withUnretained` exists on Signal; on Driver it is unavailable (its replay buffer would
    // keep the object alive), and the sequence completes once the object is gone, as in
    // RxCocoa/Traits/SharedSequence/SharedSequence+Operators.swift (run against it in
    // Tools/AgainstRxSwift).
    func testSignalWithUnretainedPairsEachElementWithTheObjectAndCompletesOnceItIsGone() {
        final class Screen { let name = "screen" }
        var screen: Screen? = Screen()
        let xs: TestableObservable<Int> = scheduler.createHotObservable(marbles: "-1-2-3-")
        let unit = mockingSharingScheduler(scheduler) {
            xs.asSignal(onErrorJustReturn: -1).withUnretained(screen!) { screen, value in "\(screen.name) \(value)" }
        }
        let pairs = mockingSharingScheduler(scheduler) { xs.asSignal(onErrorJustReturn: -1).withUnretained(screen!) }
        let observer = scheduler.createObserver(String.self)
        nonisolated(unsafe) var pairNames: [String] = []
        scheduler.scheduleAt(200) {
            _ = unit.asObservable().subscribe(observer)
            _ = pairs.asObservable().subscribe(onNext: { pairNames.append("\($0.0.name) \($0.1)") })
        }
        scheduler.scheduleAt(240) { screen = nil }
        scheduler.start()

        XCTAssertEqual(observer.events, [.next(210, "screen 1"), .next(230, "screen 2"), .completed(250)])
        XCTAssertEqual(pairNames, ["screen 1", "screen 2"])
    }
}
