// Events compare equal when tests say they should, errors included. Chapter 8
// ("Testing in virtual time").
import Foundation
import ProductionRx

/// Two errors are equal, as RxTest decides it on Apple platforms: same `NSError` domain and
/// code (for a Swift error: its type's name and case index) and the same
/// `String(describing:)` text (`RxTest/Event+Equatable.swift`; on Linux RxTest compares the
/// text alone, and this stays as strict as on Apple platforms).
func errorsAreEqual(_ lhs: Swift.Error, _ rhs: Swift.Error) -> Bool {
    let left = lhs as NSError
    let right = rhs as NSError
    return left.domain == right.domain
        && left.code == right.code
        && "\(lhs)" == "\(rhs)"
}

extension Event: Equatable where Element: Equatable {
    /// Equal when both are `completed`, both `next` with equal elements, or both `error`
    /// with errors equal as RxTest compares them: same `NSError` domain and code (for a
    /// Swift error, its type and case) and the same description (`String(describing:)`).
    /// So `error(TestError.boom)` equals another `error(TestError.boom)`, and two instances of
    /// a struct error are equal when they print the same.
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed):
            true
        case (.error(let left), .error(let right)):
            errorsAreEqual(left, right)
        case (.next(let left), .next(let right)):
            left == right
        default:
            false
        }
    }
}

/// Two `Single` outcomes are equal when both succeed with equal elements, or both fail with
/// errors equal as `Event`'s `==` compares them. (`SingleEvent` is Swift's `Result`, which
/// cannot be `Equatable` over `any Error`, so this is a function, as in RxTest:
/// `RxTest/Event+Equatable.swift`.)
func singleEventsAreEqual<Element: Equatable>(_ lhs: SingleEvent<Element>, _ rhs: SingleEvent<Element>) -> Bool {
    switch (lhs, rhs) {
    case (.success(let left), .success(let right)):
        left == right
    case (.failure(let left), .failure(let right)):
        errorsAreEqual(left, right)
    default:
        false
    }
}

extension MaybeEvent: Equatable where Element: Equatable {
    /// Equal when both succeed with equal elements, both complete empty, or both fail with
    /// errors equal as `Event`'s `==` compares them.
    public static func == (lhs: MaybeEvent<Element>, rhs: MaybeEvent<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed):
            true
        case (.error(let left), .error(let right)):
            errorsAreEqual(left, right)
        case (.success(let left), .success(let right)):
            left == right
        default:
            false
        }
    }
}

extension CompletableEvent: Equatable {
    /// Equal when both complete, or both fail with errors equal as `Event`'s `==` compares
    /// them.
    public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed):
            true
        case (.error(let left), .error(let right)):
            errorsAreEqual(left, right)
        default:
            false
        }
    }
}
