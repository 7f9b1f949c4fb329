// Chapter 8: a failed assertion on recorded events says which events differ, under Swift
// Testing and through RxTest's XCTAssertEqual.
import ProductionRx
import ProductionRxTest
import TestSupport
import Testing

@Suite(.leakChecked)
struct AssertionTests {
    @Test func eventsDifferenceIsNilForEqualEvents() {
        let events: [Recorded<Event<Int>>] = [.next(210, 1), .completed(300)]
        #expect(eventsDifference(events, events) == nil)
    }

    @Test func eventsDifferenceListsEachDifferingPositionWithActualAboveExpected() {
        let actual: [Recorded<Event<Int>>] = [.next(210, 10), .next(230, 21), .next(250, 30)]
        let expected: [Recorded<Event<Int>>] = [.next(210, 10), .next(230, 20), .next(250, 30), .completed(270)]

        #expect(
            eventsDifference(actual, expected) == """
                2 of 4 events differ (actual, then expected):
                  [1] actual:   next(21) @ 230
                      expected: next(20) @ 230
                  [3] actual:   (nothing)
                      expected: completed @ 270
                """)
    }

    @Test func eventsDifferenceWithoutTimesComparesEventsOnly() {
        let difference = eventsDifference([Event<Int>.next(1), .error(TestError.boom)], [.next(1), .completed])
        #expect(
            difference == """
                1 of 2 events differ (actual, then expected):
                  [1] actual:   error(boom)
                      expected: completed
                """)
    }

    @Test func assertEventsRecordsAnIssueWithTheDifference() {
        let actual: [Recorded<Event<Int>>] = [.next(210, 11)]
        let expected: [Recorded<Event<Int>>] = [.next(210, 10)]
        let message = "Recorded events are not equal. " + eventsDifference(actual, expected)!

        withKnownIssue {
            assertEvents(actual, equal: expected)
        } matching: { issue in
            issue.comments.map(\.rawValue) == [message]
        }
    }

    @Test func assertEventsRecordsNothingForEqualEvents() {
        assertEvents([Recorded<Event<Int>>.completed(300)], equal: [.completed(300)])
    }

    @Test func xctAssertEqualOnRecordedEventsReportsTheDifferenceToSwiftTesting() {
        let actual: [Recorded<Event<String>>] = [.next(210, "a"), .completed(220)]
        let expected: [Recorded<Event<String>>] = [.next(210, "a"), .completed(230)]
        let message = "XCTAssertEqual failed: recorded events are not equal. " + eventsDifference(actual, expected)!

        implementation.divergence(
            "XCTAssertEqual of the test toolkit, under Swift Testing",
            because:
                "ProductionRxTest's XCTAssert overloads report a failure to whichever framework runs the test; RxTest's call XCTFail, which Swift Testing does not see, so a failing RxTest assertion passes silently in a Swift Testing test.",
            see: "RxTest/XCTest+Rx.swift",
            productionRx: {
                withKnownIssue {
                    XCTAssertEqual(actual, expected)
                } matching: { issue in
                    issue.comments.map(\.rawValue) == [message]
                }
            },
            rxSwift: { XCTAssertEqual(actual, expected) }
        )
        XCTAssertEqual(actual, actual)
    }

    @Test func xctAssertEqualOnEventsReportsTheDifferenceToSwiftTesting() {
        implementation.divergence(
            "XCTAssertEqual of the test toolkit, under Swift Testing",
            because:
                "ProductionRxTest's XCTAssert overloads report a failure to whichever framework runs the test; RxTest's call XCTFail, which Swift Testing does not see, so a failing RxTest assertion passes silently in a Swift Testing test.",
            see: "RxTest/XCTest+Rx.swift",
            productionRx: {
                withKnownIssue {
                    XCTAssertEqual([Event<Int>.next(1)], [.next(2)])
                } matching: { issue in
                    issue.comments.map(\.rawValue).first?.contains("[0] actual:   next(1)") == true
                }
            },
            rxSwift: { XCTAssertEqual([Event<Int>.next(1)], [.next(2)]) }
        )
    }

    @Test func xctAssertRecordedElementsChecksElementsAndIgnoresTimes() {
        XCTAssertRecordedElements([.next(210, 1), .next(250, 2), .completed(300)], [1, 2])
        implementation.divergence(
            "XCTAssertEqual of the test toolkit, under Swift Testing",
            because:
                "ProductionRxTest's XCTAssert overloads report a failure to whichever framework runs the test; RxTest's call XCTFail, which Swift Testing does not see, so a failing RxTest assertion passes silently in a Swift Testing test.",
            see: "RxTest/XCTest+Rx.swift",
            productionRx: {
                withKnownIssue {
                    XCTAssertRecordedElements([.next(210, 1), .error(220, TestError.boom)], [1])
                }
                withKnownIssue {
                    XCTAssertRecordedElements([Recorded<Event<Int>>.next(210, 1)], [2])
                }
            },
            rxSwift: {
                XCTAssertRecordedElements([.next(210, 1), .error(220, TestError.boom)], [1])
                XCTAssertRecordedElements([Recorded<Event<Int>>.next(210, 1)], [2])
            }
        )
    }
}
