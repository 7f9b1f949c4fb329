// Chapter 13 (Units): the search box of RxCocoa's documentation (RxSwift's
// `Documentation/Traits.md`), end to end on the headless
// toolkit (Chapters/13-units/HeadlessUI). The beginner's version shows its three problems;
// the version fixed with operators and the Driver version show none of them. Runs on the main
// actor: the screen's bindings subscribe on the main queue, and `drive` insists on it.
import HeadlessUI
import ProductionRx
import Testing

@Suite("Units: the search box, three ways", .leakChecked)
@MainActor
struct SearchBoxTests {
    /// The queries the script types, each a request: "" (the empty field), "rx", "rxs" (which
    /// fails), "rxsw" (cancelled by the next one) and "rxswift".
    let allQueries = ["", "rx", "rxs", "rxsw", "rxswift"]

    // MARK: The beginner's version: three problems

    @Test func beginnerAnErrorUnbindsEverythingAndTheScreenStopsAnswering() {
        let run = runSearchBox(.beginner)
        // "rxs" fails at 1400; nothing after that reaches the screen, nor the service.
        #expect(run.updates.allSatisfy { $0.time < 1400 })
        #expect(run.distinctQueries == ["", "rx", "rxs"])
        #expect(run.updates(of: "resultCount").last?.value == "5")
    }

    @Test func beginnerResultsAreBoundOnTheBackgroundThread() {
        let run = runSearchBox(.beginner)
        #expect(!run.updates.isEmpty)
        #expect(run.updates.allSatisfy { $0.queue == "background" })
    }

    @Test func beginnerTwoBindingsMakeTwoRequestsPerQuery() {
        let run = runSearchBox(.beginner)
        #expect(run.requests.map(\.query) == ["", "", "rx", "rx", "rxs", "rxs"])
    }

    // MARK: Fixed with operators, and with a Driver: none of them

    @Test(arguments: [SearchBoxVersion.operators, .driver])
    func aFailedRequestShowsNoResultsAndTheNextQueriesStillGetAnswers(_ version: SearchBoxVersion) {
        let run = runSearchBox(version)
        #expect(
            run.updates(of: "resultCount").map(\.description) == ["800 resultCount = 5 (main)", "1400 resultCount = 0 (main)", "2300 resultCount = 1 (main)"])
        #expect(run.updates(of: "resultsTable").last?.value == "RxSwift")
    }

    @Test(arguments: [SearchBoxVersion.operators, .driver])
    func everyResultIsBoundOnTheMainQueue(_ version: SearchBoxVersion) {
        let run = runSearchBox(version)
        #expect(run.updates.count == 6)
        #expect(run.updates.allSatisfy { $0.queue == "main" })
    }

    @Test(arguments: [SearchBoxVersion.operators, .driver])
    func twoBindingsShareOneRequestPerQueryAndANewerQueryCancelsTheOlder(_ version: SearchBoxVersion) {
        let run = runSearchBox(version)
        #expect(run.requests.map(\.query) == allQueries)
        #expect(run.requests.map(\.time) == [0, 300, 900, 1500, 1800])
        #expect(run.cancelled == ["", "rxsw"])
    }

    @Test func withoutAFailureTheBeginnerVersionStillMakesTwiceTheRequests() {
        // Problem 3 does not need problem 1: with a service that never fails, every query is
        // still requested once per binding.
        let beginner = runSearchBox(.beginner, failing: [])
        let driver = runSearchBox(.driver, failing: [])
        #expect(beginner.requests.count == 2 * driver.requests.count)
        #expect(driver.requests.map(\.query) == allQueries)
    }

    @Test func typingThroughThrottleSendsTheFirstQueryAtOnceAndTheLatestAtTheWindowsEnd() {
        // "r" at 100 and "x" at 150 fall inside the window opened by "" at 0: only "rx" is
        // sent, at 300. "w", "i", "f", "t" from 1500: "rxsw" at once, "rxswift" at 1800.
        let run = runSearchBox(.driver, failing: [])
        #expect(run.requests.map(\.query) == allQueries)
        #expect(run.requests.map(\.time) == [0, 300, 900, 1500, 1800])
    }
}
