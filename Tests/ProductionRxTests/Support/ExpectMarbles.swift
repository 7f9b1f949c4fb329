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
        let location = SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
        #expect(xs.subscriptions == subscribed, "the source's subscriptions", sourceLocation: location)
    }
}
