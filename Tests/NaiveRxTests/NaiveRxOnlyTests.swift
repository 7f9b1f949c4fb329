// What only NaiveRx has: the article's first Observable and its naive disposables.
// Chapters 2 and 3. The behaviour both implementations share is in Tests/SharedBehavior.
import NaiveRx
import Testing

@Suite("NaiveRx only", .leakChecked)
struct NaiveRxOnly {
    /// A source that sends after it said it was done.
    static func misbehaving(_ observer: Observer<Int>) -> Disposable {
        observer.onNext(1)
        observer.onCompleted()
        observer.onNext(2)
        return Disposables.create()
    }

    @Test func unguardedObservableForwardsEventsAfterCompletion() {
        var seen: [String] = []
        _ = UnguardedObservable(Self.misbehaving).subscribe(Observer { seen.append($0.debugDescription) })
        #expect(seen == ["next(1)", "completed", "next(2)"], "the article's first version guards nothing")
    }

    @Test func observableWithSinkStopsAfterCompletion() {
        var seen: [String] = []
        _ = Observable(Self.misbehaving).subscribe(Observer { seen.append($0.debugDescription) })
        #expect(seen == ["next(1)", "completed"])
    }

    @Test func unguardedObservableStillDisposesTheSourceOnCompletion() {
        var disposed = 0
        let source = UnguardedObservable<Int> { observer in
            observer.onCompleted()
            return AnonymousDisposable { disposed += 1 }
        }
        source.subscribe(Observer { _ in }).dispose()
        #expect(disposed == 1)
    }

    @Test func anonymousDisposableRunsItsActionOnEveryDispose() {
        var runs = 0
        let disposable = AnonymousDisposable { runs += 1 }
        disposable.dispose()
        disposable.dispose()
        #expect(runs == 2, "naive: nothing remembers that it already ran")
    }

    @Test func compositeDisposedFromInsideAChildDisposesEachChildOnce() {
        var log: [String] = []
        let composite = CompositeDisposable()
        composite.insert(
            AnonymousDisposable {
                log.append("a")
                composite.dispose()
            })
        composite.insert(AnonymousDisposable { log.append("b") })
        composite.dispose()
        #expect(log == ["a", "b"])
    }

    @Test func compositeLetsGoOfWhatItDisposed() {
        let composite = CompositeDisposable()
        composite.insert(AnonymousDisposable {})
        #expect(composite.count == 1)
        composite.dispose()
        #expect(composite.count == 0, "holding on to them is how the article's version leaked")
    }

    @Test func resourcesCountLiveObjects() {
        let before = Resources.total
        var observable: Observable<Int>? = Observable.just(1)
        #expect(Resources.total == before + 1)
        observable = nil
        #expect(Resources.total == before)
        _ = observable
    }

    @Test func eventsDescribeThemselves() {
        #expect(Event<Int>.next(1).debugDescription == "next(1)")
        #expect(Event<Int>.completed.debugDescription == "completed")
        #expect(Event<Int>.error(TestError.boom).debugDescription == "error(boom)")
        #expect(Event<Int>.completed.isStopEvent)
        #expect(!Event<Int>.next(1).isStopEvent)
    }
}
