// The rows every benchmark of the repository runs, in order: their names, kinds and sizes. The
// benchmark (`swift run -c release benchmarks`) and the peers (`bash Tools/Peers/peers.sh`, which
// compiles this file too) read the same list. Sources/Benchmarks/README.md says what each does.

/// How a workload's time is divided: per element pumped, or per subscription created.
enum WorkloadKind: String, Sendable {
    /// Many elements through one subscription: time (and allocations) per element.
    case pumping
    /// Many subscriptions of one element each: time (and allocations) per subscription.
    case creating

    /// The unit a time per item is reported in.
    var unit: String {
        switch self {
        case .pumping: "element"
        case .creating: "subscription"
        }
    }
}

/// One row: its name (RxSwift's, where RxSwift's benchmark has it: `testMapFilterPumping` is
/// `mapFilterPumping`), its kind, and how many elements or subscriptions one run has.
struct WorkloadSpec: Sendable {
    let name: String
    let kind: WorkloadKind
    /// Elements or subscriptions in one full run: RxSwift's size where it has the row.
    let count: Int
    /// The same in `--quick` mode: enough to run every line, too few to time.
    let quickCount: Int
    /// Whether the row comes from RxSwift's own benchmark suite (the rest are this repository's).
    let fromRxSwift: Bool

    init(_ name: String, _ kind: WorkloadKind, _ count: Int, rxSwift: Bool = false) {
        self.name = name
        self.kind = kind
        self.count = count
        self.quickCount = kind == .pumping ? 1_000 : 100
        self.fromRxSwift = rxSwift
    }
}

/// Every row, in the order the tables print them: RxSwift's benchmark first, then the operators an
/// app uses most.
let catalogue: [WorkloadSpec] = [
    WorkloadSpec("publishSubjectPumping", .pumping, 1_000_000, rxSwift: true),
    WorkloadSpec("publishSubjectPumpingTwoSubscriptions", .pumping, 1_000_000, rxSwift: true),
    WorkloadSpec("publishSubjectCreating", .creating, 100_000, rxSwift: true),
    WorkloadSpec("mapFilterPumping", .pumping, 100_000, rxSwift: true),
    WorkloadSpec("mapFilterCreating", .creating, 10_000, rxSwift: true),
    WorkloadSpec("flatMapsPumping", .pumping, 100_000, rxSwift: true),
    WorkloadSpec("flatMapsCreating", .creating, 10_000, rxSwift: true),
    WorkloadSpec("flatMapLatestPumping", .pumping, 100_000, rxSwift: true),
    WorkloadSpec("flatMapLatestCreating", .creating, 10_000, rxSwift: true),
    WorkloadSpec("combineLatestPumping", .pumping, 100_000, rxSwift: true),
    WorkloadSpec("combineLatestCreating", .creating, 10_000, rxSwift: true),
    WorkloadSpec("behaviorRelayPumping", .pumping, 1_000_000, rxSwift: true),
    WorkloadSpec("mapFilterDriverPumping", .pumping, 100_000, rxSwift: true),
    WorkloadSpec("mapFilterDriverCreating", .creating, 10_000, rxSwift: true),
    WorkloadSpec("twelveMapsPumping", .pumping, 100_000),
    WorkloadSpec("scanPumping", .pumping, 100_000),
    WorkloadSpec("scanCreating", .creating, 10_000),
    WorkloadSpec("distinctUntilChangedPumping", .pumping, 100_000),
    WorkloadSpec("distinctUntilChangedCreating", .creating, 10_000),
    WorkloadSpec("concatMapPumping", .pumping, 100_000),
    WorkloadSpec("concatMapCreating", .creating, 10_000),
    WorkloadSpec("withLatestFromPumping", .pumping, 100_000),
    WorkloadSpec("withLatestFromCreating", .creating, 10_000),
    WorkloadSpec("skipTakePumping", .pumping, 100_000),
    WorkloadSpec("skipTakeCreating", .creating, 10_000),
    WorkloadSpec("startWithPumping", .pumping, 100_000),
    WorkloadSpec("startWithCreating", .creating, 10_000),
    WorkloadSpec("compactMapPumping", .pumping, 100_000),
    WorkloadSpec("compactMapCreating", .creating, 10_000),
    WorkloadSpec("retryCatchPumping", .pumping, 100_000),
    WorkloadSpec("retryCatchCreating", .creating, 10_000),
    WorkloadSpec("shareReplayPumping", .pumping, 100_000),
    WorkloadSpec("shareReplayCreating", .creating, 10_000),
    WorkloadSpec("behaviorSubjectPumping", .pumping, 100_000),
    WorkloadSpec("behaviorRelayCreating", .creating, 10_000),
    WorkloadSpec("mergeSubjectsPumping", .pumping, 100_000),
    WorkloadSpec("mergeSubjectsCreating", .creating, 10_000),
    WorkloadSpec("zipPumping", .pumping, 100_000),
    WorkloadSpec("zipCreating", .creating, 10_000),
    WorkloadSpec("observeOnSerialPumping", .pumping, 100_000),
    WorkloadSpec("singleFlatMapCreating", .creating, 10_000),
]

/// The floor's row: the map/filter pumping work as twelve plain closures, no Rx (Floor.swift).
let floorSpec = WorkloadSpec("rawClosureFloor", .pumping, 100_000)
