// Exercise 05.1 — pairwise, written the way RxSwift writes every operator. Check it with
// `swift run exercises 05.1`.
//
// `pairwise()` pairs each element with the one before it. The first element only is
// remembered; errors and completion pass through.
//
//     -1-2-3-4-|  pairwise()  → ---a-b-c-|    a = (1, 2)   b = (2, 3)   c = (3, 4)
//
// The public extension is done. Write the other two parts, as Map.swift does:
// - `PairwiseSink.on(_:)`: what each event becomes. Send with `forwardOn`, and call
//   `dispose()` after forwarding a terminal event. Remember an element before you forward
//   its pair: the observer may make the source send the next one from inside its onNext.
// - `Pairwise.run(_:cancel:)`: make the sink, subscribe it to the source, return both.
// Disposing a subscription must dispose the subscription to the source, and two
// subscriptions must not share a "previous" element.
//
// RxSwift keeps `Producer` and `Sink` internal: only the library's own operators use them.
// ProductionRx hides them from a plain `import ProductionRx` too, and opens them, for
// operators written outside the library like this one, behind the name `Operators`:
// `@_spi(Operators) import` is what lets this file subclass them, in debug and release builds.
//
// Read: Chapters/05-the-shape-of-production-rx/README.md#writing-an-operator-with-producer-and-sink
@_spi(Operators) import ProductionRx

extension ObservableType {
    /// Pairs each element with the one before it: `(previous, current)`. The first element
    /// is only remembered, so `n` elements make `n - 1` pairs.
    ///
    /// - returns: An observable sequence of each element paired with the one before it.
    public func pairwise() -> Observable<(Element, Element)> {
        Pairwise(source: asObservable())
    }
}

/// One subscription of `pairwise`.
final class PairwiseSink<SourceElement, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == (SourceElement, SourceElement) {
    typealias Element = SourceElement

    func on(_ event: Event<SourceElement>) {
        // Replace this method: for now it drops every event.
    }
}

/// The observable `pairwise` returns: one `PairwiseSink` per subscription, subscribed to
/// the source.
final class Pairwise<SourceElement>: Producer<(SourceElement, SourceElement)> {
    private let source: Observable<SourceElement>

    init(source: Observable<SourceElement>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == (SourceElement, SourceElement) {
        // Replace these lines: the sink is made, but never subscribed to the source.
        let sink = PairwiseSink<SourceElement, Observer>(observer: observer, cancel: cancel)
        return (sink: sink, subscription: Disposables.create())
    }
}
