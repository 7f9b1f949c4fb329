// Building the staged package and running the tests that judge the chosen steps, test by
// test: Swift Testing's event stream says which test runs, passes or fails, and how; a
// test that crashes the process or runs too long fails alone and the others run again.
import Foundation
import Toolkit
import WorkbookCatalogue

/// Builds the staged package and its tests, with progress on one line on a terminal.
func build(_ package: StagedPackage, style: Style) -> ChildOutcome {
    var progressShown = false
    let result = package.scratch.build(["--build-tests"] + package.buildArguments) { line in
        if style.enabled, line.hasPrefix("["), let close = line.firstIndex(of: "]") {
            print("\r    building \(package.library.rawValue) with your code \(line[...close])   ", terminator: "")
            progressShown = true
        }
    }
    if progressShown { print("\r\u{1B}[2K", terminator: "") }
    return result
}

/// What happened to one test.
struct TestResult {
    /// `crashed`: the process died while it ran; `timedOut`: it was stopped at the time limit;
    /// `notRun`: it was selected but never ran.
    enum Status { case passed, failed, crashed, timedOut, notRun }

    /// The function's name: `sinkForwardsNothingAfterDispose()`.
    let name: String
    /// The display names of the suites it is in, outermost first.
    var suiteDisplayNames: [String]
    var status: Status = .notRun
    /// Each issue it recorded: its message lines and where.
    var issues: [(lines: [String], location: String?)] = []
    /// For a crash: what most likely caused it, and the few lines that show it.
    var crash: Crash?
}

/// The tests of one run, by Swift Testing's id
/// (`ProductionRxTests.SinkTests/sinkForwardsNothingAfterDispose()/CoreTests.swift:121:10`), in
/// the order they were planned.
struct TestRun {
    var results: [String: TestResult] = [:]
    var order: [String] = []
    /// Set when the tests could not be run at all.
    var failure: [String]?

    /// The results, in order.
    var tests: [TestResult] { order.compactMap { results[$0] } }

    /// The tests of `step`'s checks, in order, each once, and the checks that selected none.
    func tests(of step: Step) -> (tests: [TestResult], emptyChecks: [String]) {
        var seen: Set<String> = []
        let ids = step.checks.map { check in order.filter { $0.hasPrefix("\(step.library.testTarget).\(check)/") && seen.insert($0).inserted } }
        return (ids.joined().compactMap { results[$0] }, zip(step.checks, ids).filter { $1.isEmpty }.map(\.0))
    }
}

/// Runs the tests `filters` select in the built package, one at a time. A test that crashes
/// or runs longer than `timeout` seconds fails, and the tests not yet run are run again without
/// it. They run in the test binary the build left, where there is one (Linux): `swift test`
/// takes about a second more each time, and the runner starts again after every crash.
/// `enough`, when given, is asked as results come, and stops the run once it says yes (CI's
/// proof that every untouched step fails needs one failing test per step, not all of them).
func runTests(
    _ package: StagedPackage, filters: [String], timeout: TimeInterval, environment: [String: String], repository: Repository,
    enough: ((TestRun) -> Bool)? = nil
) -> TestRun {
    var run = TestRun()
    var skips: [String] = []
    var hangs = 0
    // The suites' display names, by id.
    var suiteNames: [String: String] = [:]
    // The operator contract with random sources (RandomContractTests) runs five times as many
    // scripts here as in the repository's own `swift test`: a learner's race is rare. (CI's
    // proof of the workbook sets RX_CONTRACT_SCALE=1 to keep within its budget.)
    var environment = environment.merging(["RX_CONTRACT_SCALE": ProcessInfo.processInfo.environment["RX_CONTRACT_SCALE"] ?? "5"]) { $1 }
    // Under ThreadSanitizer, the first report stops the process inside the test that raced.
    if package.threadSanitizer { environment.merge(Crash.environment(threadSanitizer: true)) { $1 } }
    let eventFile = package.scratch.folder.appendingPathComponent("events.jsonl")
    let command = package.testBinary.map { [$0, "--testing-library", "swift-testing"] }
    for _ in 0..<500 {
        try? FileManager.default.removeItem(at: eventFile)
        let arguments =
            (command ?? ["swift", "test", "--package-path", package.scratch.folder.path, "--skip-build"] + package.buildArguments) + ["--no-parallel"]
            + filters.flatMap { ["--filter", $0] } + skips.flatMap { ["--skip", $0] }
            + ["--event-stream-output-path", eventFile.path, "--event-stream-version", "0"]

        var processed = 0
        var running: (id: String, since: Date)?
        var runEnded = false
        var startedThisTime = 0
        func readEvents() {
            guard let data = FileManager.default.contents(atPath: eventFile.path) else { return }
            // The last line may still be being written: read it only once it ends.
            let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true).dropLast(data.last == UInt8(ascii: "\n") ? 0 : 1)
            defer { processed = lines.count }
            for line in lines.dropFirst(processed) {
                // One line of Swift Testing's event stream (version 0): a test, a suite or an event.
                guard let record = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
                    let payload = record["payload"] as? [String: Any]
                else { continue }
                let field = { (key: String) in payload[key] as? String }
                switch (record["kind"] as? String, field("kind")) {
                case ("test", "suite"):
                    if let id = field("id") { suiteNames[id] = field("displayName") ?? field("name") ?? id }
                case ("test", _):
                    guard let id = field("id"), run.results[id] == nil else { continue }
                    let suites = suiteNames.keys.filter { id.hasPrefix($0 + "/") }.sorted { $0.count < $1.count }
                    run.results[id] = TestResult(name: field("name") ?? id, suiteDisplayNames: suites.map { suiteNames[$0] ?? $0 })
                    run.order.append(id)
                case ("event", "testStarted"):
                    guard let id = field("testID"), run.results[id] != nil else { continue }
                    running = (id, Date())
                    startedThisTime += 1
                    if run.results[id]?.status == .notRun { run.results[id]?.status = .passed }
                case ("event", "issueRecorded"):
                    guard let id = field("testID") ?? running?.id, run.results[id] != nil else { continue }
                    let place = (payload["issue"] as? [String: Any])?["sourceLocation"] as? [String: Any]
                    let location = (place?["_filePath"] as? String).flatMap { file in (place?["line"] as? Int).map { "\(repository.relative(file)):\($0)" } }
                    let messages = (payload["messages"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
                    run.results[id]?.issues.append((messages, location))
                    run.results[id]?.status = .failed
                case ("event", "testEnded"):
                    if let id = field("testID"), id == running?.id { running = nil }
                case ("event", "runEnded"):
                    runEnded = true
                default:
                    break
                }
            }
        }
        var shownEnough = false
        var askedAfter = -1
        let result = Toolkit.run(
            arguments, environment: environment,
            shouldStop: {
                readEvents()
                if let enough, processed != askedAfter {
                    askedAfter = processed
                    shownEnough = enough(run)
                }
                return shownEnough || running.map { Date().timeIntervalSince($0.since) > timeout } ?? false
            })
        readEvents()
        if shownEnough {
            // The test it was in when stopped did not finish: it neither passed nor failed.
            if let current = running, run.results[current.id]?.status == .passed { run.results[current.id]?.status = .notRun }
            break
        }
        if runEnded, running == nil { break }
        if let current = running {
            let stopped = result.ending == .stopped
            run.results[current.id]?.status = stopped ? .timedOut : .crashed
            run.results[current.id]?.crash =
                stopped ? nil : Crash.diagnose(result.ending, standardError: result.standardError, threadSanitizer: package.threadSanitizer, timeout: timeout)
            hangs += stopped ? 1 : 0
            // Every test waits the whole time limit for the same loop: stop early instead.
            if hangs == 3 { break }
        } else if startedThisTime == 0 {
            if run.order.isEmpty || !runEnded { run.failure = Array(result.lines.suffix(20)) }
            break
        }
        if let enough, enough(run) { break }
        // Run again, skipping everything that already has a result.
        skips = run.order.filter { run.results[$0]?.status != .notRun }.map(NSRegularExpression.escapedPattern)
        if !run.order.contains(where: { run.results[$0]?.status == .notRun }) { break }
    }
    return run
}
