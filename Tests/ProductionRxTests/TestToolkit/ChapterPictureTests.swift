// The chapters' pictures, drawn from recorded runs: each entry records a diagram, checks its
// output, and the test fails when the committed picture is not the one its run draws.
// `swift run sync` draws them again (it runs this suite with RX_WRITE_PICTURES set). Chapter
// 10 shows the atlas's pictures (AtlasTests) instead.
import Foundation
import ProductionRx
import ProductionRxTest
import Testing

/// One chapter picture: where it goes, its title (the alternative text), and its run.
struct ChapterPicture: Sendable, CustomTestStringConvertible {
    let path: String
    let title: String
    let record: @Sendable () throws -> RecordedDiagram

    init(_ path: String, _ title: String, _ record: @escaping @Sendable () throws -> RecordedDiagram) {
        self.path = path
        self.title = title
        self.record = record
    }

    var testDescription: String { path }
}

/// The error of chapter 3's throwing `map`.
private struct TooBig: Error, CustomStringConvertible {
    let value: Int
    var description: String { "TooBig(\(value))" }
}

/// The keystrokes of chapter 8: s, sw, swi, a pause, swif, swift.
private let keystrokes = ["a": "s", "b": "sw", "c": "swi", "d": "swif", "e": "swift"]

/// A subject of chapter 9, fed 1, 2, 3 and completion at 210, 230, 250 and 270 and
/// subscribed at 200, 260 and 290.
private func subjectPicture<Subject: SubjectType & SendableMetatype>(
    _ name: String, _ text: String, _ expected: [String], _ makeSubject: @escaping @Sendable () -> Subject
) -> ChapterPicture where Subject.Observer.Element == Int {
    ChapterPicture("Chapters/09-subjects-and-sharing/Pictures/\(name).svg", "\(text), subscribed at 200, 260 and 290") {
        try TestScheduler(initialClock: 0).recordDiagram(
            text,
            subscribers: [.init("200", expected: expected[0]), .init("260", at: 260, expected: expected[1]), .init("290", at: 290, expected: expected[2])]
        ) { d in
            let subject = makeSubject()
            let sent = d.hot("-1-2-3-|", of: Int.self, label: "sent")
            d.scheduler.scheduleAt(200) { _ = sent.subscribe(subject.asObserver()) }
            return subject
        }
    }
}

/// Chapter 9's shared cold counter: the first subscriber leaves at 240, a newcomer comes at 260.
private func sharePicture(_ scope: SubjectLifetimeScope, _ newcomer: String) -> ChapterPicture {
    ChapterPicture(
        "Chapters/09-subjects-and-sharing/Pictures/share-\(scope).svg",
        "share(replay: 1, scope: .\(scope)): the first subscriber leaves at 240, a newcomer comes at 260"
    ) {
        try TestScheduler(initialClock: 0).recordDiagram(
            "share(replay: 1, scope: .\(scope))",
            subscribers: [.init("first", disposedAt: 240, expected: "-1-2"), .init("newcomer", at: 260, expected: newcomer)]
        ) { d in
            d.cold("-a-b-|", values: ["a": 1, "b": 2], label: "source").share(replay: 1, scope: scope)
        }
    }
}

/// Chapter 12's downloads: `image1.andThen(image2).andThen(image3)`, each a cold Completable.
private func downloads(_ image2: String, disposed: TestTime? = nil, expected: String) throws -> RecordedDiagram {
    try TestScheduler(initialClock: 0).recordDiagram(
        "image1.andThen(image2).andThen(image3)", expected: expected, error: MarbleError("image2 failed"), disposed: disposed
    ) { d in
        let image1 = d.cold("--|", of: Int.self, label: "image1").asCompletable()
        let image2 = d.cold(image2, of: Int.self, error: MarbleError("image2 failed"), label: "image2").asCompletable()
        let image3 = d.cold("---|", of: Int.self, label: "image3").asCompletable()
        return image1.andThen(image2).andThen(image3)
    }
}

extension ChapterPicture {
    static let all: [ChapterPicture] = [
        .init("Chapters/01-observables-are-sequences/Pictures/map.svg", "source and map(*10): 1, 2, 3 in, 10, 20, 30 out, in the same ticks") {
            try TestScheduler(initialClock: 0).recordDiagram("map { $0 * 10 }", expected: "--a--b--c--|", values: ["a": 10, "b": 20, "c": 30]) { d in
                d.hot("--1--2--3--|", of: Int.self, label: "source").map { $0 * 10 }
            }
        },
        .init(
            "Chapters/03-sink-and-the-first-operator/Pictures/map-throws.svg",
            "map that throws TooBig(2) at the second element: the error goes down, the source is let go"
        ) {
            try TestScheduler(initialClock: 0).recordDiagram("map { throws if > 1 }", expected: "--a--#", values: ["a": 10], error: TooBig(value: 2)) { d in
                d.hot("--1--2--3--|", of: Int.self, label: "source").map { value in
                    if value > 1 { throw TooBig(value: value) }
                    return value * 10
                }
            }
        },
        .init("Chapters/08-testing-in-virtual-time/Pictures/map.svg", "map { $0 * 10 }: 1, 2, 3 in, 10, 20, 30 out, in the same columns") {
            // snippet:begin record-diagram
            let scheduler = TestScheduler(initialClock: 0)
            let diagram = try scheduler.recordDiagram("map { $0 * 10 }", expected: "-A-B-C-|", values: ["A": 10, "B": 20, "C": 30]) { d in
                d.hot("-a-b-c-|", values: ["a": 1, "b": 2, "c": 3]).map { $0 * 10 }
            }
            // snippet:end record-diagram
            return diagram
        },
        .init("Chapters/08-testing-in-virtual-time/Pictures/delay.svg", "delay(.seconds(20)): every keystroke and the completion two columns later") {
            try TestScheduler(initialClock: 0).recordDiagram("delay(.seconds(20))", expected: "---a-b-c------d-e------|", values: keystrokes) { d in
                d.hot("-a-b-c------d-e------|", values: keystrokes, label: "keystrokes").delay(.seconds(20), scheduler: d.scheduler)
            }
        },
        .init("Chapters/08-testing-in-virtual-time/Pictures/debounce.svg", "debounce(.seconds(30)): only swi and swift, each 30 ticks after the last keystroke")
        {
            try TestScheduler(initialClock: 0).recordDiagram("debounce(.seconds(30))", expected: "--------c--------e---|", values: ["c": "swi", "e": "swift"]) {
                d in
                d.hot("-a-b-c------d-e------|", values: keystrokes).debounce(.seconds(30), scheduler: d.scheduler)
            }
        },
        .init("Chapters/08-testing-in-virtual-time/Pictures/take-for.svg", "take(for: .seconds(100)): completes at 300 and lets the keystrokes go") {
            try TestScheduler(initialClock: 0).recordDiagram("take(for: .seconds(100))", expected: "-a-b-c----|", values: keystrokes) { d in
                d.hot("-a-b-c------d-e------|", values: keystrokes, label: "keystrokes").take(for: .seconds(100), scheduler: d.scheduler)
            }
        },
        .init("Chapters/08-testing-in-virtual-time/Pictures/timeout.svg", "timeout(.seconds(50)): 50 ticks pass after swi, and it fails at 300") {
            try TestScheduler(initialClock: 0).recordDiagram("timeout(.seconds(50))", expected: "-a-b-c----#", values: keystrokes, error: RxError.timeout) {
                d in
                d.hot("-a-b-c------d-e------|", values: keystrokes, label: "keystrokes").timeout(.seconds(50), scheduler: d.scheduler)
            }
        },
        .init("Chapters/08-testing-in-virtual-time/Pictures/interval.svg", "interval(.seconds(30)).take(4): 0 at 230, then one number every 30 ticks") {
            try TestScheduler(initialClock: 0).recordDiagram("interval(.seconds(30)).take(4)", expected: "---0--1--2--(3|)") { d in
                Observable<Int>.interval(.seconds(30), scheduler: d.scheduler).take(4)
            }
        },
        subjectPicture("publish-subject", "PublishSubject<Int>()", ["-1-2-3-|", "-------|", "---------|"]) { PublishSubject<Int>() },
        subjectPicture("behavior-subject", "BehaviorSubject(value: 0)", ["01-2-3-|", "------3|", "---------|"]) { BehaviorSubject(value: 0) },
        subjectPicture("replay-subject", "ReplaySubject.create(bufferSize: 2)", ["-1-2-3-|", "------(23)|", "---------(23|)"]) {
            ReplaySubject<Int>.create(bufferSize: 2)
        },
        subjectPicture("async-subject", "AsyncSubject<Int>()", ["-------(3|)", "-------(3|)", "---------(3|)"]) { AsyncSubject<Int>() },
        sharePicture(.whileConnected, "-------1-2-|"),
        sharePicture(.forever, "------21-2-|"),
        .init("Chapters/11-traits-primitive-sequence-and-single/Pictures/as-single.svg", "asSingle(): the one element comes with the completion") {
            try TestScheduler(initialClock: 0).recordDiagram("asSingle()", expected: "----(1|)") { d in d.hot("-1--|", of: Int.self, label: "source").asSingle()
            }
        },
        .init("Chapters/11-traits-primitive-sequence-and-single/Pictures/as-single-empty.svg", "asSingle() of an empty source fails") {
            try TestScheduler(initialClock: 0).recordDiagram("asSingle()", expected: "-#", error: RxError.noElements) { d in
                d.hot("-|", of: Int.self, label: "source").asSingle()
            }
        },
        .init(
            "Chapters/11-traits-primitive-sequence-and-single/Pictures/as-single-two.svg",
            "asSingle() fails at a second element and lets the source go; 3 is sent to nobody"
        ) {
            try TestScheduler(initialClock: 0).recordDiagram("asSingle()", expected: "----#", error: RxError.moreThanOneElement) { d in
                d.hot("-1--23-|", of: Int.self, label: "source").asSingle()
            }
        },
        .init("Chapters/11-traits-primitive-sequence-and-single/Pictures/single.svg", "single(): 1 at once, then the error at the second element") {
            try TestScheduler(initialClock: 0).recordDiagram("single()", expected: "-1-#", error: RxError.moreThanOneElement) { d in
                d.hot("-1-2-|", of: Int.self, label: "source").single()
            }
        },
        .init("Chapters/11-traits-primitive-sequence-and-single/Pictures/to-array.svg", "toArray(): [1,2,3] at the completion") {
            try TestScheduler(initialClock: 0).recordDiagram("toArray()", expected: "----------(a|)", values: ["a": [1, 2, 3]]) { d in
                d.hot("-1--2--3--|", of: Int.self, label: "source").toArray()
            }
        },
        .init("Chapters/11-traits-primitive-sequence-and-single/Pictures/first.svg", "first(): 4, and the source is let go at once") {
            try TestScheduler(initialClock: 0).recordDiagram("first()", expected: "-(4|)") { d in d.hot("-4-5-|", of: Int.self, label: "source").first() }
        },
        .init("Chapters/12-traits-maybe-completable-and-then/Pictures/downloads.svg", "three downloads one after the other; the chain completes with the last")
        {
            try downloads("---|", expected: "--------|")
        },
        .init("Chapters/12-traits-maybe-completable-and-then/Pictures/downloads-failing.svg", "image2 fails: the chain fails with it, and image3 never starts")
        {
            try downloads("---#", expected: "-----#")
        },
        .init("Chapters/12-traits-maybe-completable-and-then/Pictures/downloads-disposed.svg", "the chain is disposed at 210, while image1 downloads") {
            try downloads("---|", disposed: 210, expected: "-")
        },
    ]
}

@Suite(.leakChecked)
struct ChapterPictureTests {
    @Test(arguments: ChapterPicture.all)
    func theCommittedPictureIsTheOneItsRunDraws(_ picture: ChapterPicture) throws {
        let diagram = try picture.record()
        if let problem = try GeneratedFiles.check(picture.path, holds: diagram.svg(title: picture.title)) {
            Issue.record(Comment(rawValue: problem))
        }
    }

    /// Every picture in a chapter's Pictures folder is one this suite draws, and every one it
    /// draws is shown by its chapter.
    @Test func everyChapterPictureIsDrawnHereAndShown() throws {
        let drawn = Set(ChapterPicture.all.map(\.path))
        for path in GeneratedFiles.files(under: "Chapters", ext: "svg") where !drawn.contains(path) {
            if let problem = try GeneratedFiles.remove(path, because: "is no chapter picture's") { Issue.record(Comment(rawValue: problem)) }
        }
        for picture in ChapterPicture.all {
            let folder = (picture.path as NSString).deletingLastPathComponent
            let readme = GeneratedFiles.read((folder as NSString).deletingLastPathComponent + "/README.md") ?? ""
            #expect(readme.contains("(Pictures/\((picture.path as NSString).lastPathComponent))"), "\(picture.path) is shown by no chapter")
        }
    }
}
