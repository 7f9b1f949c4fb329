// Every workload of this folder by its name in Sources/Benchmarks/Catalogue.swift: what the
// benchmark (ProductionRx) and Tools/Peers (ProductionRx and RxSwift) run for each row.
#if PEERS_RXSWIFT
import RxSwift
#else
import ProductionRx
#endif

/// The workloads of the Rx API by name. Each takes a count (elements or subscriptions) and returns
/// a number that must equal it.
public enum RxRows {
    /// Every row this library runs; a name missing here is an empty cell.
    public static let all: [String: @Sendable (Int) -> Int] = [
        "publishSubjectPumping": { RxWorkloads.publishSubjectPumping(elements: $0, subscribers: 1) },
        "publishSubjectPumpingTwoSubscriptions": { RxWorkloads.publishSubjectPumping(elements: $0, subscribers: 2) },
        "publishSubjectCreating": { RxWorkloads.publishSubjectCreating(subscriptions: $0) },
        "mapFilterPumping": { RxWorkloads.mapFilterPumping(elements: $0) },
        "mapFilterCreating": { RxWorkloads.mapFilterCreating(subscriptions: $0) },
        "flatMapsPumping": { RxWorkloads.flatMapsPumping(elements: $0) },
        "flatMapsCreating": { RxWorkloads.flatMapsCreating(subscriptions: $0) },
        "flatMapLatestPumping": { RxWorkloads.flatMapLatestPumping(elements: $0) },
        "flatMapLatestCreating": { RxWorkloads.flatMapLatestCreating(subscriptions: $0) },
        "combineLatestPumping": { RxWorkloads.combineLatestPumping(elements: $0) },
        "combineLatestCreating": { RxWorkloads.combineLatestCreating(subscriptions: $0) },
        "behaviorRelayPumping": { RxWorkloads.behaviorRelayPumping(elements: $0) },
        "mapFilterDriverPumping": { RxWorkloads.mapFilterDriverPumping(elements: $0) },
        "mapFilterDriverCreating": { RxWorkloads.mapFilterDriverCreating(subscriptions: $0) },
        "twelveMapsPumping": { RxWorkloads.twelveMapsPumping(elements: $0) },
        "scanPumping": { RxWorkloads.scanPumping(elements: $0) },
        "scanCreating": { RxWorkloads.scanCreating(subscriptions: $0) },
        "distinctUntilChangedPumping": { RxWorkloads.distinctUntilChangedPumping(elements: $0) },
        "distinctUntilChangedCreating": { RxWorkloads.distinctUntilChangedCreating(subscriptions: $0) },
        "concatMapPumping": { RxWorkloads.concatMapPumping(elements: $0) },
        "concatMapCreating": { RxWorkloads.concatMapCreating(subscriptions: $0) },
        "withLatestFromPumping": { RxWorkloads.withLatestFromPumping(elements: $0) },
        "withLatestFromCreating": { RxWorkloads.withLatestFromCreating(subscriptions: $0) },
        "skipTakePumping": { RxWorkloads.skipTakePumping(elements: $0) },
        "skipTakeCreating": { RxWorkloads.skipTakeCreating(subscriptions: $0) },
        "startWithPumping": { RxWorkloads.startWithPumping(elements: $0) },
        "startWithCreating": { RxWorkloads.startWithCreating(subscriptions: $0) },
        "compactMapPumping": { RxWorkloads.compactMapPumping(elements: $0) },
        "compactMapCreating": { RxWorkloads.compactMapCreating(subscriptions: $0) },
        "retryCatchPumping": { RxWorkloads.retryCatchPumping(elements: $0) },
        "retryCatchCreating": { RxWorkloads.retryCatchCreating(subscriptions: $0) },
        "shareReplayPumping": { RxWorkloads.shareReplayPumping(elements: $0) },
        "shareReplayCreating": { RxWorkloads.shareReplayCreating(subscriptions: $0) },
        "behaviorSubjectPumping": { RxWorkloads.behaviorSubjectPumping(elements: $0) },
        "behaviorRelayCreating": { RxWorkloads.behaviorRelayCreating(subscriptions: $0) },
        "mergeSubjectsPumping": { RxWorkloads.mergeSubjectsPumping(elements: $0) },
        "mergeSubjectsCreating": { RxWorkloads.mergeSubjectsCreating(subscriptions: $0) },
        "zipPumping": { RxWorkloads.zipPumping(elements: $0) },
        "zipCreating": { RxWorkloads.zipCreating(subscriptions: $0) },
        "observeOnSerialPumping": { RxWorkloads.observeOnSerialPumping(elements: $0) },
        "singleFlatMapCreating": { RxWorkloads.singleFlatMapCreating(subscriptions: $0) },
    ]
}
