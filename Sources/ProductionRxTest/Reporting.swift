// Sends a failed assertion to whichever test framework runs the test. Chapter 8
// ("Testing in virtual time").
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Where an assertion was written, in the forms both test frameworks need.
struct AssertionLocation {
    let fileID: String
    let filePath: StaticString
    let line: UInt
    let column: UInt

    init(fileID: String, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// A location from XCTest's `file` and `line` only (RxTest's assertion signatures): the
    /// module is taken to be the folder the file is in, as SwiftPM lays targets out.
    init(filePath: StaticString, line: UInt) {
        let components = "\(filePath)".split(separator: "/")
        let file = components.last.map(String.init) ?? "\(filePath)"
        let module = components.dropLast().last.map(String.init) ?? "Tests"
        self.init(fileID: "\(module)/\(file)", filePath: filePath, line: line, column: 1)
    }
}

/// Records `message` as a failure: an `Issue` when Swift Testing runs the current test, an
/// `XCTFail` otherwise (or a printed line when neither framework is available).
func reportFailure(_ message: String, at location: AssertionLocation) {
    #if canImport(Testing)
    if Test.current != nil {
        Issue.record(
            Comment(rawValue: message),
            sourceLocation: SourceLocation(
                fileID: location.fileID,
                filePath: "\(location.filePath)",
                line: Int(location.line),
                column: Int(location.column)
            )
        )
        return
    }
    #endif
    #if canImport(XCTest)
    XCTFail(message, file: location.filePath, line: location.line)
    #else
    print("\(location.filePath):\(location.line): \(message)")
    #endif
}
