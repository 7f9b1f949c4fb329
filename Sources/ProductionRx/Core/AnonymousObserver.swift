// The observer `subscribe(onNext:…)` builds around the caller's closures. Chapter 5.

/// An observer that calls a closure for each event.
@usableFromInline
final class AnonymousObserver<Element>: ObserverBase<Element> {
    @usableFromInline typealias EventHandler = (Event<Element>) -> Void

    private let eventHandler: EventHandler

    @usableFromInline
    init(_ eventHandler: @escaping EventHandler) {
        Resources.incrementTotal()
        self.eventHandler = eventHandler
    }

    override func onCore(_ event: Event<Element>) {
        eventHandler(event)
    }

    deinit {
        Resources.decrementTotal()
    }
}
