// The checks of exercise 06.1, keyed (chapter 6): one slot per key, dispose once, outside the lock,
// from any thread.
import Dispatch
import ExerciseCheckSupport
import ExerciseKit
import Foundation
import ProductionRx
import Synchronization

/// What the learner's answer must do, one behaviour per check, in the order the report lists them.
/// This file is compiled into the same module as the learner's file (Package.swift).
public let exerciseChecks: [Check] = [
    Check("disposes the disposable a key's new one replaces, and no other") {
        let keyed = KeyedSerialDisposable()
        let first = DisposalCounter(), other = DisposalCounter(), second = DisposalCounter()
        keyed.set(first, forKey: "row 1")
        keyed.set(other, forKey: "row 2")
        expect(first.disposals, equals: 0, "disposals of row 1's first disposable before it is replaced")
        keyed.set(second, forKey: "row 1")
        expect(first.disposals, equals: 1, "disposals of row 1's first disposable once replaced")
        expect(other.disposals, equals: 0, "disposals of row 2's disposable")
        expect(second.disposals, equals: 0, "disposals of row 1's second disposable")
    },
    Check("disposes every current disposable once, however often it is disposed") {
        let keyed = KeyedSerialDisposable()
        let row1 = DisposalCounter(), row2 = DisposalCounter()
        keyed.set(row1, forKey: "row 1")
        keyed.set(row2, forKey: "row 2")
        expect(keyed.isDisposed, equals: false, "isDisposed before dispose()")
        keyed.dispose()
        keyed.dispose()
        expect(keyed.isDisposed, equals: true, "isDisposed after dispose()")
        expect([row1.disposals, row2.disposals], equals: [1, 1], "disposals of row 1's and row 2's disposables")
    },
    Check("disposes a disposable set after dispose() at once") {
        let keyed = KeyedSerialDisposable()
        keyed.dispose()
        let late = DisposalCounter()
        keyed.set(late, forKey: "row 1")
        expect(late.disposals, equals: 1, "disposals of a disposable set after dispose(), right after set")
    },
    Check("lets a disposable's dispose() call set without deadlocking") {
        // On a thread of its own, so that a deadlock fails this check instead of hanging.
        let replacement = DisposalCounter()
        let finished = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            let keyed = KeyedSerialDisposable()
            let reentrant = Disposables.create { keyed.set(replacement, forKey: "row 2") }
            keyed.set(reentrant, forKey: "row 1")
            keyed.set(DisposalCounter(), forKey: "row 1")
            keyed.dispose()
            finished.signal()
        }
        guard finished.wait(timeout: .now() + 2) == .success else {
            expect(false, "set, called from inside a disposable's dispose(), returned within 2 seconds (is something disposed while the lock is held?)")
            return
        }
        expect(replacement.disposals, equals: 1, "disposals of the disposable set from inside a dispose()")
    },
    Check("disposes every disposable exactly once when many threads set and dispose at once") {
        // Each of 4 workers sets 2,000 disposables in a tight loop over 4 keys, so that
        // threads really meet inside set(_:forKey:); one of them disposes half-way.
        // Up to 10 rounds, each with a fresh object, until one shows a race.
        let workers = 4, perWorker = 2000
        let keys = ["row 0", "row 1", "row 2", "row 3"]
        var neverDisposed = 0, disposedTwice = 0, rounds = 0
        while rounds < 10 && neverDisposed + disposedTwice == 0 {
            rounds += 1
            let keyed = CrossThreadBox(KeyedSerialDisposable())
            let counters = (0..<workers * perWorker).map { _ in DisposalCounter() }
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                for step in 0..<perWorker {
                    keyed.value.set(counters[worker * perWorker + step], forKey: keys[step % keys.count])
                    if worker == 0 && step == perWorker / 2 { keyed.value.dispose() }
                }
            }
            keyed.value.dispose()
            let disposals = counters.map(\.disposals)
            neverDisposed += disposals.filter { $0 == 0 }.count
            disposedTwice += disposals.filter { $0 > 1 }.count
        }
        expect(neverDisposed, equals: 0, "disposables never disposed (in \(rounds) rounds of 8,000)")
        expect(disposedTwice, equals: 0, "disposables disposed more than once (in \(rounds) rounds of 8,000)")
    },
]
