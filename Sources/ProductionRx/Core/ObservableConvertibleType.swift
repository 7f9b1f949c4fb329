// Anything that can be turned into an Observable. Chapter 5.

// snippet:begin observable-convertible-type
/// A type that can be converted to an `Observable`.
public protocol ObservableConvertibleType {
    /// The type of the elements of the sequence.
    associatedtype Element

    /// Returns the sequence as an `Observable`.
    func asObservable() -> Observable<Element>
}
// snippet:end observable-convertible-type
