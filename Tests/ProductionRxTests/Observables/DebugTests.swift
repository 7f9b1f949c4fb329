// `debug`: RxSwift's log lines (`RxSwift/Observables/Debug.swift`) on standard output, for the subscription, each event and the
// disposal. Chapter 5.
import Foundation
import ProductionRx
import XCTest

/// The lines `debug` printed for `identifier`, with the timestamp checked and removed.
private func debugLines(_ output: String, identifier: String) -> [String] {
    let timestamp = #/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}: /#
    return output.split(separator: "\n").compactMap { line -> String? in
        guard line.contains(": \(identifier) -> ") else { return nil }
        guard let match = line.prefixMatch(of: timestamp) else {
            XCTFail("no timestamp in \(line)")
            return nil
        }
        return String(line[match.range.upperBound...])
    }
}

final class DebugTests: RxTestCase {
    func testDebugPrintsTheSubscriptionEachEventAndTheDisposalAndForwardsTheEvents() {
        var seen: [Seen<Int>] = []
        let output = capturingStandardOutput {
            seen = record(Observable.of(1, 2).debug("numbers"))
        }
        XCTAssertEqual(seen, [.next(1), .next(2), .completed])
        XCTAssertEqual(
            debugLines(output, identifier: "numbers"),
            [
                "numbers -> subscribed",
                "numbers -> Event next(1)",
                "numbers -> Event next(2)",
                "numbers -> Event completed",
                "numbers -> isDisposed",
            ])
    }

    func testDebugPrintsTheErrorEvent() {
        var seen: [Seen<Int>] = []
        let output = capturingStandardOutput {
            seen = record(Observable<Int>.error(TestError.boom).debug("failing"))
        }
        XCTAssertEqual(seen, [.error("boom")])
        XCTAssertEqual(
            debugLines(output, identifier: "failing"),
            [
                "failing -> subscribed",
                "failing -> Event error(boom)",
                "failing -> isDisposed",
            ])
    }

    func testDebugPrintsIsDisposedOnceWhenTheSubscriberDisposes() {
        let source = ManualSource<Int>()
        let output = capturingStandardOutput {
            let subscription = source.observable.debug("manual").subscribe { _ in }
            source.send(.next(1))
            subscription.dispose()
            subscription.dispose()
        }
        XCTAssertEqual(
            debugLines(output, identifier: "manual"),
            [
                "manual -> subscribed",
                "manual -> Event next(1)",
                "manual -> isDisposed",
            ])
        XCTAssertFalse(source.isObserved)
    }

    func testDebugWithoutIdentifierNamesTheFileLineAndFunctionOfTheCall() {
        let line = #line + 2
        let output = capturingStandardOutput {
            _ = record(Observable.just(1).debug())
        }
        let identifier = "DebugTests.swift:\(line) (testDebugWithoutIdentifierNamesTheFileLineAndFunctionOfTheCall())"
        XCTAssertEqual(debugLines(output, identifier: identifier).first, "\(identifier) -> subscribed")
    }

    func testDebugTrimsLongEventsToTheirFirstAndLastTwentyCharactersWhenAsked() {
        let long = String(repeating: "a", count: 30) + String(repeating: "z", count: 30)
        let output = capturingStandardOutput {
            _ = record(Observable.just(long).debug("trimmed", trimOutput: true))
            _ = record(Observable.just(long).debug("untrimmed"))
        }
        // "next(" + 60 characters + ")" is 66 long: the first 20 and the last 20 remain.
        let trimmedEvent = "next(" + String(repeating: "a", count: 15) + "..." + String(repeating: "z", count: 19) + ")"
        XCTAssertEqual(debugLines(output, identifier: "trimmed").dropFirst().first, "trimmed -> Event \(trimmedEvent)")
        XCTAssertEqual(debugLines(output, identifier: "untrimmed").dropFirst().first, "untrimmed -> Event next(\(long))")
    }
}
