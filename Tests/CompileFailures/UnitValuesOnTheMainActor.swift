// Kept out of the build on purpose: Tests/ProductionRxTests/Units/UnitValuesIsolationTests.swift
// type-checks this file with the compiler, once as it is (it compiles) and once with the flag
// below (it must not). Chapter 14 explains why: a unit's `values` is read on the main actor.
import ProductionRx

@MainActor
func shownNames(_ names: Driver<String>) -> AsyncStream<String> {
    names.values
}

#if READ_VALUES_OFF_THE_MAIN_ACTOR
func namesAnywhere(_ names: Driver<String>) -> AsyncStream<String> {
    names.values // `values` is isolated to the main actor.
}
#endif
