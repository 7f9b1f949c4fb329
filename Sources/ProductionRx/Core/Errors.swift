// The errors ProductionRx's own operators produce, spelled as RxSwift's. Chapter 5.

// @unchecked Sendable: the object in `disposed(object:)` is only ever described, never
// mutated through the error, as in RxSwift.

/// Generic errors the operators send.
public enum RxError: Swift.Error, CustomDebugStringConvertible, @unchecked Sendable {
    /// An unknown error.
    case unknown
    /// A subscription or operation was made on an already disposed object.
    case disposed(object: AnyObject)
    /// An arithmetic operation overflowed.
    case overflow
    /// An argument was outside the accepted range.
    case argumentOutOfRange
    /// A sequence finished without the element an operator needed.
    case noElements
    /// A sequence sent more elements than an operator accepts.
    case moreThanOneElement
    /// No event arrived before the timeout.
    case timeout
}

extension RxError {
    /// A sentence describing the error.
    public var debugDescription: String {
        switch self {
        case .unknown:
            "Unknown error occurred."
        case .disposed(let object):
            "Object `\(object)` was already disposed."
        case .overflow:
            "Arithmetic overflow occurred."
        case .argumentOutOfRange:
            "Argument out of range."
        case .noElements:
            "Sequence doesn't contain any elements."
        case .moreThanOneElement:
            "Sequence contains more than one element."
        case .timeout:
            "Sequence timeout."
        }
    }
}
