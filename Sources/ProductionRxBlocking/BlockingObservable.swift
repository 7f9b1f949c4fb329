// A sequence whose elements the caller waits for: the bridge from Rx back to plain code in
// tests. Chapter 8 ("Testing in virtual time").
import Foundation
import ProductionRx

/// A sequence converted with `toBlocking()`: its operators subscribe, block the current
/// thread until the sequence ends (or `timeout` passes), and return the result.
///
/// Meant for tests and command-line tools, never for UI code.
public struct BlockingObservable<Element> {
    /// The longest wait, in seconds; `nil` waits for ever.
    let timeout: TimeInterval?
    /// The sequence waited for.
    let source: Observable<Element>
}

extension ObservableConvertibleType {
    /// Converts the sequence into one whose operators wait for the result.
    ///
    /// - parameter timeout: The longest each operator waits, in seconds; after it the
    ///   operator throws `RxError.timeout`. `nil` (the default) waits for ever.
    public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> {
        BlockingObservable(timeout: timeout, source: asObservable())
    }
}

/// The whole of a finished sequence: its elements and how it ended.
@frozen
public enum MaterializedSequenceResult<T> {
    /// The sequence completed after sending `elements`.
    case completed(elements: [T])
    /// The sequence failed with `error` after sending `elements` (a timeout is
    /// `RxError.timeout`).
    case failed(elements: [T], error: Error)
}
