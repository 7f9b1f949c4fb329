// andThen: the second sequence is subscribed only when the Completable completes. Chapter 12.
import ProductionRx
import Testing

@Suite("andThen", .leakChecked)
struct AndThenTests {
    @Test func theSecondIsSubscribedOnlyWhenTheFirstCompletes() {
        let first = ManualSource<Never>()
        let second = ManualSource<Int>()
        let log = Log()
        let subscription = first.completable.andThen(second.single).subscribe(
            onSuccess: { log.append("success \($0)") },
            onFailure: { log.append("failure \($0)") }
        )
        #expect(first.subscriptions == 1)
        #expect(second.subscriptions == 0)

        first.send(.completed)
        #expect(second.subscriptions == 1)
        #expect(first.disposals == 1, "the first part's resources are freed once it completed")

        second.succeed(42)
        #expect(log.entries == ["success 42"])
        #expect(second.disposals == 1)
        subscription.dispose()
    }

    @Test func aFirstThatCompletesDuringItsSubscribeLeavesTheSecondRunning() {
        // `Completable.empty()` completes inside its own subscribe, so the second is
        // subscribed before the first subscription is even returned: that late return must
        // not dispose the second (chapter 12, "Why the detour").
        let second = ManualSource<Int>()
        let log = Log()
        let subscription = Completable.empty().andThen(second.single).subscribe(
            onSuccess: { log.append("success \($0)") },
            onFailure: { log.append("failure \($0)") }
        )
        #expect(second.subscriptions == 1)
        #expect(second.disposals == 0)
        second.succeed(42)
        #expect(log.entries == ["success 42"])
        subscription.dispose()
    }

    @Test func anErrorInTheFirstEndsEverythingAndTheSecondIsNeverSubscribed() {
        let first = ManualSource<Never>()
        let second = ManualSource<Int>()
        let log = Log()
        _ = first.completable.andThen(second.single).subscribe(
            onSuccess: { log.append("success \($0)") },
            onFailure: { log.append("failure \($0)") }
        )
        first.send(.error(TestError.boom))
        #expect(log.entries == ["failure boom"])
        #expect(second.subscriptions == 0)
    }

    @Test func aFinishedAndThenFreesEverythingWithoutADispose() {
        let before = Int(Resources.total)
        do {
            let log = Log()
            _ = Completable.empty().andThen(Single.just(1)).subscribe(
                onSuccess: { log.append("success \($0)") },
                onFailure: { log.append("failure \($0)") }
            )
            #expect(log.entries == ["success 1"])
        }
        #expect(Int(Resources.total) == before, "the finished subscription is still alive: the second's end did not dispose it")
    }

    @Test func anErrorInTheSecondIsForwarded() {
        let log = Log()
        _ = Completable.empty().andThen(Single<Int>.error(TestError.boom)).subscribe(
            onSuccess: { log.append("success \($0)") },
            onFailure: { log.append("failure \($0)") }
        )
        #expect(log.entries == ["failure boom"])
    }

    @Test func disposingBeforeTheFirstCompletesMeansTheSecondIsNeverSubscribed() {
        let first = ManualSource<Never>()
        let second = ManualSource<Never>()
        let subscription = first.completable.andThen(second.completable).subscribe()
        subscription.dispose()
        first.send(.completed)
        #expect(first.disposals == 1)
        #expect(second.subscriptions == 0)
    }

    @Test func disposingWhileTheSecondRunsDisposesTheSecond() {
        let first = ManualSource<Never>()
        let second = ManualSource<Int>()
        let subscription = first.completable.andThen(second.single).subscribe()
        first.send(.completed)
        subscription.dispose()
        #expect(second.subscriptions == 1)
        #expect(second.disposals == 1)
    }

    @Test func eachOverloadKeepsTheSecondsTrait() {
        let single: Single<Int> = Completable.empty().andThen(Single.just(1))
        let maybe: Maybe<Int> = Completable.empty().andThen(Maybe<Int>.empty())
        let completable: Completable = Completable.empty().andThen(Completable.empty())
        let observable: Observable<Int> = Completable.empty().andThen(Observable.of(1, 2))

        #expect(record(single.asObservable()) == [.next(1), .completed])
        #expect(record(maybe.asObservable()) == [.completed])
        #expect(record(completable.asObservable()) == [.completed])
        #expect(record(observable) == [.next(1), .next(2), .completed])
    }

    @Test func downloadsRunOneAfterTheOther() {
        let log = Log()
        func downloadImage(name: String) -> Completable {
            Completable.create { observer in
                log.append("download \(name)")
                observer(.completed)
                return Disposables.create()
            }
        }
        _ = downloadImage(name: "image1")
            .andThen(downloadImage(name: "image2"))
            .andThen(downloadImage(name: "image3"))
            .subscribe(onCompleted: { log.append("all done") })
        #expect(log.entries == ["download image1", "download image2", "download image3", "all done"])
    }
}
