// `debug`: RxSwift's log lines on standard output, for the subscription, each event and the
// disposal. Chapter 5.
import Foundation
import ProductionRx
import Testing

/// The lines `debug` printed for `identifier`, with the timestamp checked and removed.
private func debugLines(_ output: String, identifier: String) -> [String] {
    let timestamp = #/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}: /#
    return output.split(separator: "\n").compactMap { line -> String? in
        guard line.contains(": \(identifier) -> ") else { return nil }
        guard let match = line.prefixMatch(of: timestamp) else {
            Issue.record("no timestamp in \(line)")
            return nil
        }
        return String(line[match.range.upperBound...])
    }
}

@Suite("debug", .leakChecked)
struct DebugTests {
    @Test func debugPrintsTheSubscriptionEachEventAndTheDisposalAndForwardsTheEvents() {
        var seen: [Seen<Int>] = []
        let output = capturingStandardOutput {
            seen = record(Observable.of(1, 2).debug("numbers"))
        }
        #expect(seen == [.next(1), .next(2), .completed])
        #expect(
            debugLines(output, identifier: "numbers") == [
                "numbers -> subscribed",
                "numbers -> Event next(1)",
                "numbers -> Event next(2)",
                "numbers -> Event completed",
                "numbers -> isDisposed",
            ])
    }

    @Test func debugPrintsTheErrorEvent() {
        var seen: [Seen<Int>] = []
        let output = capturingStandardOutput {
            seen = record(Observable<Int>.error(TestError.boom).debug("failing"))
        }
        #expect(seen == [.error("boom")])
        #expect(
            debugLines(output, identifier: "failing") == [
                "failing -> subscribed",
                "failing -> Event error(boom)",
                "failing -> isDisposed",
            ])
    }

    @Test func debugPrintsIsDisposedOnceWhenTheSubscriberDisposes() {
        let source = ManualSource<Int>()
        let output = capturingStandardOutput {
            let subscription = source.observable.debug("manual").subscribe { _ in }
            source.send(.next(1))
            subscription.dispose()
            subscription.dispose()
        }
        #expect(
            debugLines(output, identifier: "manual") == [
                "manual -> subscribed",
                "manual -> Event next(1)",
                "manual -> isDisposed",
            ])
        #expect(!source.isObserved)
    }

    @Test func debugWithoutIdentifierNamesTheFileLineAndFunctionOfTheCall() {
        let line = #line + 2
        let output = capturingStandardOutput {
            _ = record(Observable.just(1).debug())
        }
        let identifier = "DebugTests.swift:\(line) (debugWithoutIdentifierNamesTheFileLineAndFunctionOfTheCall())"
        #expect(debugLines(output, identifier: identifier).first == "\(identifier) -> subscribed")
    }

    @Test func debugTrimsLongEventsToTheirFirstAndLastTwentyCharactersWhenAsked() {
        let long = String(repeating: "a", count: 30) + String(repeating: "z", count: 30)
        let output = capturingStandardOutput {
            _ = record(Observable.just(long).debug("trimmed", trimOutput: true))
            _ = record(Observable.just(long).debug("untrimmed"))
        }
        // "next(" + 60 characters + ")" is 66 long: the first 20 and the last 20 remain.
        let trimmedEvent = "next(" + String(repeating: "a", count: 15) + "..." + String(repeating: "z", count: 19) + ")"
        #expect(debugLines(output, identifier: "trimmed").dropFirst().first == "trimmed -> Event \(trimmedEvent)")
        #expect(debugLines(output, identifier: "untrimmed").dropFirst().first == "untrimmed -> Event next(\(long))")
    }
}
