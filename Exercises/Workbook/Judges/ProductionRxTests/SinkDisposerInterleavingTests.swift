// Workbook step 7's judge of races (compiled into the workbook's copy of ProductionRxTests
// only): two threads call a SinkDisposer at once, and the test tries every order in which
// their atomic operations can happen (see Interleaving.swift beside the workbook's copy of the
// library), so that a check followed by a separate act is caught in every run, on an idle
// machine or a busy one.
import Dispatch
@_spi(Operators) import ProductionRx
import Synchronization
import Testing

@Suite(.leakChecked, .serialized)
struct SinkDisposerInterleavingTests {
    @Test func sinkDisposerDisposedOnTwoThreadsDisposesOnceInEveryOrderOfTheirSteps() {
        explore("one dispose()", "the other dispose()", setFirst: true) { disposer, _, _ in
            disposer.dispose()
        } second: { disposer, _, _ in
            disposer.dispose()
        }
    }

    @Test func sinkDisposerSetOnOneThreadAndDisposedOnAnotherDisposesOnceInEveryOrderOfTheirSteps() {
        explore("setSinkAndSubscription", "dispose()", setFirst: false) { disposer, sink, subscription in
            disposer.setSinkAndSubscription(sink: sink, subscription: subscription)
        } second: { disposer, _, _ in
            disposer.dispose()
        }
    }

    /// Runs `first` and `second` on two threads over a fresh disposer, once for every order of
    /// up to four steps each, and records an issue naming the first order in which the sink or
    /// the subscription was not disposed exactly once.
    private func explore(
        _ firstName: String, _ secondName: String, setFirst: Bool,
        _ first: @escaping @Sendable (SinkDisposer, CountingDisposable, CountingDisposable) -> Void,
        second: @escaping @Sendable (SinkDisposer, CountingDisposable, CountingDisposable) -> Void
    ) {
        for order in orders(upTo: 4) {
            let disposer = SharedDisposer(SinkDisposer())
            let sink = CountingDisposable(), subscription = CountingDisposable()
            if setFirst { disposer.value.setSinkAndSubscription(sink: sink, subscription: subscription) }
            let gate = Interleaving(order: order)
            Interleaving.active = gate
            let done = DispatchGroup()
            gate.start(0, done: done) { first(disposer.value, sink, subscription) }
            gate.start(1, done: done) { second(disposer.value, sink, subscription) }
            done.wait()
            Interleaving.active = nil
            if sink.disposals != 1 || subscription.disposals != 1 {
                let steps = gate.steps.map { $0.replacingOccurrences(of: "0:", with: "\(firstName):").replacingOccurrences(of: "1:", with: "\(secondName):") }
                Issue.record(
                    """
                    the sink was disposed \(sink.disposals) times and the subscription \(subscription.disposals) times, \
                    with the threads' atomic steps in this order: \(steps.joined(separator: ", "))
                    """)
                return
            }
        }
    }

    /// Every order in which two threads of at most `steps` steps each can take them: sequences
    /// of 0s and 1s, with at most `steps` of each.
    private func orders(upTo steps: Int) -> [[Int]] {
        var found: [[Int]] = [[]]
        func extend(_ order: [Int], zeros: Int, ones: Int) {
            if zeros < steps {
                found.append(order + [0])
                extend(order + [0], zeros: zeros + 1, ones: ones)
            }
            if ones < steps {
                found.append(order + [1])
                extend(order + [1], zeros: zeros, ones: ones + 1)
            }
        }
        extend([], zeros: 0, ones: 0)
        return found
    }
}

/// Carries the disposer both threads race on (that race is the test's subject).
// @unchecked Sendable: on purpose; the interleaving decides who goes when.
private final class SharedDisposer: @unchecked Sendable {
    let value: SinkDisposer

    init(_ value: SinkDisposer) {
        self.value = value
    }
}

/// A disposable that counts every call of `dispose()`, the second one too (unlike
/// `Disposables.create`, which runs its action once).
private final class CountingDisposable: Disposable, Sendable {
    private let count = Atomic<Int>(0)

    var disposals: Int { count.load(ordering: .sequentiallyConsistent) }

    func dispose() {
        count.add(1, ordering: .sequentiallyConsistent)
    }
}
