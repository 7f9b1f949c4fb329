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
    ///
    /// The closures are taken out of their arrays once, before the loop: calling a closure
    /// loaded from an array on every element costs a retain and a release of its context.
    /// A first version did that and measured about 100 ns per element instead of 15 (perf
    /// showed swift_retain and swift_release at half its time). A floor should not carry it.
    static func rawClosureFloor(elements: Int) -> Int {
        let (transforms, predicates) = closures()
        let map1 = transforms[0], map2 = transforms[1], map3 = transforms[2]
        let map4 = transforms[3], map5 = transforms[4], map6 = transforms[5]
        let filter1 = predicates[0], filter2 = predicates[1], filter3 = predicates[2]
        let filter4 = predicates[3], filter5 = predicates[4], filter6 = predicates[5]
        var sum = 0
        for _ in 0..<elements {
            let value1 = map1(1)
            guard filter1(value1) else { continue }
            let value2 = map2(value1)
            guard filter2(value2) else { continue }
            let value3 = map3(value2)
            guard filter3(value3) else { continue }
            let value4 = map4(value3)
            guard filter4(value4) else { continue }
            let value5 = map5(value4)
            guard filter5(value5) else { continue }
            let value6 = map6(value5)
            guard filter6(value6) else { continue }
            sum += value6
        }
        return sum
    }

    /// The floor as the speed targets measured it (11.4 ms for 100,000 elements on its machine): the
    /// same twelve closures, each loaded from its array on every call, which costs a retain
    /// and a release of its context per call. It is not the floor no Rx can beat (that is
    /// `rawClosureFloor`), but the one the speed targets were set against, so the
    /// benchmark carries the targets over through this one. It was this file's first version.
    static func closureArrayFloor(elements: Int) -> Int {
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
