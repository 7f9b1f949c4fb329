// Operators that complete before their source does (chapter 5's take, and its relatives): at
// the element that ends it, the operator completes and lets its source go by itself, with
// nobody disposing the subscription. One table for take, element(at:), take(while:) and
// take(until:) with a predicate.
import ProductionRx
import Testing

/// An operator that completes before its source, the elements sent to it (the last one ends
/// it) and what it passes on before completing.
struct EndingEarly: CustomTestStringConvertible, Sendable {
    /// The operator, as a program calls it.
    let testDescription: String
    let sent: [Int]
    let passes: [Int]
    /// The operator applied to a source.
    let apply: @Sendable (Observable<Int>) -> Observable<Int>
}

@Suite("an operator that completes before its source", .leakChecked)
struct EndingEarlyTests {
    @Test(arguments: [
        EndingEarly(testDescription: "take(2)", sent: [1, 2], passes: [1, 2]) { $0.take(2) },
        EndingEarly(testDescription: "element(at: 1)", sent: [10, 20], passes: [20]) { $0.element(at: 1) },
        EndingEarly(testDescription: "take(while: { $0 < 3 })", sent: [1, 3], passes: [1]) { $0.take(while: { $0 < 3 }) },
        EndingEarly(testDescription: "take(until: { $0 == 2 })", sent: [1, 2], passes: [1]) { $0.take(until: { $0 == 2 }) },
    ])
    func itCompletesAndLetsTheSourceGoAtTheElementThatEndsIt(_ ending: EndingEarly) {
        let source = ManualSource<Int>()
        let recorder = Recorder<Int>()
        let subscription = ending.apply(source.observable).subscribe(recorder)
        for element in ending.sent.dropLast() {
            source.send(.next(element))
        }
        #expect(source.isObserved)
        source.send(.next(ending.sent[ending.sent.count - 1]))
        #expect(recorder.seen == ending.passes.map(Seen.next) + [.completed])
        #expect(source.disposals == 1)
        #expect(!source.isObserved)
        subscription.dispose()
    }
}
