import Testing

// CompositeDisposable's promises, run against both implementations. Chapter 2 (NaiveRx)
// and chapter 6 (ProductionRx, where `insert` also returns a key).
#if NAIVE_RX
import NaiveRx
#else
import ProductionRx
#endif

extension SharedBehavior {
    @Suite("CompositeDisposable")
    struct Composite {
        @Test func disposingTheCompositeDisposesEverythingInIt() {
            nonisolated(unsafe) var disposed: [String] = []
            let composite = CompositeDisposable()
            _ = composite.insert(Disposables.create { disposed.append("a") })
            _ = composite.insert(Disposables.create { disposed.append("b") })
            #expect(disposed == [])
            composite.dispose()
            #expect(disposed == ["a", "b"])
            #expect(composite.isDisposed)
        }

        @Test func aSecondDisposeDoesNothing() {
            nonisolated(unsafe) var disposed = 0
            let composite = CompositeDisposable()
            _ = composite.insert(Disposables.create { disposed += 1 })
            composite.dispose()
            composite.dispose()
            #expect(disposed == 1)
        }

        @Test func insertingIntoADisposedCompositeDisposesTheNewcomerAtOnce() {
            nonisolated(unsafe) var disposed = 0
            let composite = CompositeDisposable()
            composite.dispose()
            _ = composite.insert(Disposables.create { disposed += 1 })
            #expect(disposed == 1)
        }

        @Test func initialDisposablesAreHeldToo() {
            nonisolated(unsafe) var disposed: [String] = []
            let composite = CompositeDisposable(
                Disposables.create { disposed.append("a") },
                Disposables.create { disposed.append("b") }
            )
            #expect(composite.count == 2)
            composite.dispose()
            #expect(disposed == ["a", "b"])
        }
    }
}
