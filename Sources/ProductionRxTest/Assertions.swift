// Assertions on recorded events for XCTest (RxTest's `XCTAssertEqual` overloads) and Swift
// Testing (`assertEvents`). Chapter 8 ("Testing in virtual time").
import ProductionRx

/// Fails the current test, with the events that differ, unless `actual` equals `expected`.
///
/// Works under Swift Testing (records an `Issue`) and XCTest (calls `XCTFail`):
///
///     assertEvents(res.events, equal: [.next(210, 10), .completed(300)])
public func assertEvents<Element: Equatable>(
    _ actual: [Recorded<Event<Element>>],
    equal expected: [Recorded<Event<Element>>],
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    guard let difference = eventsDifference(actual, expected) else { return }
    reportFailure(
        "Recorded events are not equal. " + difference,
        at: AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
}

// The XCTAssert* overloads keep exactly RxTest's parameters (`RxTest/XCTest+Rx.swift`): one more defaulted parameter
// (a column, say) and Swift prefers XCTest's own generic XCTAssertEqual when a test imports
// XCTest, which never prints the difference (RxTestSourceCompatibilityTests pins this).

/// RxTest's assertion: fails the test, listing the events that differ, unless the two arrays
/// of events are equal. Reports to Swift Testing when it runs the test, otherwise to XCTest.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Event<Element>],
    _ rhs: [Event<Element>],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    guard let difference = eventsDifference(lhs, rhs) else { return }
    reportFailure(
        "XCTAssertEqual failed: events are not equal. " + difference,
        at: AssertionLocation(filePath: file, line: line)
    )
}

/// RxTest's assertion: fails the test, listing the recorded events that differ, unless the
/// two arrays are equal. Reports to Swift Testing when it runs the test, otherwise to XCTest.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Recorded<Event<Element>>],
    _ rhs: [Recorded<Event<Element>>],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    guard let difference = eventsDifference(lhs, rhs) else { return }
    reportFailure(
        "XCTAssertEqual failed: recorded events are not equal. " + difference,
        at: AssertionLocation(filePath: file, line: line)
    )
}

/// RxTest's assertion: fails the test, listing the outcomes that differ, unless the two
/// arrays of `Single` outcomes are equal (errors compare as `Event`'s `==` compares them).
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [SingleEvent<Element>],
    _ rhs: [SingleEvent<Element>],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    guard let difference = outcomesDifference(lhs, rhs, equal: { singleEventsAreEqual($0, $1) }) else { return }
    reportFailure(
        "XCTAssertEqual failed: Single events are not equal. " + difference,
        at: AssertionLocation(filePath: file, line: line)
    )
}

/// RxTest's assertion: fails the test, listing the outcomes that differ, unless the two
/// arrays of `Maybe` outcomes are equal.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [MaybeEvent<Element>],
    _ rhs: [MaybeEvent<Element>],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    guard let difference = outcomesDifference(lhs, rhs, equal: { $0 == $1 }) else { return }
    reportFailure(
        "XCTAssertEqual failed: Maybe events are not equal. " + difference,
        at: AssertionLocation(filePath: file, line: line)
    )
}

/// RxTest's assertion: fails the test, listing the outcomes that differ, unless the two
/// arrays of `Completable` outcomes are equal.
public func XCTAssertEqual(
    _ lhs: [CompletableEvent],
    _ rhs: [CompletableEvent],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    guard let difference = outcomesDifference(lhs, rhs, equal: { $0 == $1 }) else { return }
    reportFailure(
        "XCTAssertEqual failed: Completable events are not equal. " + difference,
        at: AssertionLocation(filePath: file, line: line)
    )
}

/// RxTest's assertion for recorded events of optional elements: fails the test, listing the
/// recorded events that differ, unless the two arrays are equal. (It lets
/// `XCTAssertEqual(res.events, [.next(210, nil)])` pick RxTest's assertion.)
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Recorded<Event<Element?>>],
    _ rhs: [Recorded<Event<Element?>>],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    guard let difference = eventsDifference(lhs, rhs) else { return }
    reportFailure(
        "XCTAssertEqual failed: recorded events are not equal. " + difference,
        at: AssertionLocation(filePath: file, line: line)
    )
}

/// RxTest's assertion: fails unless `stream` holds exactly `elements` as `next` events and
/// nothing else (times are ignored). A stop event fails it wherever it is, a final `completed`
/// too: it is meant for sequences that have not ended, as RxTest's does
/// (`RxTest/XCTest+Rx.swift`, "will assert a failure if any stop events have been emitted").
public func XCTAssertRecordedElements<Element: Equatable>(
    _ stream: [Recorded<Event<Element>>],
    _ elements: [Element],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    let location = AssertionLocation(filePath: file, line: line)
    var values: [Element] = []
    for (index, recorded) in stream.enumerated() {
        switch recorded.value {
        case .next(let value):
            values.append(value)
        case .completed, .error:
            reportFailure("XCTAssertRecordedElements failed: unexpected \(recorded.debugDescription) at position \(index).", at: location)
            return
        }
    }
    if values != elements {
        reportFailure("XCTAssertRecordedElements failed: elements \(values) are not \(elements).", at: location)
    }
}
