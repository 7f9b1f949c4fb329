// Chapter 6: every disposable's corner cases, and DisposeBag across threads.
import Foundation
import ProductionRx
import Testing

@Suite(.leakChecked)
struct DisposablesTests {
    @Test func anonymousDisposableRunsItsActionOnce() {
        let count = Counter()
        let disposable = Disposables.create { count.increment() }
        #expect(!disposable.isDisposed)
        disposable.dispose()
        disposable.dispose()
        #expect(disposable.isDisposed)
        #expect(count.value == 1)
    }

    @Test func anonymousDisposableRunsItsActionOnceWhenDisposedFromManyThreads() {
        let count = Counter()
        let disposable = SharedAcrossThreads(Disposables.create { count.increment() })
        DispatchQueue.concurrentPerform(iterations: 200) { _ in disposable.value.dispose() }
        #expect(count.value == 1)
    }

    @Test func createOfSeveralDisposesEachOnce() {
        let count = Counter()
        func make() -> Disposable { Disposables.create { count.increment() } }
        let two = Disposables.create(make(), make())
        let three = Disposables.create(make(), make(), make())
        let five = Disposables.create(make(), make(), make(), make(), make())
        let array = Disposables.create([make(), make()])
        for disposable in [two, three, five, array] {
            disposable.dispose()
            disposable.dispose()
            #expect(disposable.isDisposed)
        }
        #expect(count.value == 12)
    }

    @Test func emptyDisposableDoesNothing() {
        Disposables.create().dispose()
    }

    @Test func booleanDisposableRecordsDisposal() {
        let disposable = BooleanDisposable()
        #expect(!disposable.isDisposed)
        disposable.dispose()
        #expect(disposable.isDisposed)
        #expect(BooleanDisposable(isDisposed: true).isDisposed)
    }
}

@Suite(.leakChecked)
struct SingleAssignmentDisposableTests {
    @Test func singleAssignmentDisposesWhatWasSet() {
        let count = Counter()
        let disposable = SingleAssignmentDisposable()
        disposable.setDisposable(Disposables.create { count.increment() })
        #expect(count.value == 0)
        disposable.dispose()
        disposable.dispose()
        #expect(count.value == 1)
        #expect(disposable.isDisposed)
    }

    @Test func singleAssignmentSetAfterDisposeDisposesAtOnce() {
        let count = Counter()
        let disposable = SingleAssignmentDisposable()
        disposable.dispose()
        disposable.setDisposable(Disposables.create { count.increment() })
        #expect(count.value == 1)
    }

    @Test func singleAssignmentSetTwiceStopsTheProcess() async {
        await #expect(processExitsWith: .failure) {
            let disposable = SingleAssignmentDisposable()
            disposable.setDisposable(Disposables.create())
            disposable.setDisposable(Disposables.create())
        }
    }
}

@Suite(.leakChecked)
struct SerialDisposableTests {
    @Test func serialReplacingDisposesTheOldOne() {
        let first = Counter()
        let second = Counter()
        let serial = SerialDisposable()
        serial.disposable = Disposables.create { first.increment() }
        serial.disposable = Disposables.create { second.increment() }
        #expect(first.value == 1)
        #expect(second.value == 0)
        serial.dispose()
        #expect(second.value == 1)
        #expect(serial.isDisposed)
    }

    @Test func serialSetAfterDisposeDisposesAtOnce() {
        let count = Counter()
        let serial = SerialDisposable()
        serial.dispose()
        serial.disposable = Disposables.create { count.increment() }
        #expect(count.value == 1)
        serial.dispose()
        #expect(count.value == 1)
    }
}

@Suite(.leakChecked)
struct CompositeDisposableTests {
    @Test func compositeDisposesEverythingOnce() {
        let count = Counter()
        let composite = CompositeDisposable(Disposables.create { count.increment() }, Disposables.create { count.increment() })
        _ = composite.insert(Disposables.create { count.increment() })
        #expect(composite.count == 3)
        composite.dispose()
        composite.dispose()
        #expect(count.value == 3)
        #expect(composite.isDisposed)
        #expect(composite.count == 0)
    }

    @Test func compositeInsertAfterDisposeDisposesTheNewcomerAndReturnsNil() {
        let count = Counter()
        let composite = CompositeDisposable()
        composite.dispose()
        let key = composite.insert(Disposables.create { count.increment() })
        #expect(key == nil)
        #expect(count.value == 1)
    }

    @Test func compositeRemoveByKeyDisposesOnlyThatOne() {
        let removed = Counter()
        let kept = Counter()
        let composite = CompositeDisposable(disposables: [])
        let key = composite.insert(Disposables.create { removed.increment() })!
        _ = composite.insert(Disposables.create { kept.increment() })
        composite.remove(for: key)
        #expect(removed.value == 1)
        #expect(kept.value == 0)
        #expect(composite.count == 1)
        composite.remove(for: key)
        #expect(removed.value == 1)
        composite.dispose()
        #expect(kept.value == 1)
    }

    @Test func compositeDisposesItsMembersOutsideItsLock() {
        // Decide under the lock, dispose outside it (chapter 6), as RxSwift does
        // (`RxSwift/Disposables/CompositeDisposable.swift`): a member's disposal may wait for
        // another thread that uses the group.
        let composite = SharedAcrossThreads(CompositeDisposable())
        let waited = Log()
        _ = composite.value.insert(Disposables.create { waitForAnotherThread(toRead: composite, log: waited) })
        composite.value.dispose()
        #expect(waited.entries == [], "dispose() held the group's lock while it disposed")
    }

    @Test func compositeDisposesARemovedMemberOutsideItsLock() throws {
        let composite = SharedAcrossThreads(CompositeDisposable())
        let waited = Log()
        let key = try #require(composite.value.insert(Disposables.create { waitForAnotherThread(toRead: composite, log: waited) }))
        composite.value.remove(for: key)
        #expect(waited.entries == [], "remove(for:) held the group's lock while it disposed")
        composite.value.dispose()
    }

    /// Reads the group's count on another thread and waits for it, three seconds at most, so
    /// that a lock held by this thread shows as a wait instead of a deadlock.
    private func waitForAnotherThread(toRead composite: SharedAcrossThreads<CompositeDisposable>, log: Log) {
        let answered = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            _ = composite.value.count
            answered.signal()
        }
        if answered.wait(timeout: .now() + 3) == .timedOut {
            log.append("another thread waited for the lock")
        }
    }

    @Test func compositeOfThreeAndMore() {
        let count = Counter()
        func make() -> Disposable { Disposables.create { count.increment() } }
        CompositeDisposable(make(), make(), make()).dispose()
        CompositeDisposable(make(), make(), make(), make(), make()).dispose()
        #expect(count.value == 8)
    }
}

@Suite(.leakChecked)
struct RefCountDisposableTests {
    @Test func refCountDisposesWhenPrimaryAndEveryHandleAreDisposed() {
        let count = Counter()
        let refCount = RefCountDisposable(disposable: Disposables.create { count.increment() })
        let first = refCount.retain()
        let second = refCount.retain()
        refCount.dispose()
        #expect(count.value == 0)
        #expect(!refCount.isDisposed)
        first.dispose()
        first.dispose()
        #expect(count.value == 0)
        second.dispose()
        #expect(count.value == 1)
        #expect(refCount.isDisposed)
    }

    @Test func refCountWithoutHandlesDisposesAtOnce() {
        let count = Counter()
        let refCount = RefCountDisposable(disposable: Disposables.create { count.increment() })
        refCount.dispose()
        refCount.dispose()
        #expect(count.value == 1)
        refCount.retain().dispose()
        #expect(count.value == 1)
    }

    @Test func refCountHandlesDisposedBeforePrimaryDoNotDispose() {
        let count = Counter()
        let refCount = RefCountDisposable(disposable: Disposables.create { count.increment() })
        refCount.retain().dispose()
        #expect(count.value == 0)
        refCount.dispose()
        #expect(count.value == 1)
    }
}

@Suite(.leakChecked)
struct ScheduledDisposableTests {
    @Test func scheduledDisposableDisposesOnItsScheduler() {
        let log = Log()
        let scheduled = ScheduledDisposable(scheduler: CurrentThreadScheduler.instance, disposable: Disposables.create { log.append("inner disposed") })
        let outer = CurrentThreadScheduler.instance.schedule(()) { _ in
            scheduled.dispose()
            log.append("dispose returned")
            return Disposables.create()
        }
        outer.dispose()
        #expect(log.entries == ["dispose returned", "inner disposed"])
        #expect(scheduled.isDisposed)
    }
}

@Suite(.leakChecked)
struct DisposeBagTests {
    @Test func disposeBagDisposesEverythingWhenFreed() {
        let count = Counter()
        do {
            let bag = DisposeBag()
            Disposables.create { count.increment() }.disposed(by: bag)
            bag.insert(Disposables.create { count.increment() }, Disposables.create { count.increment() })
            bag.insert([Disposables.create { count.increment() }])
            bag.insert {
                Disposables.create { count.increment() }
                Disposables.create { count.increment() }
            }
            #expect(count.value == 0)
        }
        #expect(count.value == 6)
    }

    @Test func disposeBagDisposesInTheOrderItsDisposablesCame() {
        // In the order they were inserted, as RxSwift's DisposeBag does
        // (`RxSwift/Disposables/DisposeBag.swift`).
        let log = Log()
        do {
            let bag = DisposeBag()
            Disposables.create { log.append("first") }.disposed(by: bag)
            bag.insert(Disposables.create { log.append("second") }, Disposables.create { log.append("third") })
        }
        #expect(log.entries == ["first", "second", "third"])
    }

    @Test func disposeBagInitialisers() {
        let count = Counter()
        do {
            _ = DisposeBag(disposing: Disposables.create { count.increment() }, Disposables.create { count.increment() })
            _ = DisposeBag(disposing: [Disposables.create { count.increment() }])
            _ = DisposeBag {
                Disposables.create { count.increment() }
            }
        }
        #expect(count.value == 4)
    }

    @Test func disposeBagAcceptsInsertsFromManyThreads() {
        let count = Counter()
        do {
            let bag = SharedAcrossThreads(DisposeBag())
            DispatchQueue.concurrentPerform(iterations: 1_000) { _ in
                bag.value.insert(Disposables.create { count.increment() })
            }
            #expect(count.value == 0)
        }
        #expect(count.value == 1_000)
    }

    @Test func disposeBagFreedWhileOtherThreadsUseItsDisposables() {
        let count = Counter()
        let disposables = SharedAcrossThreads((0..<500).map { _ in Disposables.create { count.increment() } })
        do {
            let bag = DisposeBag(disposing: disposables.value)
            DispatchQueue.concurrentPerform(iterations: 500) { index in
                disposables.value[index].dispose()
            }
            _ = bag
        }
        #expect(count.value == 500)
    }
}
