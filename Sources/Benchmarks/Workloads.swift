// The workloads the benchmark runs: every row of Catalogue.swift (RxSwift's published table, then the
// operators an app uses most), with its target where one is set. Chapter 15 reads the
// numbers; Sources/Benchmarks/README.md says how.

/// One row of the table: its name, kind and sizes (from Catalogue.swift), what it runs in each
/// implementation, and the speed target set for it.
struct Workload: Sendable {
    /// The name of RxSwift's benchmark (`testMapFilterPumping` is `mapFilterPumping`), or of the
    /// repository's own row.
    let name: String
    /// Pumping or creating.
    let kind: WorkloadKind
    /// Elements or subscriptions in one full run: the size RxSwift's benchmark uses, and the
    /// one the targets are for.
    let count: Int
    /// The same in `--quick` mode: enough to run every line, too few to time.
    let quickCount: Int
    /// NaiveRx's run, where NaiveRx has the operators; returns a sum that must equal the count.
    let naive: (@Sendable (Int) -> Int)?
    /// ProductionRx's run; returns a sum that must equal the count.
    let production: @Sendable (Int) -> Int
    /// The speed target for ProductionRx: milliseconds for the whole workload on the targets'
    /// machine, where the floor took 11.4 ms (half of RxSwift 6's time there).
    let targetMilliseconds: Double?
    /// The stretch target (the fastest peer's time), where it sets one.
    let stretchMilliseconds: Double?

    /// The row `spec`, ProductionRx's run from RxAPI/Rows.swift, NaiveRx's where it has one.
    init(_ spec: WorkloadSpec, production: (@Sendable (Int) -> Int)? = nil, naive: (@Sendable (Int) -> Int)? = nil) {
        guard let run = production ?? RxRows.all[spec.name] else {
            fatalError("RxAPI/Rows.swift has no \(spec.name)")
        }
        let target = speedTargets[spec.name]
        self.init(
            name: spec.name, kind: spec.kind, count: spec.count, quickCount: spec.quickCount, naive: naive, production: run,
            targetMilliseconds: target?.target, stretchMilliseconds: target?.stretch)
    }

    init(
        name: String, kind: WorkloadKind, count: Int, quickCount: Int, naive: (@Sendable (Int) -> Int)?, production: @escaping @Sendable (Int) -> Int,
        targetMilliseconds: Double?, stretchMilliseconds: Double?
    ) {
        self.name = name
        self.kind = kind
        self.count = count
        self.quickCount = quickCount
        self.naive = naive
        self.production = production
        self.targetMilliseconds = targetMilliseconds
        self.stretchMilliseconds = stretchMilliseconds
    }
}

/// The floor's time in the run the targets were set from: a target `t` ms is `t × floor ÷ 11.4` ms in this run,
/// where the floor is `closureArrayFloor`, the one the targets were measured with (see Floor.swift).
let targetsFloorMilliseconds = 11.4

/// The speed targets in milliseconds (half of RxSwift 6's time on the machine they were set on), and its
/// stretch targets (the fastest peer's time) where it sets one. The Driver rows' target is half
/// of RxSwift's Observable rows plus the main-scheduler hop, a number no run here has measured,
/// so none is set; the rows beyond RxSwift's benchmark have none either (Tools/Peers compares
/// them with the peers instead).
let speedTargets: [String: (target: Double, stretch: Double?)] = [
    "publishSubjectPumping": (413, 313),
    "publishSubjectPumpingTwoSubscriptions": (425, nil),
    "publishSubjectCreating": (234, nil),
    "mapFilterPumping": (141, 81),
    "mapFilterCreating": (121, 39),
    "flatMapsPumping": (613, nil),
    "flatMapsCreating": (171, nil),
    "flatMapLatestPumping": (575, nil),
    "flatMapLatestCreating": (163, nil),
    "combineLatestPumping": (314, nil),
    "combineLatestCreating": (421, nil),
    "behaviorRelayPumping": (571, 339),
]

/// NaiveRx's runs: it has `map` only, and the benchmark's own `filter` (NaiveRxWorkloads.swift).
let naiveRuns: [String: @Sendable (Int) -> Int] = [
    "mapFilterPumping": NaiveRxWorkloads.mapFilterPumping(elements:),
    "mapFilterCreating": NaiveRxWorkloads.mapFilterCreating(subscriptions:),
    "twelveMapsPumping": NaiveRxWorkloads.twelveMapsPumping(elements:),
]

/// Every workload, in the catalogue's order. The Driver rows must run on the main thread (see
/// RxAPI/DriverWorkloads.swift), as the table and --once do.
let workloads: [Workload] = catalogue.map { Workload($0, naive: naiveRuns[$0.name]) }

/// The floor: the map/filter pumping work as twelve plain closures, no Rx. "× floor" divides
/// by this one.
let floorWorkload = Workload(
    name: "rawClosureFloor", kind: .pumping, count: 100_000, quickCount: 1_000, naive: nil,
    production: Floor.rawClosureFloor(elements:), targetMilliseconds: nil, stretchMilliseconds: nil)

/// The floor the targets' 11.4 ms was measured with (closures loaded from arrays on every call):
/// the targets are carried over through this one.
let targetFloorWorkload = Workload(
    name: "closureArrayFloor", kind: .pumping, count: 100_000, quickCount: 1_000, naive: nil,
    production: Floor.closureArrayFloor(elements:), targetMilliseconds: nil, stretchMilliseconds: nil)

/// Every workload and both floors: what `--quick`, `--once` and `--list` go through.
let allWorkloads = workloads + [floorWorkload, targetFloorWorkload]
