// Proves, by running the compiler, that `withLatestFrom` with a selector does not take a Signal
// and a Driver as they are, and that the two ways chapter 13 shows do compile:
// Tests/CompileFailures/SignalWithLatestFromDriver.swift is type-checked against the
// ProductionRx module this test target was built with.
import Foundation
import Testing

@Suite("Units: compile-time guarantees", .leakChecked)
struct UnitCompileTimeTests {
    /// The checked file, found from this file's location.
    static let example = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // Units
        .deletingLastPathComponent() // ProductionRxTests
        .deletingLastPathComponent() // Tests
        .appendingPathComponent("CompileFailures/SignalWithLatestFromDriver.swift")

    @Test func theSelectorLessFormAndAConvertedDriverCompile() throws {
        let result = try CompileTimeGuaranteeTests.typeCheck(Self.example, defining: [])
        #expect(result.status == 0, "the control case must compile, or the other test proves nothing:\n\(result.output)")
    }

    @Test func theSelectorFormRefusesASignalWithADriver() throws {
        let result = try CompileTimeGuaranteeTests.typeCheck(Self.example, defining: ["SELECTOR_ACROSS_STRATEGIES"])
        #expect(result.status != 0)
        #expect(result.output.contains("requires the types 'SignalSharingStrategy' and 'DriverSharingStrategy' be equivalent"), "\(result.output)")
    }
}
