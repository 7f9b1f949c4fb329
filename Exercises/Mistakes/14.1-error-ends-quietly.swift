// Mistake: the source's error ends the loop as if the source had completed.
// Caught by: throws the source's error
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
                    _ = error
                    continuation.finish()
                case .completed:
                    continuation.finish()
                }
            })
    }
}
