// The checks of exercise 05.2, two-bit-disposer (chapter 5): dispose exactly once, whichever comes
// first, on one thread or two, in every order the two calls' steps can take.
import Dispatch
import ExerciseCheckSupport
import ExerciseKit
import Foundation
import ProductionRx
import Synchronization

// The checks watch every lock and atomic value the file uses, so that they can try every
// order in which two threads' steps can follow one another: these names stand in for
// Synchronization's and Foundation's, and behave the same (Checks/Support/Watched.swift). The
// atomic value also notes the ordering each of its operations was asked for
// (Checks/Support/AtomicOrderings.swift).
typealias Atomic<Value: AtomicRepresentable> = WatchedAtomic<Value>
typealias Mutex<Value> = WatchedMutex<Value>
typealias NSLock = WatchedLock
typealias NSRecursiveLock = WatchedRecursiveLock

/// What the learner's answer must do, one behaviour per check, in the order the report lists them.
/// This file is compiled into the same module as the learner's file (Package.swift).
public let exerciseChecks: [Check] = [
    Check("disposes the sink and the subscription once, however often dispose() is called") {
        let sink = DisposalCounter()
        let subscription = DisposalCounter()
        let disposer = TwoBitDisposer()
        disposer.setSinkAndSubscription(sink: sink, subscription: subscription)
        expect(disposer.isDisposed, equals: false, "isDisposed before dispose()")
        disposer.dispose()
        disposer.dispose()
        expect(disposer.isDisposed, equals: true, "isDisposed after dispose()")
        expect(sink.disposals, equals: 1, "times the sink was disposed")
        expect(subscription.disposals, equals: 1, "times the subscription was disposed")
    },
    Check("when dispose() comes first, disposes both the moment they are set") {
        let sink = DisposalCounter()
        let subscription = DisposalCounter()
        let disposer = TwoBitDisposer()
        disposer.dispose()
        expect(disposer.isDisposed, equals: true, "isDisposed after dispose(), with nothing set yet")
        disposer.setSinkAndSubscription(sink: sink, subscription: subscription)
        expect(sink.disposals, equals: 1, "times the sink was disposed, right after it was set")
        expect(subscription.disposals, equals: 1, "times the subscription was disposed, right after it was set")
        disposer.dispose()
        expect(sink.disposals, equals: 1, "times the sink was disposed, after one more dispose()")
    },
    Check("disposes the sink before the subscription, whichever call does it") {
        // As SinkDisposer does: the sink stops forwarding first, so that nothing the source
        // sends while its subscription is torn down reaches the observer.
        for disposeFirst in [false, true] {
            nonisolated(unsafe) var disposed: [String] = []
            let disposer = TwoBitDisposer()
            if disposeFirst { disposer.dispose() }
            disposer.setSinkAndSubscription(
                sink: Disposables.create { disposed.append("sink") },
                subscription: Disposables.create { disposed.append("subscription") })
            if !disposeFirst { disposer.dispose() }
            let order = disposeFirst ? "dispose() before set" : "set before dispose()"
            expect(disposed, equals: ["sink", "subscription"], "what was disposed, in order (\(order))")
        }
    },
    Check("lets go of the sink and the subscription once it has disposed them") {
        for disposeFirst in [false, true] {
            let disposer = TwoBitDisposer()
            weak var sink: DisposalCounter?
            weak var subscription: DisposalCounter?
            if disposeFirst { disposer.dispose() }
            do {
                let newSink = DisposalCounter()
                let newSubscription = DisposalCounter()
                sink = newSink
                subscription = newSubscription
                disposer.setSinkAndSubscription(sink: newSink, subscription: newSubscription)
            }
            let order = disposeFirst ? "dispose() before set" : "set before dispose()"
            if !disposeFirst {
                expect(sink != nil, "the sink is kept until dispose()")
                disposer.dispose()
            }
            expect(sink == nil, "the sink was freed once disposed (\(order))")
            expect(subscription == nil, "the subscription was freed once disposed (\(order))")
        }
    },
    Check("lets the sink's dispose() call dispose() again, as a real sink does") {
        // A real Sink's dispose() disposes its disposer, `cancel`: the call comes back into
        // the disposer while it is disposing.
        for disposeFirst in [false, true] {
            let order = disposeFirst ? "dispose() before set" : "set before dispose()"
            let exploration = explore {
                let disposer = TwoBitDisposer()
                let sink = CallingBack(disposer)
                let subscription = DisposalCounter(name: "the subscription")
                return (
                    threads: [
                        ExploredThread("dispose() then set") {
                            if disposeFirst { disposer.dispose() }
                            disposer.setSinkAndSubscription(sink: sink, subscription: subscription)
                            if !disposeFirst { disposer.dispose() }
                        }
                    ],
                    verify: {
                        sink.disposals == 1 && subscription.disposals == 1
                            ? nil : "the sink was disposed \(sink.disposals) times, the subscription \(subscription.disposals) times"
                    }
                )
            }
            expectEveryOrder(exploration, "a sink whose dispose() calls dispose() on the disposer (\(order))", right: "each disposed once, and no deadlock")
        }
    },
    Check("holds no lock while disposing: a sink whose dispose() waits for another thread's lock cannot deadlock with it") {
        // A disposal can run any code, here a sink that takes a lock of its own; the other
        // thread holds that lock while it calls dispose(). A disposer that disposes while
        // holding a lock of its own, even a recursive one, has each thread wait for the other.
        let exploration = explore {
            let disposer = TwoBitDisposer()
            // Recursive: the thread that holds it may be the one that disposes the sink.
            let theirs = NSRecursiveLock()
            let sink = Disposables.create {
                theirs.lock()
                theirs.unlock()
            }
            let subscription = DisposalCounter(name: "the subscription")
            disposer.setSinkAndSubscription(sink: sink, subscription: subscription)
            return (
                threads: [
                    ExploredThread("dispose()") { disposer.dispose() },
                    ExploredThread("dispose(), holding another lock") {
                        theirs.lock()
                        disposer.dispose()
                        theirs.unlock()
                    },
                ],
                verify: {
                    subscription.disposals == 1 ? nil : "the subscription was disposed \(subscription.disposals) times"
                }
            )
        }
        expectEveryOrder(
            exploration, "dispose() on two threads, one of them holding the lock the sink's dispose() takes",
            right: "no deadlock, the subscription disposed once")
    },
    Check("disposes each exactly once, whatever order the steps of dispose() and set take on two threads") {
        // A third thread disposes too: two dispose() calls may overlap, and only one may
        // do the disposing.
        let exploration = explore {
            let disposer = TwoBitDisposer()
            let sink = DisposalCounter(name: "the sink"), subscription = DisposalCounter(name: "the subscription")
            return (
                threads: [
                    ExploredThread("set") { disposer.setSinkAndSubscription(sink: sink, subscription: subscription) },
                    ExploredThread("dispose() 1") { disposer.dispose() },
                    ExploredThread("dispose() 2") { disposer.dispose() },
                ],
                verify: {
                    if sink.disposals == 1 && subscription.disposals == 1 && disposer.isDisposed { return nil }
                    return
                        "the sink was disposed \(sink.disposals) times, the subscription \(subscription.disposals) times, and isDisposed is \(disposer.isDisposed)"
                }
            )
        }
        expectEveryOrder(exploration, "setSinkAndSubscription and two dispose() on three threads", right: "the sink and the subscription disposed once each")
    },
    Check("disposes each exactly once, even when the other thread comes in right after an atomic update") {
        // Whatever the atomic state announces must be written before it is announced: a
        // thread that sees the set bit reads the sink and subscription at once.
        let exploration = pausingAfterAtomicSteps {
            explore {
                let disposer = TwoBitDisposer()
                let sink = DisposalCounter(name: "the sink"), subscription = DisposalCounter(name: "the subscription")
                return (
                    threads: [
                        ExploredThread("set") { disposer.setSinkAndSubscription(sink: sink, subscription: subscription) },
                        ExploredThread("dispose()") { disposer.dispose() },
                    ],
                    verify: {
                        sink.disposals == 1 && subscription.disposals == 1
                            ? nil : "the sink was disposed \(sink.disposals) times, the subscription \(subscription.disposals) times"
                    }
                )
            }
        }
        expectEveryOrder(
            exploration, "setSinkAndSubscription and dispose() on two threads, each free to stop right after an atomic update",
            right: "the sink and the subscription disposed once each")
    },
    Check("publishes the sink and the subscription with an atomic update that releases them, and reads them after one that acquires") {
        // The thread that sees the set bit reads the sink and the subscription another thread
        // wrote before setting it: the update in setSinkAndSubscription must release them (any
        // ordering but .relaxed and .acquiring), and the dispose() that finds the bit must
        // acquire them (any ordering but .relaxed and .releasing), as SinkDisposer's
        // sequentially consistent updates do. ThreadSanitizer cannot see this race: a sink kept
        // as a Disposable is written and read through code it does not instrument. A disposer
        // that keeps its state under a lock uses no atomic value, and passes.
        let disposer = TwoBitDisposer()
        let sink = DisposalCounter(), subscription = DisposalCounter()
        let setUses = recordingAtomicOrderings { disposer.setSinkAndSubscription(sink: sink, subscription: subscription) }
        let disposeUses = recordingAtomicOrderings { disposer.dispose() }
        if !setUses.isEmpty {
            expect(
                setUses.contains(where: \.releases),
                "setSinkAndSubscription releases what it wrote, in one of its atomic operations: \(setUses.map(\.operation))")
        }
        if !disposeUses.isEmpty {
            expect(
                disposeUses.contains(where: \.acquires),
                "dispose(), after set, acquires what set released, in one of its atomic operations: \(disposeUses.map(\.operation))")
        }
        expect(sink.disposals, equals: 1, "times the sink was disposed")
    },
    Check("disposes each exactly once when dispose() and set race on two threads") {
        // Racing a disposer that is wrong on one thread proves nothing and can crash
        // the check; the race runs once dispose-before-set works. The exercise runs under
        // ThreadSanitizer, which reports the first round in which the two threads share a
        // variable with no lock or atomic between them.
        let probe = TwoBitDisposer()
        let probeSink = DisposalCounter()
        let probeSubscription = DisposalCounter()
        probe.dispose()
        probe.setSinkAndSubscription(sink: probeSink, subscription: probeSubscription)
        guard probeSink.disposals == 1, probeSubscription.disposals == 1 else {
            expect(false, "dispose() before setSinkAndSubscription disposes both once (the race runs after that works)")
            return
        }
        let rounds = underThreadSanitizer ? 200 : 2_000
        var pieces: [(sink: DisposalCounter, subscription: DisposalCounter)] = []
        race(rounds: rounds) { _ in
            let disposer = TwoBitDisposer()
            let sink = DisposalCounter(), subscription = DisposalCounter()
            pieces.append((sink, subscription))
            return (
                first: { disposer.setSinkAndSubscription(sink: sink, subscription: subscription) },
                second: { disposer.dispose() }
            )
        }
        let wrong = pieces.filter { $0.sink.disposals != 1 || $0.subscription.disposals != 1 }.count
        expect(wrong, equals: 0, "races out of \(rounds) in which the sink or subscription was not disposed exactly once")
    },
    Check("answers isDisposed from any thread, while another thread disposes") {
        // A sink asks its disposer whether it is disposed from whichever thread sends it an
        // event, while another thread may be disposing: isDisposed must read what dispose()
        // wrote through the atomic state (or a lock), not a variable of its own. The exercise
        // runs under ThreadSanitizer, which reports the first round in which the two threads
        // share a variable with no lock or atomic between them.
        let rounds = underThreadSanitizer ? 200 : 2_000
        var rounded: [(disposer: TwoBitDisposer, sink: DisposalCounter, subscription: DisposalCounter)] = []
        race(rounds: rounds) { _ in
            let disposer = TwoBitDisposer()
            let sink = DisposalCounter(), subscription = DisposalCounter()
            disposer.setSinkAndSubscription(sink: sink, subscription: subscription)
            rounded.append((disposer, sink, subscription))
            return (
                first: { disposer.dispose() },
                second: {
                    if !disposer.isDisposed { disposer.dispose() }
                }
            )
        }
        let wrong = rounded.filter { !$0.disposer.isDisposed || $0.sink.disposals != 1 || $0.subscription.disposals != 1 }.count
        expect(wrong, equals: 0, "races out of \(rounds) that did not end disposed, with the sink and the subscription disposed once each")
    },
]

/// A sink that, like a real one, disposes its disposer from its own `dispose()`.
private final class CallingBack: Disposable {
    private let disposer: TwoBitDisposer
    private(set) var disposals = 0

    init(_ disposer: TwoBitDisposer) {
        self.disposer = disposer
    }

    func dispose() {
        interleavingPoint("the sink.dispose()")
        disposals += 1
        // Calls back a few times at most: a disposer that disposes again on every call would
        // otherwise recurse until the stack runs out, and the check reports the count instead.
        if disposals <= 3 { disposer.dispose() }
    }
}
