// The search box of chapter 13, end to end: a screen with a query field, a result count and
// a results table; a fake search service that is slow, answers on a background thread and
// sometimes fails; and the three ways to bind them, from the beginner's to the Driver's.
import Dispatch
import ProductionRx
import ProductionRxTest

/// The screen: what the user types into and what they read.
public final class SearchScreen {
    /// The window the controls live in; it records every change they show.
    public let window: Window
    /// Where the user types the query.
    public let query: TextField
    /// How many results there are.
    public let resultCount: Label
    /// The results, one row each.
    public let resultsTable: TableView

    /// Creates the screen's controls in `window`.
    public init(window: Window) {
        self.window = window
        query = TextField(in: window)
        resultCount = Label("resultCount", in: window)
        resultsTable = TableView("resultsTable", in: window)
    }
}

/// The error the service fails with.
public struct Offline: Error, CustomStringConvertible {
    /// What is printed.
    public var description: String { "offline" }
}

// snippet:begin search-service
/// A fake autocomplete service: answers `latency` after each request, on its background
/// scheduler, with the catalogue's names that start with the query; fails instead for the
/// queries in `failing`. Counts what it is asked and what is cancelled before it answers.
///
/// `Sendable`, because Rx's closures are and capture it (chapter 16). Its state is
/// `nonisolated(unsafe)`: the screen's scripted schedulers run one thing at a time, in
/// virtual time, so its counts are never touched from two threads at once.
public final class SearchService: Sendable {
    /// What the service knows.
    public static let catalogue = ["RxSwift", "RxCocoa", "RxRelay", "RxBlocking", "RxTest"]

    nonisolated(unsafe) private let background: SchedulerType
    nonisolated(unsafe) private let clock: () -> Int
    private let latency: RxTimeInterval
    private let failing: Set<String>
    /// Every request, in order: the query, and the time it was made.
    nonisolated(unsafe) public private(set) var requests: [(query: String, time: Int)] = []
    /// The queries whose request was disposed before it answered.
    nonisolated(unsafe) public private(set) var cancelled: [String] = []

    /// A service answering on `background` after `latency`, failing for `failing`; `clock`
    /// tells the time of each request.
    public init(background: SchedulerType, clock: @escaping () -> Int, latency: RxTimeInterval = .milliseconds(500), failing: Set<String> = ["rxs"]) {
        self.background = background
        self.clock = clock
        self.latency = latency
        self.failing = failing
    }

    /// The names that start with `query` (ignoring case), `latency` later, on the background
    /// scheduler; or `Offline` then, for a failing query.
    public func search(_ query: String) -> Observable<[String]> {
        Observable.create { [self] observer in
            requests.append((query, clock()))
            nonisolated(unsafe) var answered = false
            nonisolated(unsafe) let answer = background.scheduleRelative((), dueTime: latency) { [self] _ in
                answered = true
                if failing.contains(query) {
                    observer.onError(Offline())
                } else {
                    observer.onNext(Self.catalogue.filter { $0.lowercased().hasPrefix(query.lowercased()) })
                    observer.onCompleted()
                }
                return Disposables.create()
            }
            return Disposables.create { [self] in
                if !answered { cancelled.append(query) }
                answer.dispose()
            }
        }
    }
}
// snippet:end search-service

/// The three versions of the search box's bindings.
public enum SearchBoxVersion: String, CaseIterable, Sendable {
    /// What most first attempts look like: three problems.
    case beginner
    /// The three problems fixed with three operators.
    case operators
    /// The same fix, proved by the type: `Driver`.
    case driver
}

// snippet:begin beginner
/// The beginner's version of RxCocoa's documentation (Documentation/Traits.md in RxSwift's
/// repository), with plain closures where it binds to the UI.
func bindBeginner(_ screen: SearchScreen, to service: SearchService, main: SchedulerType, disposeBag: DisposeBag) {
    nonisolated(unsafe) let screen = screen
    let results = screen.query.rx.text.orEmpty
        .throttle(.milliseconds(300), scheduler: main)
        .flatMapLatest { query in
            service.search(query)
        }

    results
        .map { "\($0.count)" }
        .subscribe(onNext: { screen.resultCount.text = $0 })
        .disposed(by: disposeBag)

    results
        .subscribe(onNext: { screen.resultsTable.rows = $0 })
        .disposed(by: disposeBag)
}
// snippet:end beginner

// snippet:begin operators
/// The three problems fixed, each by an operator placed where it starts.
func bindWithOperators(_ screen: SearchScreen, to service: SearchService, main: SchedulerType, disposeBag: DisposeBag) {
    nonisolated(unsafe) let main = main
    let results = screen.query.rx.text.orEmpty
        .throttle(.milliseconds(300), scheduler: main)
        .flatMapLatest { query in
            service.search(query)
                .observe(on: main) // results arrive on the main scheduler
                .catchAndReturn([]) // a failed request shows no results
        }
        .share(replay: 1) // one request per query, the latest replayed

    results
        .map { "\($0.count)" }
        .bind(to: screen.resultCount.rx.text)
        .disposed(by: disposeBag)

    results
        .bind(to: screen.resultsTable.rx.items) { _, result, cell in
            cell.text = result
        }
        .disposed(by: disposeBag)
}
// snippet:end operators

// snippet:begin driver
/// The same three fixes, made by `asDriver` and checked by the compiler: `drive` exists only
/// on a `Driver`.
func bindWithDriver(_ screen: SearchScreen, to service: SearchService, disposeBag: DisposeBag) {
    let results = screen.query.rx.text.orEmpty.asDriver()
        .throttle(.milliseconds(300))
        .flatMapLatest { query in
            service.search(query)
                .asDriver(onErrorJustReturn: [])
        }

    results
        .map { "\($0.count)" }
        .drive(screen.resultCount.rx.text)
        .disposed(by: disposeBag)

    results
        .drive(screen.resultsTable.rx.items) { _, result, cell in
            cell.text = result
        }
        .disposed(by: disposeBag)
}
// snippet:end driver

/// What one scripted run of the search box showed.
public struct SearchBoxRun {
    /// Every change the screen's controls showed, with its time and queue.
    public let updates: [Window.Update]
    /// Every request the service received.
    public let requests: [(query: String, time: Int)]
    /// The queries whose request was cancelled before it answered.
    public let cancelled: [String]
    /// When the screen closed.
    public let closedAt: Int

    /// The changes one control showed.
    public func updates(of control: String) -> [Window.Update] {
        updates.filter { $0.control == control }
    }

    /// The distinct queries the service was asked, in order.
    public var distinctQueries: [String] {
        requests.map(\.query).reduce(into: []) { queries, query in
            if !queries.contains(query) { queries.append(query) }
        }
    }
}

// snippet:begin typing
/// The user's typing, one column per 50 ms: each letter is typed at its column; `|` closes
/// the screen. "rx" quickly, a pause, "s" (the service fails for "rxs"), a pause, "wift".
public let typing = "--rx--------------s-----------wift------------------|"
/// The virtual time one column of `typing` stands for, in milliseconds.
public let typingColumn = 50
// snippet:end typing

/// Builds the search screen with `version`'s bindings, types `keystrokes` into it in virtual
/// time (one tick = 1 ms), closes it, and reports what it showed. Must run on the main queue
/// (the bindings subscribe there, and `drive` insists on it).
public func runSearchBox(_ version: SearchBoxVersion, typing keystrokes: String = typing, failing: Set<String> = ["rxs"]) -> SearchBoxRun {
    let clock = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
    let main = ScriptedScheduler(clock: clock)
    let background = ScriptedScheduler(clock: clock, runningOn: BackgroundThread(name: "background"))
    let window = Window(clock: { clock.clock })
    let service = SearchService(background: background, clock: { clock.clock }, failing: failing)
    var closedAt = 0

    SharingScheduler.mock(scheduler: main) {
        var screen: SearchScreen? = SearchScreen(window: window)
        var disposeBag: DisposeBag? = DisposeBag()
        switch version {
        case .beginner: bindBeginner(screen!, to: service, main: main, disposeBag: disposeBag!)
        case .operators: bindWithOperators(screen!, to: service, main: main, disposeBag: disposeBag!)
        case .driver: bindWithDriver(screen!, to: service, disposeBag: disposeBag!)
        }
        for (column, key) in keystrokes.enumerated() where key != "-" {
            clock.scheduleAt(column * typingColumn) {
                if key == "|" {
                    closedAt = clock.clock
                    disposeBag = nil
                    screen = nil
                } else {
                    screen?.query.type(String(key))
                }
            }
        }
        clock.start()
    }

    return SearchBoxRun(updates: window.updates, requests: service.requests, cancelled: service.cancelled, closedAt: closedAt)
}
