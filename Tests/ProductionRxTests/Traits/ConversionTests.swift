// From Observable to a trait: asSingle, asMaybe, asCompletable, and the operators whose
// result is a trait (toArray, first). Chapters 11 and 12.
import ProductionRx
import TestSupport
import Testing

@Suite("Observable to traits", .leakChecked)
struct ConversionTests {
    @Test func asSingleOfOneElement() {
        #expect(record(Observable.just(1).asSingle().asObservable()) == [.next(1), .completed])
    }

    @Test func asSingleOfNothingFailsWithNoElements() {
        #expect(record(Observable<Int>.empty().asSingle().asObservable()) == [.error(String(describing: RxError.noElements))])
    }

    @Test func asSingleOfTwoElementsFailsAtTheSecondAndStopsTheSource() {
        let source = ManualSource<Int>()
        let recorder = Recorder<Int>()
        let subscription = source.observable.asSingle().asObservable().subscribe(recorder)
        source.send(.next(1))
        #expect(recorder.seen == [])
        source.send(.next(2))
        #expect(recorder.seen == [.error(String(describing: RxError.moreThanOneElement))])
        #expect(!source.isObserved)
        subscription.dispose()
    }

    @Test func asSingleForwardsTheError() {
        #expect(record(Observable<Int>.error(TestError.boom).asSingle().asObservable()) == [.error("boom")])
    }

    @Test func asMaybeOfNothingCompletes() {
        #expect(record(Observable<Int>.empty().asMaybe().asObservable()) == [.completed])
    }

    @Test func asMaybeOfOneElement() {
        #expect(record(Observable.just(3).asMaybe().asObservable()) == [.next(3), .completed])
    }

    @Test func asMaybeOfTwoElementsFails() {
        #expect(record(Observable.of(1, 2).asMaybe().asObservable()) == [.error(String(describing: RxError.moreThanOneElement))])
    }

    @Test func asCompletableIgnoresElementsAndKeepsTheEnding() {
        let log = Log()
        implementation.divergence(
            "asCompletable() on an Observable of elements",
            because:
                "ProductionRx lets any Observable become a Completable, dropping its elements; RxSwift offers asCompletable() only on an Observable of Never, so the elements must be dropped first with ignoreElements().",
            see: "RxSwift/Traits/PrimitiveSequence/ObservableType+PrimitiveSequence.swift",
            productionRx: {
                #if !RXSWIFT
                _ = Observable.of(1, 2, 3).asCompletable().subscribe(onCompleted: { log.append("completed") })
                _ = Observable<Int>.error(TestError.boom).asCompletable().subscribe(onError: { log.append("error \($0)") })
                #endif
            },
            rxSwift: {
                _ = Observable.of(1, 2, 3).ignoreElements().asCompletable().subscribe(onCompleted: { log.append("completed") })
                _ = Observable<Int>.error(TestError.boom).ignoreElements().asCompletable().subscribe(onError: { log.append("error \($0)") })
            }
        )
        #expect(log.entries == ["completed", "error boom"])
    }

    @Test func ignoreElementsIsAnObservableOfNever() {
        let ended: Observable<Never> = Observable.of(1, 2).ignoreElements()
        #expect(record(ended) == [.completed])
    }

    @Test func toArrayCollectsEveryElement() {
        #expect(record(Observable.of(1, 2, 3).toArray().asObservable()) == [.next([1, 2, 3]), .completed])
        #expect(record(Observable<Int>.empty().toArray().asObservable()) == [.next([]), .completed])
        #expect(record(Observable<Int>.error(TestError.boom).toArray().asObservable()) == [.error("boom")])
    }

    @Test func firstTakesTheFirstElementAndStopsTheSource() {
        let source = ManualSource<Int>()
        let recorder = Recorder<Int?>()
        let subscription = source.observable.first().asObservable().subscribe(recorder)
        source.send(.next(8))
        #expect(recorder.seen == [.next(8), .completed])
        #expect(!source.isObserved)
        subscription.dispose()
    }

    @Test func firstOfNothingIsNil() {
        #expect(record(Observable<Int>.empty().first().asObservable()) == [.next(nil), .completed])
    }
}
