// Exercise 13.2 — a login screen's model: a Driver for a state, a Signal for an event. Check
// it with `swift run exercises 13.2`.
//
// The screen has a username field, a password field and a "Log in" button. Write
// `loginScreenModel(username:password:loginTaps:logIn:)`, which returns what the screen shows:
//
// - `isLoginEnabled`, a Driver of whether the button can be tapped: `true` exactly while both
//   fields hold some text. It is a state: a binding made later must see it at once.
// - `loggedIn`, a Signal of the log-ins' answers: every tap calls `logIn` once, with the
//   username and password as they are at that moment, even when they have not changed since
//   the last tap. A tap while the previous log-in is still running replaces it: that
//   request is cancelled, and only the latest tap's answer is sent (the fields may have
//   changed in between, so the older answer is stale). A failed log-in answers `false`, and
//   the next tap still logs in. It is an event: nobody who subscribes later should be told
//   about an old answer.
//
//     username        -a---e----     (one column = 100 ms; both fields start empty;
//     password        ---b------      a = "ada", b = "secret", e = erased: "")
//     loginTaps       ----t-----
//     logIn           answers 100 ms after each call
//     isLoginEnabled  F--T-F----      F = false, T = true, known from the first moment
//     loggedIn        -----T----      T = logIn's answer      (repeating a value is fine)
//
// Typing must never log in by itself; only a tap does.
//
// Read: Chapters/13-units/README.md#driver-and-signal
import ProductionRx

/// What the login screen shows.
public struct LoginScreenModel {
    /// Whether the "Log in" button can be tapped.
    public let isLoginEnabled: Driver<Bool>
    /// The answer of each log-in, one per tap.
    public let loggedIn: Signal<Bool>

    /// A model of the two.
    public init(isLoginEnabled: Driver<Bool>, loggedIn: Signal<Bool>) {
        self.isLoginEnabled = isLoginEnabled
        self.loggedIn = loggedIn
    }
}

/// The login screen's model, from its two fields, its button and the service that logs in.
public func loginScreenModel(
    username: Driver<String>,
    password: Driver<String>,
    loginTaps: Signal<Void>,
    logIn: @escaping (String, String) -> Observable<Bool>
) -> LoginScreenModel {
    // Replace this line: for now the button is never enabled, and a tap does nothing.
    LoginScreenModel(isLoginEnabled: Driver.just(false), loggedIn: Signal.never())
}
