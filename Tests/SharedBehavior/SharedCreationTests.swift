import Testing

// The ready-made sequences, run against both implementations. Chapter 2.
#if NAIVE_RX
import NaiveRx
#else
import ProductionRx
#endif

extension SharedBehavior {
    @Suite("Creating sequences")
    struct Creation {
        @Test func justSendsItsElementThenCompletes() {
            #expect(record(Observable.just(7)) == [.next(7), .completed])
        }

        @Test func ofSendsItsElementsInOrderThenCompletes() {
            #expect(record(Observable.of(1, 2, 3)) == [.next(1), .next(2), .next(3), .completed])
        }

        @Test func fromSendsTheElementsOfAnArray() {
            #expect(record(Observable.from([4, 5])) == [.next(4), .next(5), .completed])
        }

        @Test func fromSendsTheElementsOfAnySequence() {
            #expect(record(Observable.from(1...3)) == [.next(1), .next(2), .next(3), .completed])
        }

        @Test func ofNothingOnlyCompletes() {
            #expect(record(Observable<Int>.from([])) == [.completed])
        }

        @Test func emptyOnlyCompletes() {
            #expect(record(Observable<Int>.empty()) == [.completed])
        }

        @Test func neverSendsNothing() {
            #expect(record(Observable<Int>.never()) == [])
        }

        @Test func errorOnlyFails() {
            #expect(record(Observable<Int>.error(TestError.boom)) == [.error("boom")])
        }

        @Test func createRunsItsClosureOncePerSubscription() {
            nonisolated(unsafe) var runs = 0
            let numbers = Observable<Int>.create { observer in
                runs += 1
                observer.onNext(runs)
                observer.onCompleted()
                return Disposables.create()
            }
            #expect(record(numbers) == [.next(1), .completed])
            #expect(record(numbers) == [.next(2), .completed])
            #expect(runs == 2)
        }

        @Test func createDoesNothingUntilSubscribed() {
            nonisolated(unsafe) var runs = 0
            _ = Observable<Int>.create { _ in
                runs += 1
                return Disposables.create()
            }
            #expect(runs == 0)
        }

        @Test func createForwardsAnError() {
            let failing = Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onError(TestError.boom)
                return Disposables.create()
            }
            #expect(record(failing) == [.next(1), .error("boom")])
        }
    }
}
