// An error thrown by an operator's closure (chapter 3's map, then every operator that takes
// a closure): the operator sends it in place of the element, nothing after, and lets its
// source go. One table for the operators of Sources/ProductionRx/Observables that take one;
// FilterTests and the shared map suite keep their own, which the workbook cites.
import ProductionRx
import Testing

/// The closures of the table: returns `value`, and throws `TestError.boom` at 2.
private func boomAtTwo(_ value: Int) throws -> Int {
    if value == 2 { throw TestError.boom }
    return value
}

/// An operator whose closure throws at the element 2, and what it sends of 1 and 2 before
/// the error.
struct ThrowingClosure: CustomTestStringConvertible, Sendable {
    /// The operator, as a program calls it.
    let name: String
    /// What passes before the error.
    let sendsBefore: [Int]
    /// The operator applied to a source, with a closure that throws at 2.
    let apply: @Sendable (Observable<Int>) -> Observable<Int>

    var testDescription: String { name }
}

@Suite("an operator's closure that throws", .leakChecked)
struct ThrowingClosureTests {
    @Test(arguments: [
        ThrowingClosure(name: "compactMap(_:)", sendsBefore: [1]) { $0.compactMap { try boomAtTwo($0) } },
        ThrowingClosure(name: "scan(into:accumulator:)", sendsBefore: [1]) { $0.scan(into: 0) { $0 += try boomAtTwo($1) } },
        ThrowingClosure(name: "reduce(_:accumulator:)", sendsBefore: []) { $0.reduce(0) { try $0 + boomAtTwo($1) } },
        ThrowingClosure(name: "skip(while:)", sendsBefore: []) { $0.skip(while: { try boomAtTwo($0) > 0 }) },
        ThrowingClosure(name: "take(while:)", sendsBefore: [1]) { $0.take(while: { try boomAtTwo($0) > 0 }) },
        ThrowingClosure(name: "take(until:) a predicate", sendsBefore: [1]) { $0.take(until: { try boomAtTwo($0) < 0 }) },
        ThrowingClosure(name: "distinctUntilChanged(_:) by key", sendsBefore: [1]) { $0.distinctUntilChanged { try boomAtTwo($0) } },
        // The comparer throws at its first call: 2 compared with 1.
        ThrowingClosure(name: "distinctUntilChanged(_:) by comparer", sendsBefore: [1]) {
            $0.distinctUntilChanged { (_: Int, _: Int) -> Bool in throw TestError.boom }
        },
        ThrowingClosure(name: "do(onNext:)", sendsBefore: [1]) { $0.do(onNext: { _ = try boomAtTwo($0) }) },
    ])
    func theErrorTakesTheElementsPlaceEndsItAndLetsTheSourceGo(_ closure: ThrowingClosure) {
        let source = ManualSource<Int>()
        let recorder = Recorder<Int>()
        let subscription = closure.apply(source.observable).subscribe(recorder)
        source.send(.next(1))
        source.send(.next(2))
        source.send(.next(3))
        source.send(.completed)
        #expect(recorder.seen == closure.sendsBefore.map(Seen.next) + [.error("boom")])
        #expect(source.disposals == 1)
        #expect(!source.isObserved)
        subscription.dispose()
    }
}
