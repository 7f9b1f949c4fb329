// Exercise 13.2 — reference solution. Try the exercise first:
// Exercises/13-units/LoginScreenModel.swift.
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
    let credentials = Driver.combineLatest(username, password)

    let isLoginEnabled = credentials.map { username, password in
        !username.isEmpty && !password.isEmpty
    }

    nonisolated(unsafe) let logIn = logIn
    let loggedIn = loginTaps.withLatestFrom(credentials)
        .flatMapLatest { username, password in
            logIn(username, password)
                .asSignal(onErrorJustReturn: false)
        }

    return LoginScreenModel(isLoginEnabled: isLoginEnabled, loggedIn: loggedIn)
}
