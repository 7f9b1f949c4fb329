// Chapter 8: marble lines read into recorded events and drawn back; a failed marble
// assertion draws the expected and the actual line one above the other.
import ProductionRx
import ProductionRxTest
import Testing

@Suite(.leakChecked)
struct MarbleParsingTests {
    @Test func dashIsOneTickOfTenTimeUnitsFromTheSubscriptionTime() throws {
        let events: [Recorded<Event<String>>] = try recordedEvents(marbles: "a--b")
        #expect(events == [.next(200, "a"), .next(230, "b")])
    }

    @Test func lettersAreLookedUpInTheValueMap() throws {
        let events = try recordedEvents(marbles: "-a-b", values: ["a": 1.5, "b": 2.5])
        #expect(events == [.next(210, 1.5), .next(230, 2.5)])
    }

    @Test func withoutAMapLettersAreStringsAndDigitsAreInts() throws {
        let strings: [Recorded<Event<String>>] = try recordedEvents(marbles: "-x-y")
        let ints: [Recorded<Event<Int>>] = try recordedEvents(marbles: "-1-7")
        #expect(strings == [.next(210, "x"), .next(230, "y")])
        #expect(ints == [.next(210, 1), .next(230, 7)])
    }

    @Test func barIsCompletion() throws {
        let events: [Recorded<Event<Int>>] = try recordedEvents(marbles: "--|")
        #expect(events == [.completed(220)])
    }

    @Test func hashIsTheGivenErrorOrAMarbleErrorByDefault() throws {
        let given: [Recorded<Event<Int>>] = try recordedEvents(marbles: "-#", error: TestError.boom)
        let byDefault: [Recorded<Event<Int>>] = try recordedEvents(marbles: "#")
        #expect(given == [.error(210, TestError.boom)])
        #expect(byDefault == [.error(200, MarbleError())])
    }

    @Test func caretIsTheSubscriptionTimeAndEarlierCharactersAreEarlierTimes() throws {
        let events: [Recorded<Event<String>>] = try recordedEvents(marbles: "a-^-b-|")
        #expect(events == [.next(180, "a"), .next(220, "b"), .completed(240)])
    }

    @Test func groupPutsItsEventsAtOneTickAndTakesOneTick() throws {
        let events: [Recorded<Event<String>>] = try recordedEvents(marbles: "-(ab)-(c|)")
        #expect(events == [.next(210, "a"), .next(210, "b"), .next(230, "c"), .completed(230)])
    }

    @Test func spacesAreIgnored() throws {
        let events: [Recorded<Event<String>>] = try recordedEvents(marbles: " -a - b|")
        #expect(events == [.next(210, "a"), .next(230, "b"), .completed(240)])
    }

    @Test func subscriptionTimeAndTickDurationCanBeChosen() throws {
        let events: [Recorded<Event<Int>>] = try recordedEvents(marbles: "-1-|", subscribed: 0, tickDuration: 5)
        #expect(events == [.next(5, 1), .completed(15)])
    }

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

    @Test func syntaxErrorPointsAtTheColumnUnderTheLine() {
        let error = MarbleSyntaxError(marbles: "-a-(bc-|", column: 3, reason: "'(' at column 3 is never closed")
        #expect(
            error.description == """
                invalid marble line: '(' at column 3 is never closed
                  -a-(bc-|
                     ^
                """)
    }

    @Test func letterWithoutAMapIsNotAnInt() {
        #expect(throws: MarbleSyntaxError(marbles: "-a", column: 1, reason: "'a' does not stand for a Int by itself: pass values:")) {
            let _: [Recorded<Event<Int>>] = try recordedEvents(marbles: "-a")
        }
    }
}

@Suite(.leakChecked)
struct MarbleObservableTests {
    @Test func mapInThreeLines() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-a-b-c-|", values: ["a": 1, "b": 2, "c": 3])
        let res = scheduler.start { xs.map { $0 * 10 } }
        assertMarbles(res.events, "-A-B-C-|", values: ["A": 10, "B": 20, "C": 30])

        #expect(res.events == [.next(210, 10), .next(230, 20), .next(250, 30), .completed(270)])
    }

    @Test func hotLineEventsBeforeTheCaretHappenBeforeTheSubscriptionAndAreMissed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "a-^-b-|")

        let res = scheduler.start { xs.map { $0.uppercased() } }

        #expect(xs.recordedEvents == [.next(180, "a"), .next(220, "b"), .completed(240)])
        assertMarbles(res.events, "^-B-|")
        #expect(xs.subscriptions == [Subscription(200, 240)])
    }

    @Test func coldLineStartsAtEachSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createColdObservable(marbles: "-1-(2|)")

        let res = scheduler.start { xs.map { $0 * 2 } }

        #expect(xs.recordedEvents == [.next(10, 1), .next(30, 2), .completed(30)])
        assertMarbles(res.events, "-2-(4|)")
    }

    @Test func hashInAHotLineSendsTheGivenError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-a-#", values: ["a": 1], error: TestError.boom)

        let res = scheduler.start { xs.map { $0 + 1 } }

        assertMarbles(res.events, "-b-#", values: ["b": 2], error: TestError.boom)
        #expect(res.events == [.next(210, 2), .error(230, TestError.boom)])
    }

    @Test func unreadableHotLineStopsTheProcessBecauseTheTestItselfIsWrong() async {
        await #expect(processExitsWith: .failure) {
            let scheduler = TestScheduler(initialClock: 0)
            _ = scheduler.createHotObservable(marbles: "-a-(b")
        }
    }

    @Test func intLineWithoutAMapNeedsItsTypeFromContext() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable(marbles: "-1-2-|")

        let res = scheduler.start { xs.map { $0 + 1 } }

        assertMarbles(res.events, "-2-3-|")
    }
}

@Suite(.leakChecked)
struct MarbleRenderingTests {
    @Test func rendersEventsOneColumnPerTenTimeUnitsFromTheSubscription() {
        let events: [Recorded<Event<String>>] = [.next(210, "a"), .next(230, "b"), .completed(240)]
        #expect(renderMarbles(events) == "-a-b|")
    }

    @Test func rendersValuesAsTheirKeysInTheMap() {
        let events: [Recorded<Event<Int>>] = [.next(210, 10), .next(210, 20), .completed(250)]
        #expect(renderMarbles(events, values: ["x": 10, "y": 20]) == "-(xy)---|")
    }

    @Test func rendersAnOngoingLineWithThreeMoreTicks() {
        let events: [Recorded<Event<Int>>] = [.next(210, 1)]
        #expect(renderMarbles(events) == "-1---")
    }

    @Test func rendersEventsBeforeTheSubscriptionWithACaret() {
        let events: [Recorded<Event<String>>] = [.next(180, "a"), .next(220, "b"), .error(230, TestError.boom)]
        #expect(renderMarbles(events) == "a-^-b#")
    }

    @Test(arguments: ["-a-b-|", "a-^-(bc)-#", "--(a|)", "(ab)c---d"])
    func renderedLineReadsBackIntoTheSameEvents(marbles: String) throws {
        let values = ["a": 1, "b": 2, "c": 3, "d": 4]
        let events = try recordedEvents(marbles: marbles, values: values)
        #expect(try recordedEvents(marbles: renderMarbles(events, values: values), values: values) == events)
    }
}

@Suite(.leakChecked)
struct MarbleDifferenceTests {
    private let values = ["A": 10, "B": 20, "C": 30, "D": 40]

    @Test func marblesDifferenceIsNilWhenEventsMatch() {
        let events: [Recorded<Event<Int>>] = [.next(210, 10), .completed(230)]
        #expect(marblesDifference(events, "-A-|", values: values) == nil)
    }

    @Test func marblesDifferenceDrawsExpectedAboveActualInTheSameColumns() {
        let actual: [Recorded<Event<Int>>] = [.next(210, 10), .next(230, 20), .next(250, 30), .completed(270)]

        #expect(
            marblesDifference(actual, "-A-B-D-|", values: values) == """
                Recorded events differ from the marble line (one column = 10 virtual time units, column 0 = time 200):
                expected  -A-B-D-|
                actual    -A-B-C-|
                1 of 4 events differ (actual, then expected):
                  [2] actual:   next(30) @ 250
                      expected: next(40) @ 250
                """)
    }

    @Test func marblesDifferenceShowsAShiftInTimeColumnByColumn() {
        let actual: [Recorded<Event<Int>>] = [.next(210, 10), .next(240, 20), .completed(260)]

        #expect(
            marblesDifference(actual, "-A-B-|", values: values) == """
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

    @Test func marblesDifferenceExplainsValuesMissingFromTheMapAndErrorsInALegend() {
        let actual: [Recorded<Event<Int>>] = [.next(210, 99), .error(220, TestError.boom)]

        #expect(
            marblesDifference(actual, "-A|", values: values) == """
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

    @Test func marblesDifferenceCountsAMissingEventAsOneDifference() {
        let actual: [Recorded<Event<Int>>] = [.next(210, 10), .next(250, 30), .completed(270)]

        #expect(
            marblesDifference(actual, "-A-B-C-|", values: ["A": 10, "B": 20, "C": 30]) == """
                Recorded events differ from the marble line (one column = 10 virtual time units, column 0 = time 200):
                expected  -A-B-C-|
                actual    -A---C-|
                1 of 4 events differ (actual, then expected):
                  [1] actual:   (nothing)
                      expected: next(20) @ 230
                """)
    }

    @Test func marblesDifferenceCountsAnExtraEventAsOneDifference() {
        let actual: [Recorded<Event<Int>>] = [.next(210, 10), .next(220, 99), .next(230, 20), .completed(250)]

        let difference = marblesDifference(actual, "-A-B-|", values: values)
        #expect(difference?.contains("1 of 4 events differ (actual, then expected):\n  [1] actual:   next(99) @ 220\n      expected: (nothing)") == true)
    }

    @Test func marblesDifferenceNotesEventsBetweenColumns() throws {
        let actual: [Recorded<Event<Int>>] = [.next(215, 10)]
        let difference = try #require(marblesDifference(actual, "-A", values: values))

        #expect(difference.contains("expected  -A---\nactual    -A---"))
        #expect(difference.contains("fall between two columns"))
        #expect(difference.contains("[0] actual:   next(10) @ 215"))
    }

    @Test func marblesDifferenceReportsAnUnreadableExpectedLine() {
        let difference = marblesDifference([Recorded<Event<Int>>](), "-(A", values: values)
        #expect(difference?.hasPrefix("The expected marble line cannot be read: invalid marble line: '(' at column 1 is never closed") == true)
    }

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
