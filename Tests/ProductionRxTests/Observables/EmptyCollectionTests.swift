// Every collection form of `zip` and `combineLatest`, on Observable and on the traits, given
// an empty collection. Chapters 10 and 11.
import ProductionRx
import TestSupport
import XCTest

/// zip and combineLatest of an empty collection
final class EmptyCollectionTests: RxTestCase {
    // MARK: Single and Maybe: one element, made from nothing

    func testSingleZipOfAnEmptyCollectionSucceedsWithAnEmptyArray() {
        // RxSwift does this (`RxSwift/Traits/PrimitiveSequence/Single.swift`).
        let none = Single.zip([Single<Int>]())
        XCTAssertEqual(record(none.asObservable()), [.next([]), .completed])
    }

    func testSingleZipOfAnEmptyCollectionSucceedsWithTheSelectorAppliedToAnEmptyArray() {
        // RxSwift does this (`RxSwift/Traits/PrimitiveSequence/Single.swift`).
        nonisolated(unsafe) var calls = 0
        let count = Single.zip([Single<Int>]()) { elements -> Int in
            calls += 1
            return elements.count
        }
        XCTAssertEqual(calls, 0)
        XCTAssertEqual(record(count.asObservable()), [.next(0), .completed])
        // Called again for each subscription, as `deferred` does.
        XCTAssertEqual(record(count.asObservable()), [.next(0), .completed])
        XCTAssertEqual(calls, 2)
    }

    func testSingleZipOfAnEmptyCollectionFailsWithTheErrorTheSelectorThrows() {
        // RxSwift wraps the selector in `deferred`, so its error is the Single's failure
        // (RxSwift/Traits/PrimitiveSequence/Single.swift; run against it in Tools/AgainstRxSwift).
        let failing = Single.zip([Single<Int>]()) { _ -> Int in throw TestError.boom }
        XCTAssertEqual(record(failing.asObservable()), [.error("boom")])
    }

    func testSingleZipOfAnEmptyCollectionSucceedsThroughTheSingleSubscribe() {
        nonisolated(unsafe) var outcome: [String] = []
        _ = Single.zip([Single<Int>]()).subscribe(onSuccess: { outcome.append("success \($0)") }, onFailure: { outcome.append("failure \($0)") })
        XCTAssertEqual(outcome, ["success []"])
    }

    func testMaybeZipOfAnEmptyCollectionSucceedsWithAnEmptyArrayOrTheSelectorsResult() {
        implementation.divergence(
            "Maybe.zip over a collection",
            because:
                "ProductionRx gives Maybe the collection zip that Single has, written as Single's is, so an empty collection succeeds with an empty array; RxSwift declares the collection zip for Single only.",
            see: "RxSwift/Traits/PrimitiveSequence/Single.swift",
            productionRx: {
                #if !RXSWIFT
                XCTAssertEqual(record(Maybe.zip([Maybe<Int>]()).asObservable()), [.next([]), .completed])
                XCTAssertTrue(record(Maybe.zip([Maybe<Int>]()) { $0.count + 1 }.asObservable()) == [.next(1), .completed])
                #endif
            },
            rxSwift: {
                // A program written for RxSwift zips the Maybes' Observables.
                XCTAssertTrue(record(Observable.zip([Maybe<Int>]().map { $0.asObservable() })) == [.completed])
            }
        )
    }

    // MARK: Completable: nothing to wait for

    func testCompletableZipOfAnEmptyCollectionCompletes() {
        // Completable's zip is a merge, and a merge of nothing completes at once, as in
        // RxSwift/Traits/PrimitiveSequence/Completable.swift (run against it in Tools/AgainstRxSwift).
        XCTAssertEqual(record(Completable.zip([Completable]()).asObservable()), [.completed])
        XCTAssertEqual(record(Completable.zip([] as [Completable]).asObservable()), [.completed])
        XCTAssertEqual(record(Completable.zip().asObservable()), [.completed])
    }

    // MARK: Observable: zip has nothing to pair, combineLatest one empty combination

    func testObservableZipOfAnEmptyCollectionCompletesWithoutCallingTheSelector() {
        // The collection sink completes at once when there are no sources, and never calls
        // the selector, as RxSwift/Observables/Zip+Collection.swift does (run against it in
        // Tools/AgainstRxSwift).
        nonisolated(unsafe) var calls = 0
        let zipped = Observable<Int>.zip([Observable<Int>]()) { elements -> Int in
            calls += 1
            return elements.count
        }
        XCTAssertEqual(record(zipped), [.completed])
        XCTAssertEqual(record(Observable<Int>.zip([Observable<Int>]())), [.completed])
        XCTAssertEqual(calls, 0)
    }

    func testObservableCombineLatestOfAnEmptyCollectionSendsTheSelectorAppliedToAnEmptyArrayThenCompletes() {
        // The collection sink sends one combination of no elements, then completes; a
        // throwing selector fails it. As RxSwift/Observables/CombineLatest+Collection.swift
        // does (run against it in Tools/AgainstRxSwift).
        XCTAssertTrue(record(Observable<Int>.combineLatest([Observable<Int>]()) { $0.count + 1 }) == [.next(1), .completed])
        XCTAssertEqual(record(Observable<Int>.combineLatest([Observable<Int>]())), [.next([]), .completed])
        XCTAssertTrue(record(Observable<Int>.combineLatest([Observable<Int>]()) { _ -> Int in throw TestError.boom }) == [.error("boom")])
    }
}
