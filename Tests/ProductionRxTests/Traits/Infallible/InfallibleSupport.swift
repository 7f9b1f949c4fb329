// Helpers for the Infallible tests: what an Infallible sends, as `Seen` events, and a way
// to make a test observable into an Infallible. Chapter 14.
import ProductionRx

/// Subscribes to `source`, lets a synchronous source run to the end, disposes, and returns
/// what the subscriber saw.
func record<Element: Equatable>(_ source: Infallible<Element>) -> [Seen<Element>] {
    record(source.asObservable())
}

extension ObservableConvertibleType {
    /// The test source as an `Infallible`; the tests' sources never fail, and one that did
    /// would show up as an extra `completed`.
    var infallible: Infallible<Element> {
        asInfallible(onErrorFallbackTo: .empty())
    }
}
