import RxSwift
// `import ProductionRxTest`, in the AgainstRxSwift package, is RxTest, compiled from RXSWIFT_DIR,
// with the repository's additions to it (marble lines and readable differences, linked in by
// stage.sh under Staged/), which use only RxTest's public API.
@_exported import RxTest

/// Fails the current test, with the events that differ, unless `actual` equals `expected`:
/// ProductionRxTest's `assertEvents` (Sources/ProductionRxTest/Assertions.swift, whose other
/// declarations are RxTest's own `XCTAssertEqual` overloads and so are not linked in here).
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
