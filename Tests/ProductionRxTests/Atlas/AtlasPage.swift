// The operator atlas's pages as data: what each says, which entries of the operator contract
// it covers (keyed by the entries' names, so the contract list stays the one list of
// operators), and the runs its pictures are drawn from. AtlasTests writes and checks the pages.
import ProductionRx
import ProductionRxTest

/// What a reader wants to do: the atlas's index groups its pages by it, as reactivex.io's
/// decision tree does.
enum AtlasGroup: String, CaseIterable, Sendable {
    case create = "Create a sequence"
    case transform = "Transform the elements"
    case filter = "Filter: keep some elements"
    case combine = "Combine several sequences"
    case recover = "Recover from errors"
    case share = "Share one subscription"
    case time = "Work with time"
    case threads = "Choose threads, watch events"
    case convert = "Convert between Observable, traits and units"

    /// The sentence that opens the group's section of the index.
    var question: String {
        switch self {
        case .create: "I want a sequence that"
        case .transform: "I want to"
        case .filter: "I want to"
        case .combine: "I have several sequences and want to"
        case .recover: "My sequence may fail, and I want to"
        case .share: "Several subscribers should"
        case .time: "I want to"
        case .threads: "I want to"
        case .convert: "I have one kind of sequence and want"
        }
    }
}

/// One picture of a page: a run recorded in virtual time, and the title that is its
/// alternative text.
struct AtlasPicture: Sendable {
    let title: String
    let record: @Sendable (TestScheduler) throws -> RecordedDiagram

    init(_ title: String, _ record: @escaping @Sendable (TestScheduler) throws -> RecordedDiagram) {
        self.title = title
        self.record = record
    }
}

/// One page of the atlas: `Atlas/<slug>.md`, with its pictures in `Atlas/Pictures/`.
struct AtlasPage: Sendable {
    /// The file name without `.md`; also the name of its example's region (`atlas-<slug>`).
    let slug: String
    /// The page's heading, in Markdown: the operator as a reader calls it (`` `flatMap` ``).
    let title: String
    let group: AtlasGroup
    /// What the reader wants, finishing the group's question in the index ("change each
    /// element": "I want to change each element").
    let want: String
    /// The names of the operator contract's entries this page covers, exactly as the
    /// contract list spells them. Every entry is covered by exactly one page.
    let covers: [String]
    /// What it does, in one sentence.
    let does: String
    /// What is particular about its errors and its disposal, beyond what the contract's
    /// table says; may be empty.
    let ending: String
    /// The chapter sections that build or use it: `"10#flatmap-and-its-family"` (the chapter's
    /// number, then the heading's anchor).
    let chapters: [String]
    /// Its pictures, the first one the page's main picture.
    let pictures: [AtlasPicture]

    init(
        _ slug: String, title: String? = nil, _ group: AtlasGroup, want: String, covers: [String], does: String, ending: String = "",
        chapters: [String], pictures: [AtlasPicture]
    ) {
        self.slug = slug
        self.title = title.map { $0.contains("`") ? $0 : "`\($0)`" } ?? "`\(slug)`"
        self.group = group
        self.want = want
        self.covers = covers
        self.does = does
        self.ending = ending
        self.chapters = chapters
        self.pictures = pictures
    }

    /// The file of the picture at `index`: `Pictures/map.svg`, then `Pictures/map-2.svg`.
    func pictureFile(_ index: Int) -> String {
        "Pictures/\(slug)\(index == 0 ? "" : "-\(index + 1)").svg"
    }

    /// Every page, in the index's order.
    static let all: [AtlasPage] = create + transform + filter + combine + recover + share + time + threads + traits + units
}
