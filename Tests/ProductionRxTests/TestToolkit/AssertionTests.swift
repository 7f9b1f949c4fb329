// Chapter 8: a failed assertion on recorded events says which events differ, under Swift
// Testing and through RxTest's XCTAssertEqual (XCTest imported, as in an RxSwift test).
import ProductionRx
import ProductionRxTest
import TestSupport
import Testing
import XCTest

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

    @Test func xctAssertEqualOnEqualRecordedEventsPasses() {
        let events: [Recorded<Event<String>>] = [.next(210, "a"), .completed(220)]
        XCTAssertEqual(events, events)
    }

    @Test func xctAssertRecordedElementsChecksElementsAndIgnoresTimes() {
        XCTAssertRecordedElements([.next(210, 1), .next(250, 2)], [1, 2])
    }

    /// A failing XCTAssert of the test toolkit, and what the comments of the issue it
    /// records must say.
    struct FailingAssertion: CustomTestStringConvertible, Sendable {
        let name: String
        let fail: @Sendable () -> Void
        let says: @Sendable ([String]) -> Bool
        var testDescription: String { name }
    }

    static let actual: [Recorded<Event<String>>] = [.next(210, "a"), .completed(220)]
    static let expected: [Recorded<Event<String>>] = [.next(210, "a"), .completed(230)]

    /// `XCTest` is imported here, as in a test written for RxSwift: the toolkit's overloads
    /// are still the ones called.
    @Test(arguments: [
        FailingAssertion(
            name: "XCTAssertEqual on recorded events: the whole difference", fail: { XCTAssertEqual(AssertionTests.actual, AssertionTests.expected) }
        ) {
            $0 == ["XCTAssertEqual failed: recorded events are not equal. " + eventsDifference(AssertionTests.actual, AssertionTests.expected)!]
        },
        FailingAssertion(name: "XCTAssertEqual on recorded Int events", fail: { XCTAssertEqual([Recorded<Event<Int>>.next(210, 1)], [.next(210, 2)]) }) {
            $0.first?.hasPrefix("XCTAssertEqual failed: recorded events are not equal.") == true
        },
        FailingAssertion(
            name: "XCTAssertEqual on recorded optional elements",
            fail: {
                XCTAssertEqual([Recorded<Event<Int?>>.next(200, 1), .next(200, nil), .completed(200)], [.next(200, nil)])
            }
        ) {
            $0.first?.hasPrefix("XCTAssertEqual failed: recorded events are not equal.") == true
        },
        FailingAssertion(name: "XCTAssertEqual on events", fail: { XCTAssertEqual([Event<Int>.next(1)], [.next(2)]) }) {
            $0.first?.contains("[0] actual:   next(1)") == true
        },
        FailingAssertion(name: "XCTAssertEqual on Single events", fail: { XCTAssertEqual([SingleEvent.success(1)], [.failure(TestError.boom)]) }) {
            $0.first?.hasPrefix("XCTAssertEqual failed: Single events are not equal.") == true
                && $0.first?.contains("actual:   success(1)") == true && $0.first?.contains("expected: failure(boom)") == true
        },
        FailingAssertion(name: "XCTAssertEqual on Maybe events", fail: { XCTAssertEqual([MaybeEvent.success(1)], [.completed]) }) {
            $0.first?.hasPrefix("XCTAssertEqual failed: Maybe events are not equal.") == true
        },
        FailingAssertion(name: "XCTAssertEqual on Completable events", fail: { XCTAssertEqual([CompletableEvent.completed], [.error(TestError.boom)]) }) {
            $0.first?.hasPrefix("XCTAssertEqual failed: Completable events are not equal.") == true
        },
        FailingAssertion(
            name: "XCTAssertRecordedElements over an error", fail: { XCTAssertRecordedElements([.next(210, 1), .error(220, TestError.boom)], [1]) }
        ) { _ in
            true
        },
        // RxTest's assertion is for sequences that have not ended: a final completed fails it too
        // (RxTest/XCTest+Rx.swift), which Documentation/UnitTests.md repeats.
        FailingAssertion(
            name: "XCTAssertRecordedElements over a final completed",
            fail: { XCTAssertRecordedElements([.next(210, 1), .completed(300)], [1]) }
        ) {
            $0 == ["XCTAssertRecordedElements failed: unexpected completed @ 300 at position 1."]
        },
        FailingAssertion(name: "XCTAssertRecordedElements with another element", fail: { XCTAssertRecordedElements([Recorded<Event<Int>>.next(210, 1)], [2]) })
        { _ in
            true
        },
    ])
    func aFailingXCTAssertIsReportedToSwiftTesting(_ assertion: FailingAssertion) {
        implementation.divergence(
            "XCTAssertEqual of the test toolkit, under Swift Testing",
            because:
                "ProductionRxTest's XCTAssert overloads report a failure to whichever framework runs the test; RxTest's call XCTFail, which Swift Testing does not see, so a failing RxTest assertion passes silently in a Swift Testing test.",
            see: "RxTest/XCTest+Rx.swift",
            productionRx: {
                withKnownIssue {
                    assertion.fail()
                } matching: { issue in
                    assertion.says(issue.comments.map(\.rawValue))
                }
            },
            rxSwift: { assertion.fail() }
        )
    }
}
