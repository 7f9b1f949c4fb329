// RxCocoaError: the errors RxCocoa's bindings report, spelled as RxSwift's (RxCocoa/RxCocoa.swift,
// which builds on every platform). Libraries written for RxCocoa throw `.castingError` from their
// own cast helpers, so a program that names it must find it here. Chapter 13 (Units); an error
// type, not an operator, so it sits in Core beside RxError.

// @unchecked Sendable: the objects and types the cases carry are only ever described, never
// mutated through the error, as in RxSwift.

/// The errors RxCocoa's bindings, and the libraries built on them, report.
public enum RxCocoaError: Swift.Error, CustomDebugStringConvertible, @unchecked Sendable {
    /// Something went wrong, and nothing more is known.
    case unknown
    /// An operation was attempted that `object` does not allow.
    case invalidOperation(object: Any)
    /// A data source asked for items before any were bound to `object`.
    case itemsNotYetBound(object: Any)
    /// Key-value observation named a property `object` does not have.
    case invalidPropertyName(object: Any, propertyName: String)
    /// An object along an observed key path cannot be observed.
    case invalidObjectOnKeyPath(object: Any, sourceObject: AnyObject, propertyName: String)
    /// Swapping a method's implementation at run time failed.
    case errorDuringSwizzling
    /// `object` could not be cast to `targetType`.
    case castingError(object: Any, targetType: Any.Type)
}

extension RxCocoaError {
    /// A sentence describing the error, worded as RxCocoa words it, so that a program that
    /// prints one prints the same.
    public var debugDescription: String {
        switch self {
        case .unknown:
            "Unknown error occurred."
        case .invalidOperation(let object):
            "Invalid operation was attempted on `\(object)`."
        case .itemsNotYetBound(let object):
            "Data source is set, but items are not yet bound to user interface for `\(object)`."
        case .invalidPropertyName(let object, let propertyName):
            "Object `\(object)` doesn't have a property named `\(propertyName)`."
        case .invalidObjectOnKeyPath(let object, let sourceObject, let propertyName):
            "Unobservable object `\(object)` was observed as `\(propertyName)` of `\(sourceObject)`."
        case .errorDuringSwizzling:
            "Error during swizzling."
        case .castingError(let object, let targetType):
            "Error casting `\(object)` to `\(targetType)`"
        }
    }
}

extension RxCocoa {
    /// `RxCocoaError`, named through its module.
    public typealias RxCocoaError = ProductionRx.RxCocoaError
}
