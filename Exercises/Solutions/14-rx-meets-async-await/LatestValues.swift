// Exercise 14.1, solution — an AsyncSequence that subscribes once per loop, in
// `makeAsyncIterator()`, and keeps only the newest element in a stream of one.
import ProductionRx

/// The elements of an Observable for `for try await` loops: one subscription per loop, and
/// only the newest element the loop has not taken yet.
public struct LatestValues<Element: Sendable>: AsyncSequence {
    /// The iterator of the stream each loop gets.
    public typealias AsyncIterator = AsyncThrowingStream<Element, Swift.Error>.Iterator

    private let source: Observable<Element>

    /// The elements of `source`.
    public init(_ source: Observable<Element>) {
        self.source = source
    }

    /// A loop starts: subscribes to the source for this loop alone.
    public func makeAsyncIterator() -> AsyncIterator {
        let source = source
        return AsyncThrowingStream(bufferingPolicy: .bufferingNewest(1)) { continuation in
            let subscription = BridgeSubscription()
            // Before subscribing: a source may end the stream inside `subscribe`, and the
            // handler must already be there to dispose what is subscribed.
            continuation.onTermination = { termination in
                if case .cancelled = termination {
                    continuation.finish(throwing: CancellationError())
                }
                subscription.dispose()
            }
            subscription.set(
                source.subscribe { event in
                    switch event {
                    case .next(let element):
                        continuation.yield(element)
                    case .error(let error):
                        continuation.finish(throwing: error)
                    case .completed:
                        continuation.finish()
                    }
                })
        }
        .makeAsyncIterator()
    }
}

/// The elements of `source`, newest only, one subscription per loop.
public func latestValues<Element: Sendable>(of source: Observable<Element>) -> LatestValues<Element> {
    LatestValues(source)
}
