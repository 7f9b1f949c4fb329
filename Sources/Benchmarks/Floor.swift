// `rawClosureFloor`: the map/filter work without any Rx, the floor no Rx can beat. Chapter 15.

/// The twelve operators' closures, called directly.
enum Floor {
    /// Six `{ $0 }` transforms and six `{ _ in true }` predicates, built behind a function the
    /// optimiser may not look into, so that the loop really calls twelve closures per element
    /// instead of folding them away.
    @inline(never)
    static func closures() -> (transforms: [(Int) -> Int], predicates: [(Int) -> Bool]) {
        (Array(repeating: { $0 }, count: 6), Array(repeating: { _ in true }, count: 6))
    }

    /// Pumps `elements` ones through the twelve closures in map/filter order and sums what
    /// passes. Returns the sum, which must equal `elements`.
    static func rawClosureFloor(elements: Int) -> Int {
        let (transforms, predicates) = closures()
        var sum = 0
        elementLoop: for _ in 0..<elements {
            var value = 1
            for stage in 0..<6 {
                value = transforms[stage](value)
                if !predicates[stage](value) {
                    continue elementLoop
                }
            }
            sum += value
        }
        return sum
    }
}
