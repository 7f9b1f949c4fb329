// What this target's XCTest test cases share: their base class, leak-checked against the
// implementation this target names (`.leakChecked`, Implementation.swift), and the failure
// report of the helpers that both kinds of test call.
import TestSupport
import Testing
import XCTest

/// Every XCTest test case in this target inherits this class: nothing may leak (see
/// LeakCheckedTestCase.swift in Tests/Support). The Swift Testing suites carry `.leakChecked`
/// instead.
class RxTestCase: LeakCheckedTestCase {
    override class var leakCheck: LeakCheck? { .leakChecked }
}

/// Records a failed check of a helper that Swift Testing suites and XCTest test cases both
/// call, at the caller's location: an `Issue` when Swift Testing runs the current test, an
/// `XCTFail` otherwise.
func recordFailure(
    _ message: String,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    if Test.current != nil {
        Issue.record(
            Comment(rawValue: message),
            sourceLocation: SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column)))
    } else {
        XCTFail(message, file: filePath, line: line)
    }
}

/// The error `operation` throws, or `nil` if it returns: XCTest's `XCTAssertThrowsError` cannot
/// `await`, so an async test takes the error first, then checks it
/// (`XCTAssertTrue(error is CancellationError)`).
func errorThrown<Value>(by operation: () async throws -> Value) async -> (any Error)? {
    do {
        _ = try await operation()
        return nil
    } catch {
        return error
    }
}
