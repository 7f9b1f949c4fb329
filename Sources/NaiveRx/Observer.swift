// An observer made from a closure. Chapter 2.

// snippet:begin observer
/// An observer that hands every event to a closure.
///
/// The article calls its argument label-less `init(_:)`; so do we. (The article's `Sink`
/// then calls `Observer(handler:)`, which does not compile: one of the places where our
/// code is the article's idea, made to build.)
public final class Observer<Element>: ObserverType {
    // snippet:begin workbook-observer-state
    private let handler: (Event<Element>) -> Void
    // snippet:end workbook-observer-state

    /// Creates an observer that calls `handler` with each event.
    public init(_ handler: @escaping (Event<Element>) -> Void) {
        // snippet:begin workbook-observer-init
        self.handler = handler
        // snippet:end workbook-observer-init
        Resources.incrementTotal()
    }

    /// Calls the handler with `event`.
    public func on(_ event: Event<Element>) {
        // snippet:begin workbook-observer-on
        handler(event)
        // snippet:end workbook-observer-on
    }

    deinit {
        Resources.decrementTotal()
    }
}
// snippet:end observer
