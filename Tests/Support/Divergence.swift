// How a test says that ProductionRx behaves differently from RxSwift on purpose (or by a bug
// still to fix), asserting both behaviours. Chapters/DIVERGENCES.md lists every one, generated
// from these calls; Tools/AgainstRxSwift runs the tests against RxSwift itself.

extension Implementation {
    /// Runs the expectations of the implementation under test where ProductionRx and RxSwift
    /// differ: `productionRx` under NaiveRx and ProductionRx, `rxSwift` under RxSwift.
    ///
    ///     implementation.divergence(
    ///         "skip(for:scheduler:)",
    ///         because: "ProductionRx also spells it as take(for:scheduler:) is spelled",
    ///         see: "RxSwift/Observables/Skip.swift",
    ///         productionRx: { #expect(…) },
    ///         rxSwift: { #expect(…) }
    ///     )
    ///
    /// Both sides are asserted, so that the test fails when either implementation changes:
    /// a divergence that disappears must leave the ledger too. Where the difference is in the
    /// API (a declaration only one side has), the `productionRx` side puts the code RxSwift
    /// cannot compile under `#if !RXSWIFT`, and the `rxSwift` side asserts what a program
    /// written for RxSwift does instead.
    ///
    /// Keep the three texts string literals: `swift run sync` reads them from the source to
    /// write Chapters/DIVERGENCES.md.
    ///
    /// - Parameters:
    ///   - subject: What differs, as a reader looks it up: an operator, a type, a behaviour.
    ///   - reason: Why, in words a learner would accept. A difference that is a bug to fix
    ///     starts with "ProductionRx bug, to fix:".
    ///   - rxSwiftSource: The RxSwift file that shows RxSwift's behaviour, relative to the
    ///     reference checkout (`RxSwift/Observables/Zip.swift`).
    ///   - productionRx: The expectations that hold for ProductionRx (and NaiveRx).
    ///   - rxSwift: The expectations that hold for RxSwift.
    /// - Returns: What the closure that ran returns, so that the difference can be one value
    ///   (`let expected = implementation.divergence(…, productionRx: { 2 }, rxSwift: { 1 })`).
    @discardableResult
    public func divergence<Result>(
        _ subject: String,
        because reason: String,
        see rxSwiftSource: String,
        productionRx: () throws -> Result,
        rxSwift: () throws -> Result
    ) rethrows -> Result {
        if self == .rxSwift {
            try rxSwift()
        } else {
            try productionRx()
        }
    }

    /// The asynchronous form of `divergence(_:because:see:productionRx:rxSwift:)`.
    @discardableResult
    public func divergence<Result>(
        _ subject: String,
        because reason: String,
        see rxSwiftSource: String,
        productionRx: () async throws -> Result,
        rxSwift: () async throws -> Result
    ) async rethrows -> Result {
        if self == .rxSwift {
            try await rxSwift()
        } else {
            try await productionRx()
        }
    }
}
