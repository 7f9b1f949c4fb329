// Every collection form of `zip` and `combineLatest`, on Observable and on the traits, given
// an empty collection. Chapters 10 and 11.
import ProductionRx
import Testing

@Suite("zip and combineLatest of an empty collection", .leakChecked)
struct EmptyCollectionTests {
    // MARK: Single and Maybe: one element, made from nothing

    @Test func singleZipOfAnEmptyCollectionSucceedsWithAnEmptyArray() {
        // RxSwift does this (`RxSwift/Traits/PrimitiveSequence/Single.swift`).
        let none = Single.zip([Single<Int>]())
        #expect(record(none.asObservable()) == [.next([]), .completed])
    }

    @Test func singleZipOfAnEmptyCollectionSucceedsWithTheSelectorAppliedToAnEmptyArray() {
        // RxSwift does this (`RxSwift/Traits/PrimitiveSequence/Single.swift`).
        var calls = 0
        let count = Single.zip([Single<Int>]()) { elements -> Int in
            calls += 1
            return elements.count
        }
        #expect(calls == 0)
        #expect(record(count.asObservable()) == [.next(0), .completed])
        // Called again for each subscription, as `deferred` does.
        #expect(record(count.asObservable()) == [.next(0), .completed])
        #expect(calls == 2)
    }

    @Test func singleZipOfAnEmptyCollectionFailsWithTheErrorTheSelectorThrows() {
        // Checked against `RxSwift/Traits/PrimitiveSequence/Single.swift`: RxSwift wraps the selector in
        // `deferred`, so its error is the Single's failure.
        let failing = Single.zip([Single<Int>]()) { _ -> Int in throw TestError.boom }
        #expect(record(failing.asObservable()) == [.error("boom")])
    }

    @Test func singleZipOfAnEmptyCollectionSucceedsThroughTheSingleSubscribe() {
        var outcome: [String] = []
        _ = Single.zip([Single<Int>]()).subscribe(onSuccess: { outcome.append("success \($0)") }, onFailure: { outcome.append("failure \($0)") })
        #expect(outcome == ["success []"])
    }

    @Test func maybeZipOfAnEmptyCollectionSucceedsWithAnEmptyArrayOrTheSelectorsResult() {
        // RxSwift has no collection zip on Maybe (only Single's, in
        // `RxSwift/Traits/PrimitiveSequence/Single.swift`, and Completable's): ProductionRx's is
        // written as Single's is, so it succeeds rather than completing empty.
        #expect(record(Maybe.zip([Maybe<Int>]()).asObservable()) == [.next([]), .completed])
        #expect(record(Maybe.zip([Maybe<Int>]()) { $0.count + 1 }.asObservable()) == [.next(1), .completed])
    }

    // MARK: Completable: nothing to wait for

    @Test func completableZipOfAnEmptyCollectionCompletes() {
        // Checked against `RxSwift/Traits/PrimitiveSequence/Completable.swift`: Completable's zip is a merge, and
        // a merge of nothing completes at once.
        #expect(record(Completable.zip([Completable]()).asObservable()) == [.completed])
        #expect(record(Completable.zip([] as [Completable]).asObservable()) == [.completed])
        #expect(record(Completable.zip().asObservable()) == [.completed])
    }

    // MARK: Observable: zip has nothing to pair, combineLatest one empty combination

    @Test func observableZipOfAnEmptyCollectionCompletesWithoutCallingTheSelector() {
        // Checked against `RxSwift/Observables/Zip+Collection.swift`: its collection sink completes at
        // once when there are no sources, and never calls the selector.
        var calls = 0
        let zipped = Observable<Int>.zip([Observable<Int>]()) { elements -> Int in
            calls += 1
            return elements.count
        }
        #expect(record(zipped) == [.completed])
        #expect(record(Observable<Int>.zip([Observable<Int>]())) == [.completed])
        #expect(calls == 0)
    }

    @Test func observableCombineLatestOfAnEmptyCollectionSendsTheSelectorAppliedToAnEmptyArrayThenCompletes() {
        // Checked against `RxSwift/Observables/CombineLatest+Collection.swift`: its collection sink sends one
        // combination of no elements, then completes; a throwing selector fails it.
        #expect(record(Observable<Int>.combineLatest([Observable<Int>]()) { $0.count + 1 }) == [.next(1), .completed])
        #expect(record(Observable<Int>.combineLatest([Observable<Int>]())) == [.next([]), .completed])
        #expect(record(Observable<Int>.combineLatest([Observable<Int>]()) { _ -> Int in throw TestError.boom }) == [.error("boom")])
    }
}
