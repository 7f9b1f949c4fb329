// Proves, by running the compiler, that a Driver's or a Signal's `values` is read on the main
// actor, as in RxCocoa: Tests/CompileFailures/UnitValuesOnTheMainActor.swift compiles on the
// main actor and not off it. Chapter 14 ("Units and the main actor").
import Foundation
import Testing

@Suite("A unit's values is main-actor isolated", .leakChecked)
struct UnitValuesIsolationTests {
    static let example = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // Units
        .deletingLastPathComponent() // ProductionRxTests
        .deletingLastPathComponent() // Tests
        .appendingPathComponent("CompileFailures/UnitValuesOnTheMainActor.swift")

    @Test func readingValuesOnTheMainActorCompiles() throws {
        let result = try CompileTimeGuaranteeTests.typeCheck(Self.example, defining: [])
        #expect(result.status == 0, "the control case must compile, or the other test proves nothing:\n\(result.output)")
    }

    @Test func readingValuesOffTheMainActorDoesNotCompile() throws {
        let result = try CompileTimeGuaranteeTests.typeCheck(Self.example, defining: ["READ_VALUES_OFF_THE_MAIN_ACTOR"])
        #expect(result.status != 0)
        #expect(result.output.contains("main actor-isolated property 'values'"), "\(result.output)")
    }
}
