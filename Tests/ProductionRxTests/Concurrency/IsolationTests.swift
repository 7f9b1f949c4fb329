// Chapter 16 (Rx under Swift 6): what the compiler sees of the threads Rx runs closures on.
// `map`'s closure is `@Sendable`, so a closure formed on the main actor and run after
// `observe(on:)` a background scheduler is not a main-actor closure: touching main-actor state
// in it draws a diagnostic at that line, and running it draws no trap. A unit's closures are
// `@MainActor`: a nonisolated method may set main-actor state in `drive`, and it runs.
import Dispatch
import Foundation
import ProductionRx
import Testing

/// Whether the caller runs on the main thread or the main queue, which on Linux a test runner
/// may service from another thread.
private enum MainQueue {
    static let key: DispatchSpecificKey<Void> = {
        let key = DispatchSpecificKey<Void>()
        DispatchQueue.main.setSpecific(key: key, value: ())
        return key
    }()

    static var isCurrent: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: key) != nil
    }
}

/// Forms, on the main actor, a map that runs on a background queue, and subscribes to it. The
/// closure touches no main-actor state; it records each result and the thread it ran on in
/// `log`. `done` is signalled on completion.
@MainActor
private func addOneInTheBackground(_ values: [Int], log: ThreadLog, done: DispatchSemaphore) {
    _ = Observable.from(values)
        .observe(on: ConcurrentDispatchQueueScheduler(qos: .background))
        .map { value in
            log.record("\(value + 1) on \(MainQueue.isCurrent ? "main" : "background")")
            return value + 1
        }
        .subscribe(onCompleted: { done.signal() })
}

@Suite("Isolation: closures formed on the main actor", .leakChecked)
struct IsolationTests {
    @Test func aMapFormedOnTheMainActorRunsInTheBackgroundWithoutATrap() async {
        _ = MainQueue.key
        let log = ThreadLog()
        let done = DispatchSemaphore(value: 0)
        // Formed on the main actor, waited for off it: the test blocks no main-actor work.
        await addOneInTheBackground([1, 2, 3], log: log, done: done)
        #expect(done.wait(timeout: .now() + 5) == .success)
        #expect(log.seen == ["2 on background", "3 on background", "4 on background"])
    }

    // The programs of Tests/CompileFailures/SwiftSixPrograms.swift, compiled in Swift 6 mode
    // through the pass that checks isolation.

    static func compile(defining flag: String) throws -> (status: Int32, output: String) {
        try CompileTimeGuaranteeTests.compile(
            CompileTimeGuaranteeTests.compileFailure("SwiftSixPrograms.swift"), defining: [flag], through: ["-emit-sil", "-o", "/dev/null"])
    }

    /// The diagnostics the compiler gave at lines of SwiftSixPrograms.swift, each as
    /// "line: message", in order.
    static func diagnostics(_ output: String) -> [String] {
        output.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: "SwiftSixPrograms.swift:") else { return nil }
            let fields = line[range.upperBound...].split(separator: ":", maxSplits: 3)
            guard fields.count == 4, ["error", "warning"].contains(fields[2].trimmingCharacters(in: .whitespaces)) else { return nil }
            return "\(fields[0]): \(fields[3].trimmingCharacters(in: .whitespaces))"
        }
    }

    /// The line of SwiftSixPrograms.swift that ends with `marker`.
    static func line(endingWith marker: String) throws -> Int {
        let text = try String(contentsOf: CompileTimeGuaranteeTests.compileFailure("SwiftSixPrograms.swift"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return try #require(lines.firstIndex { $0.hasSuffix(marker) }) + 1
    }

    @Test func aMainActorPropertySetInAMapAfterObserveOnIsFlaggedAtThatLine() throws {
        let result = try Self.compile(defining: "RACY_VIEW_MODEL")
        let racyLine = try Self.line(endingWith: "// the racy line")
        #expect(
            Self.diagnostics(result.output) == [
                "\(racyLine): main actor-isolated property 'title' can not be mutated from a Sendable closure"
            ], "\(result.output)")
    }

    @Test func aBackgroundMapFormedOnTheMainActorCompilesWithoutADiagnostic() throws {
        let result = try Self.compile(defining: "BACKGROUND_MAP_FORMED_ON_THE_MAIN_ACTOR")
        #expect(result.status == 0)
        #expect(Self.diagnostics(result.output).isEmpty, "\(result.output)")
    }

    @Test func aNonisolatedMethodDrivesAMainActorLabelWithoutADiagnostic() throws {
        // Against plain closures (RxCocoa's) this says "main actor-isolated property
        // 'text' can not be mutated from a nonisolated context".
        let result = try Self.compile(defining: "DRIVE_MAIN_ACTOR_STATE")
        #expect(result.status == 0)
        #expect(Self.diagnostics(result.output).isEmpty, "\(result.output)")
    }

    @MainActor
    @Test func aNonisolatedMethodDrivesAMainActorLabelAndItRuns() {
        let label = TitleLabel()
        let titles = BehaviorRelay(value: "first")
        let subscription = Screen(label: label).bind(titles.asDriver())
        #expect(label.text == "first (0 before)")
        titles.accept("second")
        #expect(label.text == "second (16 before)")
        subscription.dispose()
        titles.accept("third")
        #expect(label.text == "second (16 before)")
    }

    /// A unit's closures are `@MainActor`, which only holds while the unit delivers on the main
    /// thread. A sharing strategy of one's own that delivers on a background queue breaks that
    /// promise, and the library stops the process at the closure, naming the fix's chapter.
    @Test func aUnitThatDeliversOffTheMainThreadStopsBeforeItsMainActorClosureRuns() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let mapped = DispatchSemaphore(value: 0)
            let subscription = SharedSequence<BackgroundSharingStrategy, Int>.just(1)
                .map { $0 + 1 }
                .asObservable()
                .subscribe(onNext: { _ in mapped.signal() })
            _ = mapped.wait(timeout: .now() + 10)
            subscription.dispose()
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("A unit's map closure is declared `@MainActor`"), "\(message)")
        #expect(message.contains("neither the main thread nor the main queue"))
        #expect(message.contains("Chapter 16"))
    }

    @MainActor
    @Test func aBinderWithoutASchedulerSetsAMainActorLabel() {
        let label = TitleLabel()
        let titles = PublishSubject<String>()
        let subscription = titles.bind(to: Screen(label: label).binder())
        titles.onNext("bound")
        #expect(label.text == "bound")
        subscription.dispose()
    }
}

/// A stand-in for a UIKit label: main-actor state.
@MainActor
private final class TitleLabel {
    var text = ""
}

/// The driving program of SwiftSixPrograms.swift, compiled into the tests: nonisolated methods that bind units to a
/// main-actor label.
private final class Screen: Sendable {
    let label: TitleLabel
    init(label: TitleLabel) { self.label = label }

    nonisolated func bind(_ titles: Driver<String>) -> Disposable {
        titles
            .map { "\($0) (\(self.label.text.count) before)" }
            .drive(onNext: { self.label.text = $0 })
    }

    nonisolated func binder() -> Binder<String> {
        Binder(label) { label, text in label.text = text }
    }
}

/// A sharing strategy that delivers on a background queue: what a unit's main-actor closures
/// must never meet.
private enum BackgroundSharingStrategy: SharingStrategyProtocol {
    static var scheduler: SchedulerType { background }
    private static let background = SerialDispatchQueueScheduler(internalSerialQueueName: "background strategy")

    static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(scope: .whileConnected)
    }
}
