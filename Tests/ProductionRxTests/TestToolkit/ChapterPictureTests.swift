// Chapter 8's pictures, drawn from recorded runs: each test records a diagram, checks its
// output, and checks that the committed picture is the one the run draws.
// `RX_WRITE_PICTURES=1 swift test --filter ChapterPictureTests` draws them again.
import Foundation
import ProductionRx
import ProductionRxTest
import Testing

@Suite(.leakChecked)
struct ChapterPictureTests {
    /// The folder of chapter 8's pictures.
    static let pictures = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Chapters/08-testing-in-virtual-time/Pictures")

    @Test func mapTimesTen() throws {
        // snippet:begin record-diagram
        let scheduler = TestScheduler(initialClock: 0)
        let diagram = try scheduler.recordDiagram("map { $0 * 10 }", expected: "-A-B-C-|", values: ["A": 10, "B": 20, "C": 30]) { d in
            d.hot("-a-b-c-|", values: ["a": 1, "b": 2, "c": 3]).map { $0 * 10 }
        }
        // snippet:end record-diagram
        try checkPicture(diagram, "map.svg", title: "map { $0 * 10 }: 1, 2, 3 in, 10, 20, 30 out, in the same columns")
    }

    @Test func debounceSendsTheQueryTheUserPausedOn() throws {
        let queries = ["a": "s", "b": "sw", "c": "swi", "d": "swif", "e": "swift"]
        let diagram = try TestScheduler(initialClock: 0).recordDiagram(
            "debounce(.seconds(30))", expected: "--------c--------e---|", values: ["c": "swi", "e": "swift"]
        ) { d in
            d.hot("-a-b-c------d-e------|", values: queries).debounce(.seconds(30), scheduler: d.scheduler)
        }
        try checkPicture(diagram, "debounce.svg", title: "debounce(.seconds(30)): only swi and swift, each 30 ticks after the last keystroke")
    }

    /// Fails unless the committed picture `name` is the one `diagram` draws; with
    /// `RX_WRITE_PICTURES` set, writes it instead.
    private func checkPicture(_ diagram: RecordedDiagram, _ name: String, title: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = Self.pictures.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["RX_WRITE_PICTURES"] != nil {
            try diagram.writeSVG(to: url, title: title)
            return
        }
        let committed = try? String(contentsOf: url, encoding: .utf8)
        #expect(
            committed == diagram.svg(title: title),
            "\(name) is not the picture its run draws: RX_WRITE_PICTURES=1 swift test --filter ChapterPictureTests draws it again",
            sourceLocation: sourceLocation)
    }
}
