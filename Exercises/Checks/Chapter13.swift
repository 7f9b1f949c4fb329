// Exercises for chapter 13, "Units": the search box's results as a Driver, and a login
// screen's model with a Driver and a Signal. Both run in a TestScheduler (one tick = 1 ms),
// with `SharingScheduler.mock` putting a scheduler called "main" behind every unit.
import Exercises
import ProductionRx
import ProductionRxTest

let chapter13: [Exercise] = [
    Exercise(
        id: "13.1", name: "autocomplete",
        title: "The search box's results as a Driver",
        starter: "Exercises/13-units/Autocomplete.swift",
        reread: "Chapters/13-units/README.md#the-driver-version",
        hint:
            "Each problem left has one fix, and the starter's comment lists them. Where does each go, and which of them must be a Driver already? "
            + "Converting only at the end catches the first error for the whole line, which then ends; a request converted to a Driver on its own ends alone. "
            + "Convert the query, throttle it (a Driver's throttle takes no scheduler), and switch to the latest request, each request converted with an empty fallback.",
        checks: [
            Check("a failed request shows no results, and the next query still gets answers") {
                let box = AutocompleteBox(typing: "-a--------b-------|", failing: ["a"])
                let results = box.run(subscribers: 1)
                expectResults(results[0], "-------e--------b-|", "results for typing -a--------b-------|, search(\"a\") failing")
            },
            Check("a new query cancels the request still running for the old one") {
                let box = AutocompleteBox(typing: "-a---b---------|", failing: [])
                let results = box.run(subscribers: 1)
                expectResults(results[0], "-----------b---|", "results for typing -a---b---------| (each answer takes 600 ms)")
                expect(box.requestLog["a"] ?? [], equals: ["(100 : 500)"], "the subscription log of the request for \"a\"")
            },
            Check("typing fast sends the first query at once and the latest 300 ms later: throttle(.milliseconds(300))") {
                let box = AutocompleteBox(typing: "-abc------------|", failing: [])
                _ = box.run(subscribers: 1)
                expect(box.requestLog.keys.sorted(), equals: ["a", "c"], "the queries sent to the service for typing -abc------------|")
                expect(box.requestLog["c"]?.first ?? "none", equals: "(400 : 1000)", "the subscription log of the request for \"c\"")
            },
            Check("two bindings share one request per query") {
                let box = AutocompleteBox(typing: "-a--------b-------|", failing: [])
                let results = box.run(subscribers: 2)
                expect(box.requestLog.values.map(\.count).sorted(), equals: [1, 1], "the number of requests for each of the two queries")
                expectResults(results[1], "-------a--------b-|", "results seen by the second binding")
            },
            Check("results arrive on the main scheduler, not the service's") {
                let box = AutocompleteBox(typing: "-a--------b-------|", failing: [])
                _ = box.run(subscribers: 1)
                expect(box.deliveredOn, equals: ["main", "main"], "the scheduler running when each result reached the binding")
            },
        ]
    ),
    Exercise(
        id: "13.2", name: "loginScreenModel",
        title: "A login screen's model: a Driver and a Signal",
        starter: "Exercises/13-units/LoginScreenModel.swift",
        reread: "Chapters/13-units/README.md#driver-and-signal",
        hint:
            "Both outputs start from the two fields taken together: which operator sends a pair whenever either field changes? "
            + "The taps must read the fields, not be combined with them: one operator takes, for each tap, the latest value of another unit. "
            + "Make each log-in a Signal on its own, with false as its fallback, and switch to it from the taps; the button's state is a map of the pair.",
        checks: [
            Check("the button is enabled exactly while both fields hold text") {
                let screen = LoginScreen(username: "-a---e----", password: "---b------", taps: "----------")
                let enabled = screen.runEnabled(subscribedAt: [0])
                expect(latest(enabled[0], at: [50, 150, 350, 550]), equals: [false, false, true, false], "isLoginEnabled at 50, 150, 350 and 550 ms")
            },
            Check("a binding made later sees at once whether the button is enabled") {
                let screen = LoginScreen(username: "-a--------", password: "---b------", taps: "----------")
                let enabled = screen.runEnabled(subscribedAt: [0, 400])
                expect(
                    enabled[1].first.map { "\($0.value) @ \($0.time)" } ?? "nothing", equals: "next(true) @ 400", "the first event of a binding made at 400 ms")
            },
            Check("each tap logs in once, with the username and password of that moment") {
                let screen = LoginScreen(username: "-a----c---", password: "---b------", taps: "----t---t-")
                _ = screen.runLoggedIn(subscribers: 1)
                expect(screen.calls, equals: ["ada/secret @ 400", "cy/secret @ 800"], "the calls to logIn")
            },
            Check("typing alone never logs in") {
                let screen = LoginScreen(username: "-a-c-e-a--", password: "--b----b--", taps: "----------")
                _ = screen.runLoggedIn(subscribers: 1)
                expect(screen.calls, equals: [], "the calls to logIn")
            },
            Check("a failed log-in answers false, and the next tap still logs in") {
                let screen = LoginScreen(username: "-a--------", password: "---b------", taps: "----t---t-", failing: [1])
                let answers = screen.runLoggedIn(subscribers: 1)
                expect(answers[0].map(\.debugDescription), equals: ["next(false) @ 500", "next(true) @ 900"], "the events of loggedIn")
            },
            Check("two bindings share one log-in per tap, and a later one hears only later answers") {
                let screen = LoginScreen(username: "-a--------", password: "---b------", taps: "----t---t-")
                let answers = screen.runLoggedIn(subscribers: 2, lateSubscriberAt: 600)
                expect(screen.calls.count, equals: 2, "the number of calls to logIn for two taps")
                expect(answers[1].map(\.debugDescription), equals: ["next(true) @ 900"], "the events of loggedIn seen by a binding made at 600 ms")
            },
        ]
    ),
]

/// Which labelled scheduler is running an action right now ("test" when none is).
private final class RunningScheduler {
    var label = "test"
}

/// A TestScheduler under a name: it runs work on the shared virtual clock and marks, while
/// an action runs, that this scheduler is the one running it.
private struct LabeledScheduler: SchedulerType {
    let label: String
    let base: TestScheduler
    let running: RunningScheduler

    var now: RxTime { base.now }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        base.schedule(state) { state in labeled { action(state) } }
    }

    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        base.scheduleRelative(state, dueTime: dueTime) { state in labeled { action(state) } }
    }

    private func labeled(_ work: () -> Disposable) -> Disposable {
        let previous = running.label
        running.label = label
        defer { running.label = previous }
        return work()
    }
}

/// The search box in virtual time: hot typing (each letter is the whole query, one column
/// = 100 ms), a fake service answering `[query]` 600 ms after each request (or failing then),
/// and bindings recording what `autocomplete` shows them.
private final class AutocompleteBox {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
    let running = RunningScheduler()
    let typing: String
    let failing: Set<String>
    /// Each query's requests, as the subscription logs of their cold observables.
    var requestLog: [String: [String]] = [:]
    /// The scheduler running when each result reached the first binding.
    var deliveredOn: [String] = []
    private var requests: [String: [TestableObservable<[String]>]] = [:]

    init(typing: String, failing: Set<String>) {
        self.typing = typing
        self.failing = failing
    }

    func run(subscribers: Int) -> [[Recorded<Event<[String]>>]] {
        let main = LabeledScheduler(label: "main", base: scheduler, running: running)
        let observers = (0..<subscribers).map { _ in scheduler.createObserver([String].self) }
        SharingScheduler.mock(scheduler: main) {
            let typed: TestableObservable<String> = scheduler.createHotObservable(marbles: typing, subscribed: 0, tickDuration: 100)
            let results = autocomplete(
                query: typed.asObservable(),
                search: { [unowned self] query in
                    let request: TestableObservable<[String]> =
                        failing.contains(query)
                        ? scheduler.createColdObservable(marbles: "------#", values: [:], error: Offline(), tickDuration: 100)
                        : scheduler.createColdObservable(marbles: "------(r|)", values: ["r": [query]], tickDuration: 100)
                    requests[query, default: []].append(request)
                    return request.asObservable()
                })
            var bindings: [Disposable] = []
            scheduler.scheduleAt(0) {
                for (index, observer) in observers.enumerated() {
                    bindings.append(
                        results.asObservable()
                            .do(onNext: { [unowned self] _ in if index == 0 { deliveredOn.append(running.label) } })
                            .subscribe(observer))
                }
            }
            scheduler.scheduleAt(10_000) { bindings.forEach { $0.dispose() } }
            scheduler.start()
        }
        requestLog = requests.mapValues { $0.flatMap { $0.subscriptions.map(\.debugDescription) } }
        return observers.map(\.events)
    }
}

/// The login screen in virtual time: two hot fields and hot taps (one column = 100 ms), and a
/// fake `logIn` that answers `true` 100 ms after each call, or fails then for the calls whose
/// number (counted from 1) is in `failing`.
private final class LoginScreen {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
    let username: String
    let password: String
    let taps: String
    let failing: Set<Int>
    /// Every call to `logIn`: "username/password @ time".
    var calls: [String] = []

    init(username: String, password: String, taps: String, failing: Set<Int> = []) {
        self.username = username
        self.password = password
        self.taps = taps
        self.failing = failing
    }

    private func model() -> LoginScreenModel {
        let values = ["a": "ada", "b": "secret", "c": "cy", "e": ""]
        let user: TestableObservable<String> = scheduler.createHotObservable(marbles: username, values: values, subscribed: 0, tickDuration: 100)
        let pass: TestableObservable<String> = scheduler.createHotObservable(marbles: password, values: values, subscribed: 0, tickDuration: 100)
        let tapped: TestableObservable<String> = scheduler.createHotObservable(marbles: taps, subscribed: 0, tickDuration: 100)
        return loginScreenModel(
            username: user.asDriver(onErrorJustReturn: "").startWith(""),
            password: pass.asDriver(onErrorJustReturn: "").startWith(""),
            loginTaps: tapped.map { _ in () }.asSignal(onErrorJustReturn: ()),
            logIn: { [unowned self] username, password in
                calls.append("\(username)/\(password) @ \(scheduler.clock)")
                let answer: TestableObservable<Bool> =
                    failing.contains(calls.count)
                    ? scheduler.createColdObservable(marbles: "-#", values: [:], error: Offline(), tickDuration: 100)
                    : scheduler.createColdObservable(marbles: "-(t|)", values: ["t": true], tickDuration: 100)
                return answer.asObservable()
            })
    }

    /// Subscribes a binding to `isLoginEnabled` at each of the times, runs to 10 s.
    func runEnabled(subscribedAt times: [Int]) -> [[Recorded<Event<Bool>>]] {
        run(times) { $0.isLoginEnabled.asObservable() }
    }

    /// Subscribes `subscribers` bindings to `loggedIn` at 0 (the last at `lateSubscriberAt`
    /// if given), runs to 10 s.
    func runLoggedIn(subscribers: Int, lateSubscriberAt late: Int? = nil) -> [[Recorded<Event<Bool>>]] {
        var times = Array(repeating: 0, count: subscribers)
        if let late { times[subscribers - 1] = late }
        return run(times) { $0.loggedIn.asObservable() }
    }

    private func run(_ times: [Int], _ output: @escaping (LoginScreenModel) -> Observable<Bool>) -> [[Recorded<Event<Bool>>]] {
        let main = LabeledScheduler(label: "main", base: scheduler, running: RunningScheduler())
        let observers = times.map { _ in scheduler.createObserver(Bool.self) }
        SharingScheduler.mock(scheduler: main) {
            let model = model()
            var bindings: [Disposable] = []
            for (time, observer) in zip(times, observers) {
                scheduler.scheduleAt(time) { bindings.append(output(model).subscribe(observer)) }
            }
            scheduler.scheduleAt(10_000) { bindings.forEach { $0.dispose() } }
            scheduler.start()
        }
        return observers.map(\.events)
    }
}

/// The latest element of `events` at each of `times` (false before the first).
private func latest(_ events: [Recorded<Event<Bool>>], at times: [Int]) -> [Bool] {
    times.map { time in
        events.last { $0.time <= time && $0.value.element != nil }?.value.element ?? false
    }
}

/// The error the chapter 13 checks' fake services fail with.
private struct Offline: Error {}

/// Expects autocomplete results drawn as a marble line (one column = 100 ms): each letter is
/// a one-query list, `e` is [].
private func expectResults(_ events: [Recorded<Event<[String]>>], _ line: String, _ what: String) {
    let values: [String: [String]] = ["a": ["a"], "b": ["b"], "c": ["c"], "e": []]
    guard marblesDifference(events, line, values: values, error: Offline(), subscribed: 0, tickDuration: 100) != nil else { return }
    let drawn = renderMarbles(events, values: values, subscribed: 0, tickDuration: 100)
    let exact = events.map(\.debugDescription).joined(separator: ", ")
    expect("\(drawn)   (\(exact))", equals: line, what)
}
