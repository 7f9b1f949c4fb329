// `sample` (Sources/ProductionRx/Observables/Sample.swift) in virtual time: the latest element
// per sampler tick, the default value, both sources' ends, disposal. Chapter 8.
import ProductionRx
import ProductionRxTest
import Testing

@Suite("sample", .leakChecked)
struct SampleTests {
    // The source's line first, then the sampler's.
    @Test(arguments: [
        MarbleRow("sends the latest element at each tick and nothing without a new one", given: "-ab--c---d", "---x---xx--x", sends: "---b---c---d"),
        // The tick after the source's completion sends the element still unsent, then completes.
        MarbleRow(
            "completes at the first tick after the source completes", given: "-ab--c|", "---x------x--x", sends: "---b------(c|)",
            subscribed: [200...260, 200...300]),
        // RxSwift 6 (`RxSwift/Observables/Sample.swift`): the sampler's completion samples once more; the result ends only when
        // the source has completed too, and after the sampler is gone nothing samples any more.
        MarbleRow(
            "the sampler's completion is a last tick but does not complete the result", given: "-a-b---c--|", "--x--|", sends: "--a--b",
            subscribed: [200...300, 200...250]),
        MarbleRow("the sampler's completion after the source's completes the result", given: "-a-b|", "--x---|", sends: "--a---(b|)"),
        MarbleRow("forwards the source's error at once", given: "-a-b#", "--x-----x", sends: "--a-#", subscribed: [200...240, 200...240]),
        MarbleRow("forwards the sampler's error at once", given: "-a-b----c", "--x--#", sends: "--a--#", subscribed: [200...250, 200...250]),
        MarbleRow(
            "disposed, it unsubscribes from both sources", given: "-a---b---------------|", "--x---x-----------------------|", sends: "--a",
            subscribed: [200...255, 200...255], disposed: 255),
    ])
    func sample(_ row: MarbleRow) {
        row.expect { $0[0].sample($0[1]) }
    }

    @Test func sampleSendsTheDefaultValueAtATickWithoutANewElement() {
        MarbleRow("a tick without a new element sends the default value", given: "-ab--c---d", "---x---xx--x", sends: "---b---cz--d").expect {
            $0[0].sample($0[1], defaultValue: "z")
        }
    }
}
