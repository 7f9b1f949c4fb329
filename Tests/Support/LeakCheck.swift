// The leak check every test runs under: the implementation's live-resource counter
// (`Resources.total`, chapter 6) must be back where it started when a test ends.
import Foundation
import Testing

/// A trait that runs each test alone and checks afterwards that the implementation's
/// live-resource counter is back where it started.
///
/// Both implementations count their live objects in debug builds (`Resources.total`, as
/// RxSwift does with `TRACE_RESOURCES`, `RxSwift/Rx.swift`). The counter is one number for the whole process, so
/// tests under this trait take turns: a gate lets one test at a time run its body. Waiting
/// at the gate suspends the task; it does not block a thread.
///
/// Each test target names its implementation once:
///
///     extension Trait where Self == LeakCheck {
///         static var leakChecked: Self { LeakCheck("NaiveRx") { Int(Resources.total) } }
///     }
///
/// and every suite carries it: `@Suite(.leakChecked) struct MapTests { … }`.
public struct LeakCheck: TestTrait, SuiteTrait, TestScoping {
    /// The implementation's name, printed when a test leaks.
    public let implementation: String
    /// Reads the live-resource counter.
    public let liveResources: @Sendable () -> Int

    /// Creates the trait for one implementation's counter.
    public init(_ implementation: String, liveResources: @escaping @Sendable () -> Int) {
        self.implementation = implementation
        self.liveResources = liveResources
    }

    /// Applied to a suite, the trait applies to every test inside it.
    public var isRecursive: Bool { true }

    /// Only test cases are scoped (a plain test function has one case; a parameterised test
    /// has one per argument). Suites, and a test function as a whole, are not: entering the
    /// gate twice for the same test would wait for ever.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil || test.isSuite ? nil : self
    }

    /// Runs the test alone, then waits briefly for resources released on other threads and
    /// records an issue if the counter is not back where it started.
    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        await LeakGate.shared.enter()
        let before = liveResources()
        LeakGate.acknowledged.withLock { $0 = 0 }
        let watchdog = Self.watch(test)
        defer { watchdog.cancel() }
        do {
            try await function()
        } catch {
            await settle(before: before)
            await LeakGate.shared.leave()
            throw error
        }
        await settle(before: before)
        let after = liveResources()
        let acknowledged = LeakGate.acknowledged.withLock { $0 }
        await LeakGate.shared.leave()
        if let leak = leakReport(before: before, after: after, acknowledged: acknowledged) {
            Issue.record(Comment(rawValue: leak))
        }
    }

    /// What a test that leaked is told, naming `test` if given; `nil` when the counter went
    /// from `before` to `after` by exactly the `acknowledged` leaks.
    public func leakReport(before: Int, after: Int, acknowledged: Int, test: String? = nil) -> String? {
        guard after - before != acknowledged else { return nil }
        return """
            \(implementation): \(test.map { "\($0): " } ?? "")\(after - before) resource(s) still alive after the test \
            (counter went from \(before) to \(after)\
            \(acknowledged == 0 ? "" : ", \(acknowledged) leak(s) acknowledged by the test")). \
            Something was not disposed or is kept alive by a reference cycle; \
            Chapters/06-disposables-and-disposebag/README.md explains the counter.
            """
    }

    /// Every other leak-checked test waits while one runs, so a test that hangs stops the
    /// whole run without a word: after a minute, and each minute after, this names it on
    /// standard error.
    private static func watch(_ test: Test) -> Task<Void, Never> {
        Task.detached {
            var minutes = 0
            while true {
                do { try await Task.sleep(for: .seconds(60)) } catch { return }
                minutes += 1
                let location = test.sourceLocation
                let line = "⏳ \(test.name) (\(location.fileID):\(location.line)) has run for \(minutes) min; the other leak-checked tests wait for it.\n"
                FileHandle.standardError.write(Data(line.utf8))
            }
        }
    }

    /// Resources released by another thread may lag behind the test's last line by a moment.
    private func settle(before: Int) async {
        for _ in 0..<200 where liveResources() != before + LeakGate.acknowledged.withLock({ $0 }) {
            try? await Task.sleep(for: .milliseconds(5))
        }
    }

    /// Tells the running leak check that this test leaks `count` resources on purpose, as the
    /// chapter 4 tests do to show NaiveRx's documented leaks. The check then expects exactly
    /// that many, no more and no fewer.
    public static func acknowledgeLeak(_ count: Int) {
        LeakGate.acknowledged.withLock { $0 += count }
    }
}

extension Trait where Self == LeakCheck {
    /// A leak check for an implementation with the given counter.
    public static func leakChecked(
        _ implementation: String,
        liveResources: @escaping @Sendable () -> Int
    ) -> Self {
        LeakCheck(implementation, liveResources: liveResources)
    }
}
