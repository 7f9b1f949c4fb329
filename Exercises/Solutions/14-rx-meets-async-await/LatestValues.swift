// Exercise 14.1, solution — a `values` that keeps only the newest element: the same bridge as
// `values`, with a buffer of one that drops older elements.
import ProductionRx

/// The source's elements as an asynchronous sequence that keeps only the newest element the
/// loop has not taken yet.
public func latestValues<Element: Sendable>(of source: Observable<Element>) -> AsyncThrowingStream<Element, Swift.Error> {
    AsyncThrowingStream(bufferingPolicy: .bufferingNewest(1)) { continuation in
        let subscription = BridgeSubscription()
        // Before subscribing: the stream can end inside subscribe, with a source that completes at once.
        continuation.onTermination = { _ in
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
}
