// Chapter 15's demo: a sketch of a statically typed chain, the idea behind Combine's and
// OpenCombine's operators. Not OpenCombine's code: forty lines that keep every stage's type.

// snippet:begin static-chain
/// A stage that receives values of one type. Every stage knows the exact type of the stage
/// after it, so the whole chain is one nested type the compiler can see through.
protocol Receiving<Input> {
    associatedtype Input
    func receive(_ input: Input)
}

/// `map`: transforms, then hands the result to `Downstream`, whose type is a generic parameter.
struct MapStage<Input, Downstream: Receiving>: Receiving {
    let transform: (Input) -> Downstream.Input
    let downstream: Downstream

    func receive(_ input: Input) {
        downstream.receive(transform(input))
    }
}

/// `filter`: passes on what `isIncluded` accepts.
struct FilterStage<Downstream: Receiving>: Receiving {
    let isIncluded: (Downstream.Input) -> Bool
    let downstream: Downstream

    func receive(_ input: Downstream.Input) {
        if isIncluded(input) {
            downstream.receive(input)
        }
    }
}

/// The subscriber at the end: adds up what arrives.
final class Summing: Receiving {
    var sum = 0

    func receive(_ input: Int) {
        sum += input
    }
}
// snippet:end static-chain

/// `{ $0 }` and `{ _ in true }`, made behind a function the optimiser may not look into, so
/// that the floor and the stages really call them instead of folding the work away (the
/// benchmark's floor does the same, Sources/Benchmarks/Floor.swift).
@inline(never)
func opaqueClosures() -> (transform: (Int) -> Int, predicate: (Int) -> Bool) {
    ({ $0 }, { _ in true })
}

/// The benchmark's twelve operators as statically typed stages.
enum StaticChain {
    // snippet:begin static-chain-pump
    /// Sends `elements` ones through six map/filter pairs into a `Summing`; returns the sum.
    /// The chain's type spells all twelve stages, so nothing is looked up at run time.
    static func pump(elements: Int) -> Int {
        let summing = Summing()
        let chain = twelveStages(into: summing)
        for _ in 0..<elements {
            chain.receive(1)
        }
        return summing.sum
    }
    // snippet:end static-chain-pump

    /// Builds the chain `subscriptions` times and sends one element through each; returns
    /// the sum.
    static func create(subscriptions: Int) -> Int {
        let summing = Summing()
        for _ in 0..<subscriptions {
            twelveStages(into: summing).receive(1)
        }
        return summing.sum
    }

    /// The type of the twelve-stage chain, as the compiler knows it.
    static func typeName() -> String {
        "\(type(of: twelveStages(into: Summing())))"
    }

    /// Six `map { $0 }` + `filter { _ in true }` pairs, the first stage receiving first.
    private static func twelveStages(into summing: Summing) -> some Receiving<Int> {
        let (transform, predicate) = opaqueClosures()
        func pair<Next: Receiving<Int>>(_ next: Next) -> MapStage<Int, FilterStage<Next>> {
            MapStage(transform: transform, downstream: FilterStage(isIncluded: predicate, downstream: next))
        }
        return pair(pair(pair(pair(pair(pair(summing))))))
    }
}
