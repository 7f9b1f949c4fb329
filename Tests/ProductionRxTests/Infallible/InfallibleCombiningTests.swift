// Infallibles combined: the flatMap family, concat and merge, zip and combineLatest of two to
// eight sources (generated) and of collections. Chapter 14.
import ProductionRx
import ProductionRxTest
import Testing

@Suite("Infallible: flatMap family", .leakChecked)
struct InfallibleFlatMapTests {
    @Test func flatMapMergesEveryInnerSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-a---b-------|")
        let inner = ["a": scheduler.createColdObservable(marbles: "-1---2|"), "b": scheduler.createColdObservable(marbles: "-3-4|")]
        let res = scheduler.start { xs.infallible.flatMap { inner[$0]! } }
        assertMarbles(res.events, "--1---(23)-4----|")
    }

    @Test func flatMapLatestFollowsOnlyTheNewestInnerSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-a---b-------|")
        let a = scheduler.createColdObservable(marbles: "-1---2|")
        let b = scheduler.createColdObservable(marbles: "-3-4|")
        let res = scheduler.start { xs.infallible.flatMapLatest { $0 == "a" ? a.infallible : b.infallible } }
        assertMarbles(res.events, "--1---3-4----|")
        #expect(a.subscriptions == [Subscription(210, 250)], "the first inner sequence is disposed when the second arrives")
    }

    @Test func flatMapFirstIgnoresElementsWhileAnInnerSequenceRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-a-b------c---|")
        let inner = scheduler.createColdObservable(marbles: "-1---2|")
        let res = scheduler.start { xs.infallible.flatMapFirst { _ in inner } }
        assertMarbles(res.events, "--1---2----1---2|")
    }

    @Test func concatMapRunsInnerSequencesOneAfterTheOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-a-b----------|")
        let inner = ["a": scheduler.createColdObservable(marbles: "-1---2|"), "b": scheduler.createColdObservable(marbles: "-3|")]
        let res = scheduler.start { xs.infallible.concatMap { inner[$0]! } }
        assertMarbles(res.events, "--1---2-3-----|")
    }
}

@Suite("Infallible: concat and merge", .leakChecked)
struct InfallibleConcatMergeTests {
    @Test func concatRunsTheSecondAfterTheFirst() {
        #expect(record(Infallible.of(1, 2).concat(Infallible.just(3))) == [.next(1), .next(2), .next(3), .completed])
        #expect(record(Infallible.of(1).concat(Observable.just(2))) == [.next(1), .next(2), .completed])
    }

    @Test func staticConcatInAllThreeForms() {
        let parts = [Infallible.just(1), Infallible.just(2)]
        let expected: [Seen<Int>] = [.next(1), .next(2), .completed]
        #expect(record(Infallible.concat(parts)) == expected)
        #expect(record(Infallible.concat(parts.lazy.map { $0 })) == expected)
        #expect(record(Infallible.concat(AnySequence(parts))) == expected)
        #expect(record(Infallible.concat(Infallible.just(1), Infallible.just(2))) == expected)
    }

    @Test(arguments: ["variadic", "array", "collection"])
    func mergeInAllThreeFormsInterleavesByTime(form: String) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-a---c-|").infallible
        let ys = scheduler.createHotObservable(marbles: "---b---d|").infallible
        let res = scheduler.start {
            switch form {
            case "variadic": Infallible.merge(xs, ys)
            case "array": Infallible.merge([xs, ys])
            default: Infallible.merge([xs, ys].lazy.map { $0 })
            }
        }
        assertMarbles(res.events, "-a-b-c-d|")
    }
}

@Suite("Infallible: zip and combineLatest", .leakChecked)
struct InfallibleZipCombineLatestTests {
    @Test func zipPairsElementsByIndexForEveryArity() {
        let one = Infallible.of(1, 2)
        #expect(record(Infallible.zip(one, one) { $0 + $1 }) == [.next(2), .next(4), .completed])
        #expect(record(Infallible.zip(one, one, one) { $0 + $1 + $2 }) == [.next(3), .next(6), .completed])
        #expect(record(Infallible.zip(one, one, one, one) { [$0, $1, $2, $3].reduce(0, +) }) == [.next(4), .next(8), .completed])
        #expect(record(Infallible.zip(one, one, one, one, one) { [$0, $1, $2, $3, $4].reduce(0, +) }) == [.next(5), .next(10), .completed])
        #expect(record(Infallible.zip(one, one, one, one, one, one) { [$0, $1, $2, $3, $4, $5].reduce(0, +) }) == [.next(6), .next(12), .completed])
        #expect(
            record(Infallible.zip(one, one, one, one, one, one, one) { [$0, $1, $2, $3, $4, $5, $6].reduce(0, +) }) == [
                .next(7), .next(14), .completed,
            ])
        #expect(
            record(Infallible.zip(one, one, one, one, one, one, one, one) { [$0, $1, $2, $3, $4, $5, $6, $7].reduce(0, +) }) == [
                .next(8), .next(16), .completed,
            ])
    }

    @Test func zipWaitsForTheSlowerSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-a-b-c|").infallible
        let ys = scheduler.createHotObservable(marbles: "----1---2---|").infallible
        let res = scheduler.start { Infallible.zip(xs, ys) { $0 + $1 } }
        assertMarbles(res.events, "----x---y---|", values: ["x": "a1", "y": "b2"])
    }

    @Test func combineLatestWithAResultSelectorForEveryArity() {
        let one = Infallible.just(1)
        #expect(record(Infallible.combineLatest(one, one) { $0 + $1 }) == [.next(2), .completed])
        #expect(record(Infallible.combineLatest(one, one, one) { $0 + $1 + $2 }) == [.next(3), .completed])
        #expect(record(Infallible.combineLatest(one, one, one, one) { [$0, $1, $2, $3].reduce(0, +) }) == [.next(4), .completed])
        #expect(record(Infallible.combineLatest(one, one, one, one, one) { [$0, $1, $2, $3, $4].reduce(0, +) }) == [.next(5), .completed])
        #expect(record(Infallible.combineLatest(one, one, one, one, one, one) { [$0, $1, $2, $3, $4, $5].reduce(0, +) }) == [.next(6), .completed])
        #expect(record(Infallible.combineLatest(one, one, one, one, one, one, one) { [$0, $1, $2, $3, $4, $5, $6].reduce(0, +) }) == [.next(7), .completed])
        #expect(
            record(Infallible.combineLatest(one, one, one, one, one, one, one, one) { [$0, $1, $2, $3, $4, $5, $6, $7].reduce(0, +) }) == [
                .next(8), .completed,
            ])
    }

    @Test func combineLatestOfTuplesForEveryArity() {
        let one = Infallible.just(1)
        func sum(_ values: Int...) -> Int { values.reduce(0, +) }
        #expect(record(Infallible.combineLatest(one, one).map { sum($0, $1) }) == [.next(2), .completed])
        #expect(record(Infallible.combineLatest(one, one, one).map { sum($0, $1, $2) }) == [.next(3), .completed])
        #expect(record(Infallible.combineLatest(one, one, one, one).map { sum($0, $1, $2, $3) }) == [.next(4), .completed])
        #expect(record(Infallible.combineLatest(one, one, one, one, one).map { sum($0, $1, $2, $3, $4) }) == [.next(5), .completed])
        #expect(record(Infallible.combineLatest(one, one, one, one, one, one).map { sum($0, $1, $2, $3, $4, $5) }) == [.next(6), .completed])
        #expect(record(Infallible.combineLatest(one, one, one, one, one, one, one).map { sum($0, $1, $2, $3, $4, $5, $6) }) == [.next(7), .completed])
        #expect(
            record(Infallible.combineLatest(one, one, one, one, one, one, one, one).map { sum($0, $1, $2, $3, $4, $5, $6, $7) }) == [
                .next(8), .completed,
            ])
    }

    @Test func combineLatestSendsOnEveryChangeOnceAllHaveSpoken() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-a---b---|").infallible
        let ys = scheduler.createHotObservable(marbles: "---1---2-|").infallible
        let res = scheduler.start { Infallible.combineLatest(xs, ys) { $0 + $1 } }
        assertMarbles(res.events, "---w-x-y-|", values: ["w": "a1", "x": "b1", "y": "b2"])
    }

    @Test func combineLatestOfACollectionInBothForms() {
        let sources = [Infallible.just(1), Infallible.of(2, 3)]
        #expect(record(Infallible.combineLatest(sources)) == [.next([1, 2]), .next([1, 3]), .completed])
        #expect(record(Infallible.combineLatest(sources) { $0.reduce(0, +) }) == [.next(3), .next(4), .completed])
    }
}
