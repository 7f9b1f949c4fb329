// Proves, by running the compiler, that `withLatestFrom` with a selector does not take a Signal
// and a Driver as they are, and that the two ways chapter 13 shows do compile:
// Tests/CompileFailures/SignalWithLatestFromDriver.swift is type-checked against the
// ProductionRx module this test target was built with.
import Foundation
import Testing

@Suite("Units: compile-time guarantees", .leakChecked)
struct UnitCompileTimeTests {
    /// The checked file.
    static let example = CompileTimeGuaranteeTests.compileFailure("SignalWithLatestFromDriver.swift")

    @Test func theSelectorLessFormAndAConvertedDriverCompile() throws {
        try CompileTimeGuaranteeTests.expectCompiles(Self.example)
    }

    @Test func theSelectorFormRefusesASignalWithADriver() throws {
        try CompileTimeGuaranteeTests.expectRefused(
            Self.example, defining: "SELECTOR_ACROSS_STRATEGIES", saying: "requires the types 'SignalSharingStrategy' and 'DriverSharingStrategy' be equivalent"
        )
    }
}
