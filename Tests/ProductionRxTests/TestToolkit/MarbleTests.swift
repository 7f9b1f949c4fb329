// Chapter 8: marble lines read into recorded events and drawn back; a failed marble
// assertion draws the expected and the actual line one above the other.
import ProductionRx
import ProductionRxTest
import Testing
import XCTest

final class MarbleParsingTests: RxTestCase {
    func testDashIsOneTickOfTenTimeUnitsFromTheSubscriptionTime() throws {
        let events: [Recorded<Event<String>>] = try recordedEvents(marbles: "a--b")
        XCTAssertEqual(events, [.next(200, "a"), .next(230, "b")])
    }

    func testLettersAreLookedUpInTheValueMap() throws {
        let events = try recordedEvents(marbles: "-a-b", values: ["a": 1.5, "b": 2.5])
        XCTAssertEqual(events, [.next(210, 1.5), .next(230, 2.5)])
    }

    func testWithoutAMapLettersAreStringsAndDigitsAreInts() throws {
        let strings: [Recorded<Event<String>>] = try recordedEvents(marbles: "-x-y")
        let ints: [Recorded<Event<Int>>] = try recordedEvents(marbles: "-1-7")
        XCTAssertEqual(strings, [.next(210, "x"), .next(230, "y")])
        XCTAssertEqual(ints, [.next(210, 1), .next(230, 7)])
    }

    func testBarIsCompletion() throws {
        let events: [Recorded<Event<Int>>] = try recordedEvents(marbles: "--|")
        XCTAssertEqual(events, [.completed(220)])
    }

    func testHashIsTheGivenErrorOrAMarbleErrorByDefault() throws {
        let given: [Recorded<Event<Int>>] = try recordedEvents(marbles: "-#", error: TestError.boom)
        let byDefault: [Recorded<Event<Int>>] = try recordedEvents(marbles: "#")
        XCTAssertEqual(given, [.error(210, TestError.boom)])
        XCTAssertEqual(byDefault, [.error(200, MarbleError())])
    }

    func testCaretIsTheSubscriptionTimeAndEarlierCharactersAreEarlierTimes() throws {
        let events: [Recorded<Event<String>>] = try recordedEvents(marbles: "a-^-b-|")
        XCTAssertEqual(events, [.next(180, "a"), .next(220, "b"), .completed(240)])
    }

    func testGroupPutsItsEventsAtOneTickAndTakesOneTick() throws {
        let events: [Recorded<Event<String>>] = try recordedEvents(marbles: "-(ab)-(c|)")
        XCTAssertEqual(events, [.next(210, "a"), .next(210, "b"), .next(230, "c"), .completed(230)])
    }

    func testSpacesAreIgnored() throws {
        let events: [Recorded<Event<String>>] = try recordedEvents(marbles: " -a - b|")
        XCTAssertEqual(events, [.next(210, "a"), .next(230, "b"), .completed(240)])
    }

    func testSubscriptionTimeAndTickDurationCanBeChosen() throws {
        let events: [Recorded<Event<Int>>] = try recordedEvents(marbles: "-1-|", subscribed: 0, tickDuration: 5)
        XCTAssertEqual(events, [.next(5, 1), .completed(15)])
    }

    func testSyntaxErrorPointsAtTheColumnUnderTheLine() {
        let error = MarbleSyntaxError(marbles: "-a-(bc-|", column: 3, reason: "'(' at column 3 is never closed")
        XCTAssertEqual(
            error.description,
            """
            invalid marble line: '(' at column 3 is never closed
              -a-(bc-|
                 ^
            """)
    }

    func testLetterWithoutAMapIsNotAnInt() {
        XCTAssertThrowsError(try recordedEvents(marbles: "-a") as [Recorded<Event<Int>>]) {
            XCTAssertEqual(
                $0 as? MarbleSyntaxError, MarbleSyntaxError(marbles: "-a", column: 1, reason: "'a' does not stand for a Int by itself: pass values:"))
        }
    }
}

/// The tests of MarbleParsingTests that run over a table of arguments, each case reported on its own by Swift Testing.
@Suite("MarbleParsingTests: argument tables", .leakChecked)
struct MarbleParsingTableTests {
    @Test(arguments: [
        ("-a-(b", 3, "'(' at column 3 is never closed"),
        ("-a)", 2, "')' without a '(' before it"),
        ("-()", 1, "empty group '()': put events inside or use '-'"),
        ("(a(b))", 2, "a group cannot contain another group"),
        ("(a-b)", 2, "'-' inside a group: a group is one tick"),
        ("^-^", 2, "a second '^': a line has one subscription point"),
        ("-a*", 2, "unexpected '*': use -, a letter or digit, |, #, ^, ( ) or a space"),
        ("-a-z", 3, "'z' has no entry in values"),
    ])
    func unreadableLineThrowsWithTheColumnOfTheMistake(marbles: String, column: Int, reason: String) {
        #expect(throws: MarbleSyntaxError(marbles: marbles, column: column, reason: reason)) {
            try recordedEvents(marbles: marbles, values: ["a": 1, "b": 2])
        }
    }
}

final class MarbleObservableTests: RxTestCase {
    func testMapInThreeLines() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-a-b-c-|", values: ["a": 1, "b": 2, "c": 3])
        let res = scheduler.start { xs.map { $0 * 10 } }
        assertMarbles(res.events, "-A-B-C-|", values: ["A": 10, "B": 20, "C": 30])

        XCTAssertEqual(res.events, [.next(210, 10), .next(230, 20), .next(250, 30), .completed(270)])
    }

    func testHotLineEventsBeforeTheCaretHappenBeforeTheSubscriptionAndAreMissed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "a-^-b-|")

        let res = scheduler.start { xs.map { $0.uppercased() } }

        XCTAssertEqual(xs.recordedEvents, [.next(180, "a"), .next(220, "b"), .completed(240)])
        assertMarbles(res.events, "^-B-|")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testColdLineStartsAtEachSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createColdObservable(marbles: "-1-(2|)")

        let res = scheduler.start { xs.map { $0 * 2 } }

        XCTAssertEqual(xs.recordedEvents, [.next(10, 1), .next(30, 2), .completed(30)])
        assertMarbles(res.events, "-2-(4|)")
    }

    func testHashInAHotLineSendsTheGivenError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-a-#", values: ["a": 1], error: TestError.boom)

        let res = scheduler.start { xs.map { $0 + 1 } }

        assertMarbles(res.events, "-b-#", values: ["b": 2], error: TestError.boom)
        XCTAssertEqual(res.events, [.next(210, 2), .error(230, TestError.boom)])
    }

    func testIntLineWithoutAMapNeedsItsTypeFromContext() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable(marbles: "-1-2-|")

        let res = scheduler.start { xs.map { $0 + 1 } }

        assertMarbles(res.events, "-2-3-|")
    }
}

/// The tests of MarbleObservableTests that need a process of their own (exit tests, which XCTest has not).
@Suite("MarbleObservableTests: exit tests", .leakChecked)
struct MarbleObservableExitTests {
    @Test func unreadableHotLineStopsTheProcessBecauseTheTestItselfIsWrong() async {
        await #expect(processExitsWith: .failure) {
            let scheduler = TestScheduler(initialClock: 0)
            _ = scheduler.createHotObservable(marbles: "-a-(b")
        }
    }
}

final class MarbleRenderingTests: RxTestCase {
    func testRendersEventsOneColumnPerTenTimeUnitsFromTheSubscription() {
        let events: [Recorded<Event<String>>] = [.next(210, "a"), .next(230, "b"), .completed(240)]
        XCTAssertEqual(renderMarbles(events), "-a-b|")
    }

    func testRendersValuesAsTheirKeysInTheMap() {
        let events: [Recorded<Event<Int>>] = [.next(210, 10), .next(210, 20), .completed(250)]
        XCTAssertEqual(renderMarbles(events, values: ["x": 10, "y": 20]), "-(xy)---|")
    }

    func testRendersAnOngoingLineWithThreeMoreTicks() {
        let events: [Recorded<Event<Int>>] = [.next(210, 1)]
        XCTAssertEqual(renderMarbles(events), "-1---")
    }

    func testRendersEventsBeforeTheSubscriptionWithACaret() {
        let events: [Recorded<Event<String>>] = [.next(180, "a"), .next(220, "b"), .error(230, TestError.boom)]
        XCTAssertEqual(renderMarbles(events), "a-^-b#")
    }

}

/// The tests of MarbleRenderingTests that run over a table of arguments, each case reported on its own by Swift Testing.
@Suite("MarbleRenderingTests: argument tables", .leakChecked)
struct MarbleRenderingTableTests {
    @Test(arguments: ["-a-b-|", "a-^-(bc)-#", "--(a|)", "(ab)c---d"])
    func renderedLineReadsBackIntoTheSameEvents(marbles: String) throws {
        let values = ["a": 1, "b": 2, "c": 3, "d": 4]
        let events = try recordedEvents(marbles: marbles, values: values)
        #expect(try recordedEvents(marbles: renderMarbles(events, values: values), values: values) == events)
    }
}

final class MarbleDifferenceTests: RxTestCase {
    private let values = ["A": 10, "B": 20, "C": 30, "D": 40]

    func testMarblesDifferenceIsNilWhenEventsMatch() {
        let events: [Recorded<Event<Int>>] = [.next(210, 10), .completed(230)]
        XCTAssertNil(marblesDifference(events, "-A-|", values: values))
    }

    func testMarblesDifferenceDrawsExpectedAboveActualInTheSameColumns() {
        let actual: [Recorded<Event<Int>>] = [.next(210, 10), .next(230, 20), .next(250, 30), .completed(270)]

        XCTAssertEqual(
            marblesDifference(actual, "-A-B-D-|", values: values),
            """
            Recorded events differ from the marble line (one column = 10 virtual time units, column 0 = time 200):
            expected  -A-B-D-|
            actual    -A-B-C-|
            1 of 4 events differ (actual, then expected):
              [2] actual:   next(30) @ 250
                  expected: next(40) @ 250
            """)
    }

    func testMarblesDifferenceShowsAShiftInTimeColumnByColumn() {
        let actual: [Recorded<Event<Int>>] = [.next(210, 10), .next(240, 20), .completed(260)]

        XCTAssertEqual(
            marblesDifference(actual, "-A-B-|", values: values),
            """
            Recorded events differ from the marble line (one column = 10 virtual time units, column 0 = time 200):
            expected  -A-B-|
            actual    -A--B-|
            2 of 3 events differ (actual, then expected):
              [1] actual:   next(20) @ 240
                  expected: next(20) @ 230
              [2] actual:   completed @ 260
                  expected: completed @ 250
            """)
    }

    func testMarblesDifferenceExplainsValuesMissingFromTheMapAndErrorsInALegend() {
        let actual: [Recorded<Event<Int>>] = [.next(210, 99), .error(220, TestError.boom)]

        XCTAssertEqual(
            marblesDifference(actual, "-A|", values: values),
            """
            Recorded events differ from the marble line (one column = 10 virtual time units, column 0 = time 200):
            expected  -A|
            actual    -a#
                      a = 99   # = boom
            2 of 2 events differ (actual, then expected):
              [0] actual:   next(99) @ 210
                  expected: next(10) @ 210
              [1] actual:   error(boom) @ 220
                  expected: completed @ 220
            """)
    }

    func testMarblesDifferenceCountsAMissingEventAsOneDifference() {
        let actual: [Recorded<Event<Int>>] = [.next(210, 10), .next(250, 30), .completed(270)]

        XCTAssertEqual(
            marblesDifference(actual, "-A-B-C-|", values: ["A": 10, "B": 20, "C": 30]),
            """
            Recorded events differ from the marble line (one column = 10 virtual time units, column 0 = time 200):
            expected  -A-B-C-|
            actual    -A---C-|
            1 of 4 events differ (actual, then expected):
              [1] actual:   (nothing)
                  expected: next(20) @ 230
            """)
    }

    func testMarblesDifferenceCountsAnExtraEventAsOneDifference() {
        let actual: [Recorded<Event<Int>>] = [.next(210, 10), .next(220, 99), .next(230, 20), .completed(250)]

        let difference = marblesDifference(actual, "-A-B-|", values: values)
        XCTAssertEqual(difference?.contains("1 of 4 events differ (actual, then expected):\n  [1] actual:   next(99) @ 220\n      expected: (nothing)"), true)
    }

    func testMarblesDifferenceNotesEventsBetweenColumns() throws {
        let actual: [Recorded<Event<Int>>] = [.next(215, 10)]
        let difference = try XCTUnwrap(marblesDifference(actual, "-A", values: values))

        XCTAssertTrue(difference.contains("expected  -A---\nactual    -A---"))
        XCTAssertTrue(difference.contains("fall between two columns"))
        XCTAssertTrue(difference.contains("[0] actual:   next(10) @ 215"))
    }

    func testMarblesDifferenceReportsAnUnreadableExpectedLine() {
        let difference = marblesDifference([Recorded<Event<Int>>](), "-(A", values: values)
        XCTAssertEqual(difference?.hasPrefix("The expected marble line cannot be read: invalid marble line: '(' at column 1 is never closed"), true)
    }

}

/// The tests of MarbleDifferenceTests that need Swift Testing: they check the issue a failed
/// assertion records (withKnownIssue), which XCTest has not.
@Suite("MarbleDifferenceTests: Swift Testing tests", .leakChecked)
struct MarbleDifferenceSwiftTestingTests {
    private let values = ["A": 10, "B": 20, "C": 30, "D": 40]

    @Test func assertMarblesRecordsTheAlignedDifferenceAsTheIssue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-a-b-c-|", values: ["a": 1, "b": 2, "c": 3])
        let res = scheduler.start { xs.map { $0 * 10 } }
        let expectedMessage = """
            Recorded events differ from the marble line (one column = 10 virtual time units, column 0 = time 200):
            expected  -A-B-D-|
            actual    -A-B-C-|
            1 of 4 events differ (actual, then expected):
              [2] actual:   next(30) @ 250
                  expected: next(40) @ 250
            """

        withKnownIssue {
            assertMarbles(res.events, "-A-B-D-|", values: values)
        } matching: { issue in
            issue.comments.map(\.rawValue) == [expectedMessage]
        }
    }
}
