// Kept out of the build on purpose: Tests/ProductionRxTests/Units/UnitCompileTimeTests.swift
// type-checks this file with the compiler, once as it is (it compiles) and once with the flag
// below (it must not). Chapter 13 explains why: `withLatestFrom` with a selector wants both
// units to have the same sharing strategy.
import ProductionRx

func ratings(starTaps: Signal<Int>, draft: Driver<String>) -> Signal<String> {
    #if SELECTOR_ACROSS_STRATEGIES
    // A Signal with a Driver, as they are: the strategies differ.
    return starTaps.withLatestFrom(draft) { stars, text in "\(stars)★ \(text)" }
    #else
    return starTaps.withLatestFrom(draft.asSignal(onErrorSignalWith: .empty())) { stars, text in "\(stars)★ \(text)" }
    #endif
}

func sentMessages(sendTaps: Signal<Void>, draft: Driver<String>) -> Signal<String> {
    // Without a selector, any unit will do.
    sendTaps.withLatestFrom(draft)
}
