// The library's own way to subscribe a closure: not `@Sendable`, for the closures ProductionRx
// writes around observers, relays and subscriptions it was handed. Chapter 16.

extension ObservableType {
    /// Subscribes a closure of the library's own that receives every event.
    ///
    /// The public `subscribe(_:)` takes a `@Sendable` closure, because the caller's closure may
    /// run on any thread and the compiler must check what it captures. The closures the
    /// library passes here capture only what the caller handed over to the subscription (its
    /// observers, its relays): they receive the events one at a time, as the grammar promises
    /// every observer (chapter 4), and nothing else touches what they capture.
    func subscribeHandedOver(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        asObservable().subscribe(AnonymousObserver(on))
    }
}
