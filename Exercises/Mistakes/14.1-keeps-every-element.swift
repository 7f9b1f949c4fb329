// Mistake: the stream keeps every element, as `values` does, so a busy loop still sees each old one.
// Caught by: keeps only the newest element while the loop is busy
import ProductionRx

/// The source's elements as an asynchronous sequence that keeps only the newest element the
/// loop has not taken yet.
public func latestValues<Element: Sendable>(of source: Observable<Element>) -> AsyncThrowingStream<Element, Swift.Error> {
    AsyncThrowingStream(bufferingPolicy: .unbounded) { continuation in
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
