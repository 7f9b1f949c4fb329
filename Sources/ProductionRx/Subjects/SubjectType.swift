// The protocol of a subject: a sequence you can also send events into. Chapter 9
// (Subjects and sharing).

/// A sequence you can also send events into: an observable and, through `asObserver()`, an
/// observer.
public protocol SubjectType: ObservableType {
    /// The observer events are sent through; for every subject here, the subject itself.
    associatedtype Observer: ObserverType

    /// The observer that sends events into this subject.
    func asObserver() -> Observer
}
