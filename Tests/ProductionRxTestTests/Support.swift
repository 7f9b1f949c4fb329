// What every suite of the test-toolkit tests shares: the leak check and an error to send.
// Chapter 8 ("Testing in virtual time").
import ProductionRx
import TestSupport
import Testing

/// Every suite in this target carries this trait: nothing may leak (see LeakCheck.swift).
extension Trait where Self == LeakCheck {
    static var leakChecked: Self {
        .leakChecked("ProductionRx") { Int(Resources.total) }
    }
}

/// The errors these tests send through sequences.
enum TestError: Error, Equatable, CustomStringConvertible {
    case boom
    case other

    var description: String {
        switch self {
        case .boom: "boom"
        case .other: "other"
        }
    }
}

/// The `RxError` cases the blocking tests expect (RxError is not Equatable).
enum ExpectedRxError {
    case timeout
    case noElements
    case moreThanOneElement
}

/// `true` when `error` is the given `RxError` case.
func isRxError(_ error: Error?, _ expected: ExpectedRxError) -> Bool {
    switch (error as? RxError, expected) {
    case (.timeout?, .timeout), (.noElements?, .noElements), (.moreThanOneElement?, .moreThanOneElement):
        true
    default:
        false
    }
}
