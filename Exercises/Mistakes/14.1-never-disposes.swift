// Mistake: the subscription is never disposed, so leaving the loop leaves the source with an observer.
// Caught by: ends its subscription when the loop is left with break
import ProductionRx

/// The source's elements as an asynchronous sequence that keeps only the newest element the
/// loop has not taken yet.
public func latestValues<Element: Sendable>(of source: Observable<Element>) -> AsyncThrowingStream<Element, Swift.Error> {
    AsyncThrowingStream(bufferingPolicy: .bufferingNewest(1)) { continuation in
        _ = source.subscribe { event in
            switch event {
            case .next(let element):
                continuation.yield(element)
            case .error(let error):
                continuation.finish(throwing: error)
            case .completed:
                continuation.finish()
            }
        }
    }
}
