// Chapter 16 ("What is Sendable, and what is not"): which of ProductionRx's types cross from one
// isolation domain to another, and how. Schedulers and a BooleanDisposable are `Sendable` and
// are shared; a subject, a relay and a DisposeBag are not, and are handed over instead, which
// Swift 6 allows when the caller keeps nothing that reaches them.
import Dispatch
import Foundation
import ProductionRx
import Synchronization
import XCTest

/// An actor that sends on what it was handed and disposes it: work in another isolation domain.
private actor Sender {
    private var bags: [DisposeBag] = []

    /// Sends on `subject` and `relay`, and keeps `bag`, and with it their subscriptions.
    func send(_ subject: PublishSubject<Int>, _ relay: BehaviorRelay<String>, keeping bag: DisposeBag) {
        bags.append(bag)
        subject.onNext(2)
        relay.accept("b")
    }

    func schedule(on scheduler: SerialDispatchQueueScheduler, _ log: ThreadLog) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            _ = scheduler.schedule(()) { _ in
                log.record("scheduled by the actor on \(whereAmI())")
                done.resume()
                return Disposables.create()
            }
        }
    }

    func dispose(_ disposable: BooleanDisposable) {
        disposable.dispose()
    }
}

/// Crossing isolation: what is shared and what is handed over
final class CrossingIsolationTests: RxTestCase {
    func testASchedulerIsSharedWithATaskAndAnActor() async {
        let scheduler = SerialDispatchQueueScheduler(queue: namedQueue("shared"), internalSerialQueueName: "shared")
        let log = ThreadLog()
        await Task.detached {
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                _ = scheduler.schedule(()) { _ in
                    log.record("scheduled by the task on \(whereAmI())")
                    done.resume()
                    return Disposables.create()
                }
            }
        }.value
        await Sender().schedule(on: scheduler, log)
        XCTAssertEqual(log.seen, ["scheduled by the task on shared", "scheduled by the actor on shared"])
    }

    func testABooleanDisposableIsSharedWithATaskAndAnActor() async {
        let fromTask = BooleanDisposable()
        let fromActor = BooleanDisposable()
        await Task.detached { fromTask.dispose() }.value
        await Sender().dispose(fromActor)
        XCTAssertTrue(fromTask.isDisposed)
        XCTAssertTrue(fromActor.isDisposed)
    }

    func testASubjectARelayAndABagAreHandedOverToATask() async {
        let log = ThreadLog()
        let subject = PublishSubject<Int>()
        let relay = BehaviorRelay(value: "a")
        let bag = DisposeBag()
        // `@Sendable` subscribers: they may run wherever the task sends.
        subject.subscribe(onNext: { @Sendable value in log.record("subject \(value)") }).disposed(by: bag)
        relay.subscribe(onNext: { @Sendable value in log.record("relay \(value)") }).disposed(by: bag)
        // Nothing here reaches the three after this line: the task may take them.
        await Task.detached {
            subject.onNext(1)
            relay.accept("b")
            _ = bag
        }.value
        XCTAssertEqual(log.seen, ["relay a", "subject 1", "relay b"])
    }

    func testASubjectARelayAndABagAreHandedOverToAnActor() async {
        let log = ThreadLog()
        let subject = PublishSubject<Int>()
        let relay = BehaviorRelay(value: "a")
        let bag = DisposeBag()
        subject.subscribe(onNext: { @Sendable value in log.record("subject \(value)") }).disposed(by: bag)
        relay.subscribe(onNext: { @Sendable value in log.record("relay \(value)") }).disposed(by: bag)
        await Sender().send(subject, relay, keeping: bag)
        XCTAssertEqual(log.seen, ["relay a", "subject 2", "relay b"])
    }

    // The two tests below run the compiler on Tests/CompileFailures/SharingASubject.swift.

    /// The file, compiled through the pass that checks what crosses isolation (`-emit-sil`; a
    /// plain `-typecheck` stops before it).
    static func compile(defining flags: [String]) throws -> (status: Int32, output: String) {
        try CompileTimeGuaranteeTests.compile(
            CompileTimeGuaranteeTests.compileFailure("SharingASubject.swift"), defining: flags, through: ["-emit-sil", "-o", "/dev/null"])
    }

    func testASubscriberOrADisposeActionCapturingStateATaskCouldReachIsFlaggedWhereItCaptures() throws {
        let result = try Self.compile(defining: ["SHARE_A_SUBJECT", "SHARE_A_BAG"])
        let flagged = result.output.split(separator: "\n").filter {
            $0.contains("SharingASubject.swift:") && $0.contains("capture of 'counter' with non-Sendable type 'Counter' in a '@Sendable' closure")
        }
        let text = try String(contentsOf: CompileTimeGuaranteeTests.compileFailure("SharingASubject.swift"), encoding: .utf8)
        let markedLines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { $0.element.hasSuffix("// flagged: the closure is @Sendable") }.map { $0.offset + 1 }
        XCTAssertEqual(markedLines.count, 2)
        // The compiler names each capture once at its line, then again under the quoted source.
        XCTAssertTrue(
            flagged.compactMap { line in line.split(separator: ":").dropFirst().first.flatMap { Int($0) } } == markedLines,
            "one diagnostic at the subscriber and one at the dispose action:\n\(result.output)")
    }

    func testHandingOverCompilesWithoutADiagnostic() throws {
        // Also the control case: without the flags, the file compiles, and says nothing.
        let result = try Self.compile(defining: [])
        XCTAssertEqual(result.status, 0, "\(result.output)")
        XCTAssertFalse(result.output.contains("SharingASubject.swift:"), "\(result.output)")
    }
}
