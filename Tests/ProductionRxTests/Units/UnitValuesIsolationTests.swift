// Proves, by running the compiler, that a Driver's or a Signal's `values` is read on the main
// actor, as in RxCocoa (`RxCocoa/Traits/SharedSequence/SharedSequence+Concurrency.swift`): Tests/CompileFailures/UnitValuesOnTheMainActor.swift compiles on the
// main actor and not off it. Chapter 14 ("Units and the main actor").
import Foundation
import Testing

@Suite("A unit's values is main-actor isolated", .leakChecked)
struct UnitValuesIsolationTests {
    /// The checked file.
    static let example = CompileTimeGuaranteeTests.compileFailure("UnitValuesOnTheMainActor.swift")

    @Test func readingValuesOnTheMainActorCompiles() throws {
        try CompileTimeGuaranteeTests.expectCompiles(Self.example)
    }

    @Test func readingValuesOffTheMainActorDoesNotCompile() throws {
        try CompileTimeGuaranteeTests.expectRefused(Self.example, defining: "READ_VALUES_OFF_THE_MAIN_ACTOR", saying: "main actor-isolated property 'values'")
    }
}
