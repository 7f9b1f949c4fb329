// One run of an operator over a hot source drawn in marbles, as most of chapter 8's virtual-time
// tests are: the source's line, the line the operator sends, when the source was subscribed.
// A test then reads as the diagram it checks.
import Foundation
import ProductionRx
import ProductionRxTest
import Testing

/// Runs `operation` in virtual time over a hot source drawn as `given` (the operator is
/// subscribed at 200 and disposed at `disposed`), and checks that it sends what `sends` draws
/// and, where `subscribed` is given, when the source was subscribed.
///
///     expectMarbles(given: "-a-b-|", sends: "---a-b-|", subscribed: [Subscription(200, 250)]) {
///         $0.delay(.seconds(20), scheduler: $1)
///     }
///
/// - Parameters:
///   - given: The hot source's line; its `#` fails with `sourceError`.
///   - sends: The line the operator must send; its `#` is `error`.
///   - resolution: The scheduler's tick in seconds (1: `.seconds(30)` is three columns).
///   - operation: The operator under test, applied to the source, on the test scheduler.
func expectMarbles<Output: ObservableConvertibleType>(
    given: String,
    sourceError: Swift.Error = MarbleError(),
    sends: String,
    error: Swift.Error = MarbleError(),
    subscribed: [Subscription]? = nil,
    disposed: TestTime = 1000,
    resolution: TimeInterval = 1,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ operation: @escaping (Observable<String>, TestScheduler) -> Output
) where Output.Element == String {
    let scheduler = TestScheduler(initialClock: 0, resolution: resolution)
    let xs = scheduler.createHotObservable(marbles: given, error: sourceError)

    let res = scheduler.start(disposed: disposed) { operation(xs.asObservable(), scheduler).asObservable() }

    assertMarbles(res.events, sends, error: error, fileID: fileID, filePath: filePath, line: line, column: column)
    if let subscribed {
        if xs.subscriptions != subscribed {
            recordFailure(
                "the source's subscriptions: \(xs.subscriptions), not \(subscribed)", fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }
}

/// One row of a marble table for an operator over hot sources: the rule it shows, the sources'
/// lines, the line the operator must send, and when each source was subscribed. The rule is
/// the test case's name, so that a table of rows reads as the operator's specification:
///
///     @Test(arguments: [
///         MarbleRow("sends the latest element at each tick", given: "-ab--c", "---x---x", sends: "---b---c"),
///     ])
///     func sample(_ row: MarbleRow) { row.expect { $0[0].sample($0[1]) } }
struct MarbleRow: CustomTestStringConvertible, Sendable {
    /// The rule the row shows, in words: the test case's name.
    let testDescription: String
    /// The hot sources' lines, subscribed at 200; a `#` fails with the error `expect` is given.
    let given: [String]
    /// Cold sources' lines (inner sequences, say), each starting when it is subscribed; the
    /// operator gets them after the hot ones.
    let cold: [String]
    /// The line the operator must send; its `#` is that error too.
    let sends: String
    /// What the sent line's letters stand for, where an element is more than one letter
    /// (`["A": "1a"]`); empty when each stands for itself.
    let values: [String: String]
    /// When each source was subscribed and unsubscribed, in the order of `given` then `cold`:
    /// once, or never (`nil`). The whole list `nil` checks none.
    let subscribed: [ClosedRange<TestTime>?]?
    /// When the operator is disposed.
    let disposed: TestTime

    /// A row; a test of one row alone may leave out its rule, which its own name says.
    init(
        _ rule: String = "", given: String..., cold: String..., sends: String, values: [String: String] = [:], subscribed: [ClosedRange<TestTime>?]? = nil,
        disposed: TestTime = 1000
    ) {
        self.given = given
        self.cold = cold
        self.sends = sends
        testDescription = rule
        self.values = values
        self.subscribed = subscribed
        self.disposed = disposed
    }

    /// Runs `operation` in virtual time over the row's sources and checks what it sends and,
    /// where the row says, when each source was subscribed. Returns the scheduler, for a test
    /// that checks its clock too.
    ///
    /// - Parameters:
    ///   - error: What every `#` stands for, in the sources' lines and in the line sent.
    ///   - operation: The operator under test, applied to the sources, on the test scheduler.
    @discardableResult
    func expect<Output: ObservableConvertibleType>(
        error: Swift.Error = MarbleError(),
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ operation: @escaping (MarbleSources) -> Output
    ) -> TestScheduler where Output.Element == String {
        let scheduler = TestScheduler(initialClock: 0)
        let sources =
            given.map { scheduler.createHotObservable(marbles: $0, error: error) } + cold.map { scheduler.createColdObservable(marbles: $0, error: error) }

        let res = scheduler.start(disposed: disposed) { operation(MarbleSources(all: sources.map { $0.asObservable() }, scheduler: scheduler)).asObservable() }

        if values.isEmpty {
            assertMarbles(res.events, sends, error: error, fileID: fileID, filePath: filePath, line: line, column: column)
        } else {
            assertMarbles(res.events, sends, values: values, error: error, fileID: fileID, filePath: filePath, line: line, column: column)
        }
        if let subscribed {
            let expected = subscribed.map { $0.map { [Subscription($0.lowerBound, $0.upperBound)] } ?? [] }
            if sources.map(\.subscriptions) != expected {
                recordFailure(
                    "each source's subscriptions: \(sources.map(\.subscriptions)), not \(expected)", fileID: fileID, filePath: filePath, line: line,
                    column: column)
            }
        }
        return scheduler
    }
}

/// What the operator of a `MarbleRow` is applied to: the row's sources, by position (`$0[0]`),
/// and the test scheduler.
struct MarbleSources {
    /// The hot sources, then the cold ones.
    let all: [Observable<String>]
    /// The scheduler the row runs on.
    let scheduler: TestScheduler

    /// The source at `index`.
    subscript(index: Int) -> Observable<String> { all[index] }
}

/// Joins two elements of marble lines into one ("1" and "a" make "1a"), as a combining
/// operator's selector; throws `MarbleError()`, what a line's `#` stands for, when the first
/// is `X`.
func joined(_ first: String, _ second: String) throws -> String {
    if first == "X" { throw MarbleError() }
    return first + second
}
