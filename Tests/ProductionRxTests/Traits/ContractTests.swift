// What a trait's subscriber does when the source breaks the trait's promise, as RxSwift
// does (`RxSwift/Traits/PrimitiveSequence/Single.swift`, `Maybe.swift`, `Completable.swift`). A Single can only be built wrong from inside this repository: `PrimitiveSequence(raw:)`
// is `package`, so these tests reach it and other packages cannot. Chapters 11 and 12.
import ProductionRx
import Testing

@Suite("Trait contracts", .leakChecked)
struct TraitContractTests {
    // snippet:begin single-completes-empty-exit-test
    @Test func aSingleThatCompletesWithoutAnElementStopsTheProcessInDebugBuilds() async {
        await #expect(processExitsWith: .failure) {
            let broken = Single<Int>(raw: Observable.empty())
            _ = broken.subscribe(onSuccess: { _ in })
        }
    }
    // snippet:end single-completes-empty-exit-test

    @Test func aMaybeDeliversOnlyTheFirstOfSeveralElements() {
        nonisolated(unsafe) var seen: [String] = []
        _ = Maybe<Int>(raw: Observable.of(1, 2)).subscribe(
            onSuccess: { seen.append("success \($0)") },
            onCompleted: { seen.append("completed") }
        )
        #expect(seen == ["success 1"])
    }

    @Test func aSingleDeliversOnlyTheFirstOfSeveralElements() {
        nonisolated(unsafe) var seen: [Int] = []
        _ = Single<Int>(raw: Observable.of(1, 2)).subscribe(onSuccess: { seen.append($0) })
        #expect(seen == [1])
    }
}
