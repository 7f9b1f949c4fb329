// The checks of exercise 13.2, loginScreenModel (chapter 13): a login screen's model with a
// Driver and a Signal, in a TestScheduler with SharingScheduler.mock putting "main" behind units.
import ExerciseCheckSupport
import ExerciseKit
import ProductionRx
import ProductionRxTest

/// What the learner's answer must do, one behaviour per check, in the order the report lists them.
/// This file is compiled into the same module as the learner's file (Package.swift).
public let exerciseChecks: [Check] = [
    Check("the button is enabled exactly while both fields hold text, and says so from the first moment") {
        let screen = LoginScreen(username: "-a---e----", password: "---b------", taps: "----------")
        let enabled = screen.runEnabled(subscribedAt: [0])
        expect(
            latest(enabled[0], at: [0, 50, 150, 350, 550]), equals: ["false", "false", "false", "true", "false"],
            "isLoginEnabled at 0 (when bound), 50, 150, 350 and 550 ms")
    },
    Check("a binding made later sees at once whether the button is enabled") {
        let screen = LoginScreen(username: "-a--------", password: "---b------", taps: "----------")
        let enabled = screen.runEnabled(subscribedAt: [0, 400])
        expect(
            enabled[1].first.map { "\($0.value) @ \($0.time)" } ?? "nothing", equals: "next(true) @ 400", "the first event of a binding made at 400 ms")
    },
    Check("isLoginEnabled listens to the fields only while it is bound") {
        let screen = LoginScreen(username: "-a---e----", password: "---b------", taps: "----------")
        _ = screen.runEnabled(subscribedAt: [200], disposedAt: 500)
        expect(
            screen.fieldLogs, equals: [["(200: 500)"], ["(200: 500)"]],
            "the subscription logs of the username and of the password, isLoginEnabled bound from 200 to 500 ms")
    },
    Check("each tap logs in once, with the username and password of that moment, changed or not") {
        let screen = LoginScreen(username: "-a-----c--", password: "---b------", taps: "----t-t--t")
        _ = screen.runLoggedIn(subscribers: 1)
        expect(screen.calls, equals: ["ada/secret @ 400", "ada/secret @ 600", "cy/secret @ 900"], "the calls to logIn for taps at 400, 600 and 900 ms")
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
    Check("a tap while a log-in runs cancels it: only the latest tap's answer is sent") {
        let screen = LoginScreen(username: "-a--------", password: "---b------", taps: "----tt----", latency: "--(t|)")
        let answers = screen.runLoggedIn(subscribers: 1)
        expect(screen.calls, equals: ["ada/secret @ 400", "ada/secret @ 500"], "the calls to logIn for taps at 400 and 500 ms (each answers 200 ms later)")
        expect(answers[0].map(\.debugDescription), equals: ["next(true) @ 700"], "the events of loggedIn")
        expect(screen.answerLogs.first ?? [], equals: ["(400: 500)"], "the subscription log of the first log-in")
    },
    Check("disposing the bindings cancels the log-in still running, and a later tap logs in no more") {
        let screen = LoginScreen(username: "-a--------", password: "---b------", taps: "----t---t-", latency: "---(t|)")
        let answers = screen.runLoggedIn(subscribers: 1, disposedAt: 500)
        expect(screen.calls, equals: ["ada/secret @ 400"], "the calls to logIn for taps at 400 and 800 ms, the binding disposed at 500 ms")
        expect(screen.answerLogs.first ?? [], equals: ["(400: 500)"], "the subscription log of the log-in, which answers 300 ms after the call")
        expect(answers[0].map(\.debugDescription), equals: [], "the events of loggedIn")
    },
    Check("two bindings share one log-in per tap, and a later one hears only later answers") {
        let screen = LoginScreen(username: "-a--------", password: "---b------", taps: "----t---t-")
        let answers = screen.runLoggedIn(subscribers: 2, lateSubscriberAt: 600)
        expect(screen.calls.count, equals: 2, "the number of calls to logIn for two taps")
        expect(answers[1].map(\.debugDescription), equals: ["next(true) @ 900"], "the events of loggedIn seen by a binding made at 600 ms")
    },
]

/// The login screen in virtual time: two hot fields and hot taps (one column = 100 ms), and a
/// fake `logIn` that answers `true` as `latency` draws it (100 ms after each call unless told
/// otherwise), or fails 100 ms after the calls whose number (counted from 1) is in `failing`.
private final class LoginScreen {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
    let username: String
    let password: String
    let taps: String
    let failing: Set<Int>
    let latency: String
    /// Every call to `logIn`: "username/password @ time".
    var calls: [String] = []
    /// Each log-in's answer, as the check's cold observables.
    private var answers: [TestableObservable<Bool>] = []
    /// The subscription log of each log-in's answer, in the order of the calls.
    var answerLogs: [[String]] { answers.map { $0.subscriptions.map(\.debugDescription) } }
    /// The two fields, once the model is made.
    private var fields: [TestableObservable<String>] = []
    /// The subscription logs of the username and of the password.
    var fieldLogs: [[String]] { fields.map { $0.subscriptions.map(\.debugDescription) } }

    init(username: String, password: String, taps: String, failing: Set<Int> = [], latency: String = "-(t|)") {
        self.username = username
        self.password = password
        self.taps = taps
        self.failing = failing
        self.latency = latency
    }

    private func model() -> LoginScreenModel {
        let values = ["a": "ada", "b": "secret", "c": "cy", "e": ""]
        let user: TestableObservable<String> = scheduler.createHotObservable(marbles: username, values: values, subscribed: 0, tickDuration: 100)
        let pass: TestableObservable<String> = scheduler.createHotObservable(marbles: password, values: values, subscribed: 0, tickDuration: 100)
        let tapped: TestableObservable<String> = scheduler.createHotObservable(marbles: taps, subscribed: 0, tickDuration: 100)
        fields = [user, pass]
        return loginScreenModel(
            username: user.asDriver(onErrorJustReturn: "").startWith(""),
            password: pass.asDriver(onErrorJustReturn: "").startWith(""),
            loginTaps: tapped.map { _ in () }.asSignal(onErrorJustReturn: ()),
            logIn: { [unowned self] username, password in
                calls.append("\(username)/\(password) @ \(scheduler.clock)")
                let answer: TestableObservable<Bool> =
                    failing.contains(calls.count)
                    ? scheduler.createColdObservable(marbles: "-#", values: [:], error: Offline(), tickDuration: 100)
                    : scheduler.createColdObservable(marbles: latency, values: ["t": true], tickDuration: 100)
                answers.append(answer)
                return answer.asObservable()
            })
    }

    /// Subscribes a binding to `isLoginEnabled` at each of the times, disposes them at
    /// `disposedAt` (10 s unless told), runs to 10 s.
    func runEnabled(subscribedAt times: [Int], disposedAt: Int = 10_000) -> [[Recorded<Event<Bool>>]] {
        run(times, disposedAt: disposedAt) { $0.isLoginEnabled.asObservable() }
    }

    /// Subscribes `subscribers` bindings to `loggedIn` at 0 (the last at `lateSubscriberAt`
    /// if given), disposes them at `disposedAt` (10 s unless told), runs to 10 s.
    func runLoggedIn(subscribers: Int, lateSubscriberAt late: Int? = nil, disposedAt: Int = 10_000) -> [[Recorded<Event<Bool>>]] {
        var times = Array(repeating: 0, count: subscribers)
        if let late { times[subscribers - 1] = late }
        return run(times, disposedAt: disposedAt) { $0.loggedIn.asObservable() }
    }

    private func run(
        _ times: [Int], disposedAt: Int = 10_000, _ output: @escaping (LoginScreenModel) -> Observable<Bool>
    ) -> [[Recorded<Event<Bool>>]] {
        let main = LabeledScheduler(label: "main", base: scheduler, running: RunningScheduler())
        let observers = times.map { _ in scheduler.createObserver(Bool.self) }
        SharingScheduler.mock(scheduler: main) {
            let model = model()
            var bindings: [Disposable] = []
            for (time, observer) in zip(times, observers) {
                scheduler.scheduleAt(time) { bindings.append(output(model).subscribe(observer)) }
            }
            scheduler.scheduleAt(disposedAt) { bindings.forEach { $0.dispose() } }
            scheduler.start()
        }
        return observers.map(\.events)
    }
}

/// The latest element of `events` at each of `times`, as text ("nothing" before the first).
private func latest(_ events: [Recorded<Event<Bool>>], at times: [Int]) -> [String] {
    times.map { time in
        events.last { $0.time <= time && $0.value.element != nil }?.value.element.map { "\($0)" } ?? "nothing"
    }
}

/// The error the chapter 13 checks' fake services fail with.
private struct Offline: Error {}
