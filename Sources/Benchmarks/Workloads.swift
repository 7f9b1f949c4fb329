// The list of workloads the benchmark runs: every row of issue 14's table, with its target.
// Chapter 15 reads the numbers; Sources/Benchmarks/README.md says how.

/// One workload of the table: what it runs in each implementation, how big one run is, and the
/// target issue 14 sets for it.
struct Workload: Sendable {
    /// How a workload's time is divided: per element pumped, or per subscription created.
    enum Kind: Sendable {
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

    /// The name of RxSwift's benchmark (`testMapFilterPumping` is `mapFilterPumping`).
    let name: String
    /// Pumping or creating.
    let kind: Kind
    /// Elements or subscriptions in one full run: the size RxSwift's benchmark uses, and the
    /// one the targets are for.
    let count: Int
    /// The same in `--quick` mode: enough to run every line, too few to time.
    let quickCount: Int
    /// NaiveRx's run, where NaiveRx has the operators; returns a sum that must equal the count.
    let naive: (@Sendable (Int) -> Int)?
    /// ProductionRx's run; returns a sum that must equal the count.
    let production: @Sendable (Int) -> Int
    /// Issue 14's target for ProductionRx: milliseconds for the whole workload on the issue's
    /// machine, where the floor took 11.4 ms (half of RxSwift 6's time there).
    let targetMilliseconds: Double?
    /// Issue 14's stretch target (the fastest peer's time), where it sets one.
    let stretchMilliseconds: Double?
}

/// The floor's time in issue 14's run: a target `t` ms is `t × floor ÷ 11.4` ms in this run,
/// where the floor is `closureArrayFloor`, the one the issue measured (see Floor.swift).
let issueFloorMilliseconds = 11.4

/// Every workload, in the order of issue 14's table.
let workloads: [Workload] = [
    Workload(
        name: "publishSubjectPumping", kind: .pumping, count: 1_000_000, quickCount: 1_000, naive: nil,
        production: { ProductionRxWorkloads.publishSubjectPumping(elements: $0, subscribers: 1) },
        targetMilliseconds: 413, stretchMilliseconds: 313),
    Workload(
        name: "publishSubjectPumpingTwoSubscriptions", kind: .pumping, count: 1_000_000, quickCount: 1_000, naive: nil,
        production: { ProductionRxWorkloads.publishSubjectPumping(elements: $0, subscribers: 2) },
        targetMilliseconds: 425, stretchMilliseconds: nil),
    Workload(
        name: "publishSubjectCreating", kind: .creating, count: 100_000, quickCount: 100, naive: nil,
        production: ProductionRxWorkloads.publishSubjectCreating(subscriptions:),
        targetMilliseconds: 234, stretchMilliseconds: nil),
    Workload(
        name: "mapFilterPumping", kind: .pumping, count: 100_000, quickCount: 1_000,
        naive: NaiveRxWorkloads.mapFilterPumping(elements:), production: ProductionRxWorkloads.mapFilterPumping(elements:),
        targetMilliseconds: 141, stretchMilliseconds: 81),
    Workload(
        name: "mapFilterCreating", kind: .creating, count: 10_000, quickCount: 100,
        naive: NaiveRxWorkloads.mapFilterCreating(subscriptions:), production: ProductionRxWorkloads.mapFilterCreating(subscriptions:),
        targetMilliseconds: 121, stretchMilliseconds: 39),
    Workload(
        name: "flatMapsPumping", kind: .pumping, count: 100_000, quickCount: 1_000, naive: nil,
        production: ProductionRxWorkloads.flatMapsPumping(elements:),
        targetMilliseconds: 613, stretchMilliseconds: nil),
    Workload(
        name: "flatMapsCreating", kind: .creating, count: 10_000, quickCount: 100, naive: nil,
        production: ProductionRxWorkloads.flatMapsCreating(subscriptions:),
        targetMilliseconds: 171, stretchMilliseconds: nil),
    Workload(
        name: "flatMapLatestPumping", kind: .pumping, count: 100_000, quickCount: 1_000, naive: nil,
        production: ProductionRxWorkloads.flatMapLatestPumping(elements:),
        targetMilliseconds: 575, stretchMilliseconds: nil),
    Workload(
        name: "flatMapLatestCreating", kind: .creating, count: 10_000, quickCount: 100, naive: nil,
        production: ProductionRxWorkloads.flatMapLatestCreating(subscriptions:),
        targetMilliseconds: 163, stretchMilliseconds: nil),
    Workload(
        name: "combineLatestPumping", kind: .pumping, count: 100_000, quickCount: 1_000, naive: nil,
        production: ProductionRxWorkloads.combineLatestPumping(elements:),
        targetMilliseconds: 314, stretchMilliseconds: nil),
    Workload(
        name: "combineLatestCreating", kind: .creating, count: 10_000, quickCount: 100, naive: nil,
        production: ProductionRxWorkloads.combineLatestCreating(subscriptions:),
        targetMilliseconds: 421, stretchMilliseconds: nil),
    Workload(
        name: "behaviorRelayPumping", kind: .pumping, count: 1_000_000, quickCount: 1_000, naive: nil,
        production: ProductionRxWorkloads.behaviorRelayPumping(elements:),
        targetMilliseconds: 571, stretchMilliseconds: 339),
    // The Driver rows: they must run on the main thread (see ProductionRxDriverWorkloads.swift),
    // as the table and --once do. Issue 14's target for them is half of RxSwift's Observable
    // rows plus the main-scheduler hop, a number no run here has measured, so none is set.
    Workload(
        name: "mapFilterDriverPumping", kind: .pumping, count: 100_000, quickCount: 1_000, naive: nil,
        production: ProductionRxDriverWorkloads.mapFilterDriverPumping(elements:),
        targetMilliseconds: nil, stretchMilliseconds: nil),
    Workload(
        name: "mapFilterDriverCreating", kind: .creating, count: 10_000, quickCount: 100, naive: nil,
        production: ProductionRxDriverWorkloads.mapFilterDriverCreating(subscriptions:),
        targetMilliseconds: nil, stretchMilliseconds: nil),
]

/// The floor: the map/filter pumping work as twelve plain closures, no Rx. "× floor" divides
/// by this one.
let floorWorkload = Workload(
    name: "rawClosureFloor", kind: .pumping, count: 100_000, quickCount: 1_000, naive: nil,
    production: Floor.rawClosureFloor(elements:), targetMilliseconds: nil, stretchMilliseconds: nil)

/// The floor issue 14 measured its 11.4 ms with (closures loaded from arrays on every call):
/// the targets are carried over through this one.
let targetFloorWorkload = Workload(
    name: "closureArrayFloor", kind: .pumping, count: 100_000, quickCount: 1_000, naive: nil,
    production: Floor.closureArrayFloor(elements:), targetMilliseconds: nil, stretchMilliseconds: nil)

/// Every workload and both floors: what `--quick`, `--once` and `--list` go through.
let allWorkloads = workloads + [floorWorkload, targetFloorWorkload]
