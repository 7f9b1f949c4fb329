// Recording a diagram with several subscribers, for the operators whose point is what a
// second subscriber sees (`share`, `publish`, `replay`): one output line per subscriber, each
// checked against its own expected marble line. Chapter 9 ("Subjects and sharing").
import Marbles
import ProductionRx

/// One subscriber of a recorded diagram: when it subscribes, when it lets go, and the marble
/// line it must see (read as `recordDiagram`'s `expected`: column 0 is 200, whenever it
/// subscribes).
public struct DiagramSubscriber: Sendable {
    /// The name drawn left of its output line; may be empty.
    public let label: String
    /// When it subscribes: 200 unless given.
    public let subscribed: TestTime
    /// When it disposes its subscription; `nil` for 1000, the end of the test (then the
    /// disposal is not drawn).
    public let disposed: TestTime?
    /// The marble line it must see.
    public let expected: String

    /// A subscriber called `label` that subscribes at `subscribed`, disposes at `disposed`,
    /// and must see `expected`.
    public init(_ label: String = "", at subscribed: TestTime = TestScheduler.Defaults.subscribed, disposedAt disposed: TestTime? = nil, expected: String) {
        self.label = label
        self.subscribed = subscribed
        self.disposed = disposed
        self.expected = expected
    }
}

extension TestScheduler {
    /// `recordDiagram(_:expected:values:error:disposed:_:)` with several subscribers to the
    /// same operator, each subscribing and disposing when it says: the diagram has an output
    /// line per subscriber, labelled, the operator's box above the first, and the test fails
    /// unless each saw its `expected` line.
    ///
    ///     let diagram = try scheduler.recordDiagram(
    ///         "share(replay: 1)",
    ///         subscribers: [.init("A", expected: "-1-2-3-|"), .init("B at 250", at: 250, expected: "---(2)3-|")]
    ///     ) { d in d.hot("-1-2-3-|", of: Int.self).share(replay: 1) }
    public func recordDiagram<Output: ObservableConvertibleType>(
        _ operatorText: String,
        subscribers: [DiagramSubscriber],
        values: [String: Any] = [:],
        error: Swift.Error = MarbleError(),
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ build: @escaping (DiagramInputs) -> Output
    ) throws(MarbleSyntaxError) -> RecordedDiagram {
        let run = DiagramRun(scheduler: self, operatorText: operatorText, subscribers: subscribers)
        try run.record(build, label: diagramLabel, innerOf: { _ in nil })
        for (index, subscriber) in subscribers.enumerated() {
            let expectation = DiagramExpectation(marbles: subscriber.expected, values: values, inners: nil, error: error)
            if let problem = expectation.problem(with: run, subscriber: index) {
                reportFailure(problem, at: AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column))
            }
        }
        return run.diagram
    }
}
