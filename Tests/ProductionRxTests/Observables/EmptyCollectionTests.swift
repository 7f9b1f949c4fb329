// Every collection form of `zip` and `combineLatest`, on Observable and on the traits, given
// an empty collection. Chapters 10 and 11.
import ProductionRx
import TestSupport
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
        nonisolated(unsafe) var calls = 0
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
        // RxSwift wraps the selector in `deferred`, so its error is the Single's failure
        // (RxSwift/Traits/PrimitiveSequence/Single.swift; run against it in Tools/AgainstRxSwift).
        let failing = Single.zip([Single<Int>]()) { _ -> Int in throw TestError.boom }
        #expect(record(failing.asObservable()) == [.error("boom")])
    }

    @Test func singleZipOfAnEmptyCollectionSucceedsThroughTheSingleSubscribe() {
        nonisolated(unsafe) var outcome: [String] = []
        _ = Single.zip([Single<Int>]()).subscribe(onSuccess: { outcome.append("success \($0)") }, onFailure: { outcome.append("failure \($0)") })
        #expect(outcome == ["success []"])
    }

    @Test func maybeZipOfAnEmptyCollectionSucceedsWithAnEmptyArrayOrTheSelectorsResult() {
        implementation.divergence(
            "Maybe.zip over a collection",
            because:
                "ProductionRx gives Maybe the collection zip that Single has, written as Single's is, so an empty collection succeeds with an empty array; RxSwift declares the collection zip for Single only.",
            see: "RxSwift/Traits/PrimitiveSequence/Single.swift",
            productionRx: {
                #if !RXSWIFT
                #expect(record(Maybe.zip([Maybe<Int>]()).asObservable()) == [.next([]), .completed])
                #expect(record(Maybe.zip([Maybe<Int>]()) { $0.count + 1 }.asObservable()) == [.next(1), .completed])
                #endif
            },
            rxSwift: {
                // A program written for RxSwift zips the Maybes' Observables.
                #expect(record(Observable.zip([Maybe<Int>]().map { $0.asObservable() })) == [.completed])
            }
        )
    }

    // MARK: Completable: nothing to wait for

    @Test func completableZipOfAnEmptyCollectionCompletes() {
        // Completable's zip is a merge, and a merge of nothing completes at once, as in
        // RxSwift/Traits/PrimitiveSequence/Completable.swift (run against it in Tools/AgainstRxSwift).
        #expect(record(Completable.zip([Completable]()).asObservable()) == [.completed])
        #expect(record(Completable.zip([] as [Completable]).asObservable()) == [.completed])
        #expect(record(Completable.zip().asObservable()) == [.completed])
    }

    // MARK: Observable: zip has nothing to pair, combineLatest one empty combination

    @Test func observableZipOfAnEmptyCollectionCompletesWithoutCallingTheSelector() {
        // The collection sink completes at once when there are no sources, and never calls
        // the selector, as RxSwift/Observables/Zip+Collection.swift does (run against it in
        // Tools/AgainstRxSwift).
        nonisolated(unsafe) var calls = 0
        let zipped = Observable<Int>.zip([Observable<Int>]()) { elements -> Int in
            calls += 1
            return elements.count
        }
        #expect(record(zipped) == [.completed])
        #expect(record(Observable<Int>.zip([Observable<Int>]())) == [.completed])
        #expect(calls == 0)
    }

    @Test func observableCombineLatestOfAnEmptyCollectionSendsTheSelectorAppliedToAnEmptyArrayThenCompletes() {
        // The collection sink sends one combination of no elements, then completes; a
        // throwing selector fails it. As RxSwift/Observables/CombineLatest+Collection.swift
        // does (run against it in Tools/AgainstRxSwift).
        #expect(record(Observable<Int>.combineLatest([Observable<Int>]()) { $0.count + 1 }) == [.next(1), .completed])
        #expect(record(Observable<Int>.combineLatest([Observable<Int>]())) == [.next([]), .completed])
        #expect(record(Observable<Int>.combineLatest([Observable<Int>]()) { _ -> Int in throw TestError.boom }) == [.error("boom")])
    }
}
