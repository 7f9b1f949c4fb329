// The checks of exercise 06.1, keyed (chapter 6): one slot per key, dispose once, outside the lock,
// from any thread, in every order the steps of two threads can take.
import Dispatch
import ExerciseCheckSupport
import ExerciseKit
import Foundation
import ProductionRx
import Synchronization

// The checks watch every lock and atomic value the file uses, so that they can try every
// order in which two threads' steps can follow one another: these names stand in for
// Foundation's and Synchronization's, and behave the same (Checks/Support/Watched.swift).
typealias NSLock = WatchedLock
typealias NSRecursiveLock = WatchedRecursiveLock
typealias Mutex<Value> = WatchedMutex<Value>
typealias Atomic<Value: AtomicRepresentable> = WatchedAtomic<Value>

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
    Check("lets go of a disposable once it is disposed: replaced, disposed with the object, or set too late") {
        // A disposed disposable is done with; keeping it keeps alive whatever it holds (a
        // subscription's sink, its observer, a screen) for as long as this object lives.
        let keyed = KeyedSerialDisposable()
        var replaced: DisposalCounter? = DisposalCounter(), current: DisposalCounter? = DisposalCounter()
        weak let replacedLeft = replaced, currentLeft = current
        keyed.set(replaced!, forKey: "row 1")
        keyed.set(current!, forKey: "row 2")
        replaced = nil
        keyed.set(DisposalCounter(), forKey: "row 1")
        expect(replacedLeft == nil, "the replaced disposable was freed once set replaced it")
        current = nil
        keyed.dispose()
        expect(currentLeft == nil, "row 2's disposable was freed once dispose() disposed it")
        var late: DisposalCounter? = DisposalCounter()
        weak let lateLeft = late
        keyed.set(late!, forKey: "row 3")
        late = nil
        expect(lateLeft == nil, "a disposable set after dispose() was freed once disposed at once")
        withExtendedLifetime(keyed) {}
    },
    Check("lets a disposable's dispose() call back into it without deadlocking") {
        // Replaced by set, disposed by dispose(), or set too late and disposed at once: either
        // way its dispose() calls set (and asks isDisposed) on the object that is disposing it.
        let exploration = explore {
            nonisolated(unsafe) let keyed = KeyedSerialDisposable()
            let replacement = DisposalCounter(name: "row 2's disposable"), late = DisposalCounter(name: "row 3's disposable")
            let afterLate = DisposalCounter(name: "row 5's second disposable")
            let replaced = Disposables.create { keyed.set(replacement, forKey: "row 2") }
            let stored = Disposables.create { keyed.set(late, forKey: keyed.isDisposed ? "row 3" : "row 4") }
            let tooLate = Disposables.create { keyed.set(afterLate, forKey: keyed.isDisposed ? "row 5" : "row 6") }
            return (
                threads: [
                    ExploredThread("the check") {
                        keyed.set(replaced, forKey: "row 1")
                        keyed.set(stored, forKey: "row 3")
                        keyed.set(DisposalCounter(), forKey: "row 1")
                        keyed.dispose()
                        keyed.set(tooLate, forKey: "row 5")
                    }
                ],
                verify: {
                    replacement.disposals == 1 && late.disposals == 1 && afterLate.disposals == 1
                        ? nil
                        : "the disposable set from inside a replaced one's dispose() was disposed \(replacement.disposals) times, the one set from inside dispose() \(late.disposals) times, the one set from inside a too-late one's dispose() \(afterLate.disposals) times"
                }
            )
        }
        expectEveryOrder(
            exploration, "disposables whose dispose() calls set, replaced by set and disposed by dispose()", right: "no deadlock, each disposed once")
    },
    Check("is disposed from the moment dispose() starts: each disposable it disposes sees isDisposed true") {
        // As SerialDisposable and CompositeDisposable do: the object says it is disposed
        // before it disposes what it holds, so that code run by those disposals sees it.
        let exploration = explore {
            nonisolated(unsafe) let keyed = KeyedSerialDisposable()
            nonisolated(unsafe) var seen: [Bool] = []
            return (
                threads: [
                    ExploredThread("the check") {
                        keyed.set(Disposables.create { seen.append(keyed.isDisposed) }, forKey: "row 1")
                        keyed.set(Disposables.create { seen.append(keyed.isDisposed) }, forKey: "row 2")
                        keyed.dispose()
                    }
                ],
                verify: {
                    seen == [true, true] ? nil : "isDisposed, asked by each of two stored disposables as dispose() disposed it, was \(seen)"
                }
            )
        }
        expectEveryOrder(exploration, "dispose() with two stored disposables that ask isDisposed", right: "isDisposed true for both")
    },
    Check("disposes outside its lock, even a recursive one: a disposal that waits for another thread's lock cannot deadlock with it") {
        // A disposal can run any code, here one that takes a lock of its own; the other thread
        // holds that lock while it calls set. Disposing while holding this object's lock
        // would have each thread wait for the other's lock.
        let exploration = explore {
            let keyed = KeyedSerialDisposable()
            let theirs = NSLock()
            let late = DisposalCounter(name: "row 2's disposable")
            let stored = Disposables.create {
                theirs.lock()
                theirs.unlock()
            }
            keyed.set(stored, forKey: "row 1")
            return (
                threads: [
                    ExploredThread("dispose()") { keyed.dispose() },
                    ExploredThread("set, holding another lock") {
                        theirs.lock()
                        keyed.set(late, forKey: "row 2")
                        theirs.unlock()
                    },
                ],
                verify: {
                    late.disposals == 1 ? nil : "the disposable set on the second thread was disposed \(late.disposals) times"
                }
            )
        }
        expectEveryOrder(
            exploration, "dispose(), whose stored disposable takes a lock, and set on another thread holding that lock",
            right: "no deadlock, each disposed once")
    },
    Check("disposes every disposable exactly once, whatever order the steps of set and dispose() take on two threads") {
        let exploration = explore {
            let keyed = KeyedSerialDisposable()
            let first = DisposalCounter(name: "row 1's first"), second = DisposalCounter(name: "row 1's second")
            let other = DisposalCounter(name: "row 2's")
            return (
                threads: [
                    ExploredThread("set row 1 twice") {
                        keyed.set(first, forKey: "row 1")
                        keyed.set(second, forKey: "row 1")
                    },
                    ExploredThread("dispose()") { keyed.dispose() },
                    ExploredThread("set row 2") { keyed.set(other, forKey: "row 2") },
                ],
                verify: {
                    let disposals = [first, second, other].map(\.disposals)
                    if disposals == [1, 1, 1] && keyed.isDisposed { return nil }
                    return "the disposables were disposed \(disposals) times (row 1's first and second, row 2's), and isDisposed is \(keyed.isDisposed)"
                }
            )
        }
        expectEveryOrder(exploration, "set twice, dispose() and set on three threads", right: "each disposable disposed exactly once")
    },
    Check("keeps one disposable per key when two threads set the same key: the one replaced is disposed, the other kept") {
        // Whichever set comes second replaces the one that came first, and disposes it. Taking
        // the old one out and storing the new one in two steps lets the other thread's set
        // come in between: the disposable it stored is then overwritten without being disposed.
        let exploration = explore {
            let keyed = KeyedSerialDisposable()
            let old = DisposalCounter(name: "row 1's first"), first = DisposalCounter(name: "the first thread's")
            let second = DisposalCounter(name: "the second thread's")
            keyed.set(old, forKey: "row 1")
            return (
                threads: [
                    ExploredThread("set row 1") { keyed.set(first, forKey: "row 1") },
                    ExploredThread("set row 1 too") { keyed.set(second, forKey: "row 1") },
                ],
                verify: {
                    let disposals = [old, first, second].map(\.disposals)
                    if disposals[0] == 1 && disposals[1...].sorted() == [0, 1] { return nil }
                    return "the disposables were disposed \(disposals) times (row 1's first, the first thread's, the second thread's)"
                }
            )
        }
        expectEveryOrder(
            exploration, "set of row 1 on two threads at once, row 1 already holding one",
            right: "the first disposable and one of the two new ones disposed once, the other kept")
    },
    Check("disposes every disposable exactly once when set, isDisposed and dispose() race on two threads") {
        // Real threads, under ThreadSanitizer. Each thread asks isDisposed before anything
        // else, so that nothing orders the two threads' first steps: ThreadSanitizer then
        // reports, in the first round, any variable they share with no lock or atomic
        // between them, whether or not the race did harm that time.
        let rounds = underThreadSanitizer ? 100 : 2_000
        var pieces: [(keyed: KeyedSerialDisposable, disposables: [DisposalCounter])] = []
        race(rounds: rounds) { _ in
            let keyed = KeyedSerialDisposable()
            let old = DisposalCounter(), new = DisposalCounter(), other = DisposalCounter()
            keyed.set(old, forKey: "row 1")
            keyed.set(other, forKey: "row 2")
            pieces.append((keyed, [old, new, other]))
            return (
                first: {
                    _ = keyed.isDisposed
                    keyed.set(new, forKey: "row 1")
                },
                second: {
                    _ = keyed.isDisposed
                    keyed.dispose()
                }
            )
        }
        let wrong = pieces.filter { !$0.keyed.isDisposed || $0.disposables.contains { $0.disposals != 1 } }.count
        expect(wrong, equals: 0, "rounds out of \(rounds) in which a disposable was not disposed exactly once")
    },
]
