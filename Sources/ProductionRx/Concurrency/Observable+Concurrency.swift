// From Rx to Swift concurrency: any sequence as an `AsyncThrowingStream`, iterated with
// `for try await`. Chapter 14.

// snippet:begin observable-values
extension ObservableConvertibleType {
    /// The sequence's elements as an asynchronous sequence, for `for try await`.
    ///
    /// Reading the property subscribes at once (elements sent before the loop starts wait in
    /// the stream); the loop ends when the sequence completes, and throws its error.
    ///
    /// The subscription ends as soon as the stream does: when the source ends, when the task
    /// that iterates is cancelled, or when the loop is left early (`break`, `return`, a thrown
    /// error) and nothing else holds the stream. Chapter 14 shows each. A loop whose task is
    /// cancelled before the source ends throws `CancellationError` (after the elements that
    /// already wait), so that it can tell "stopped" from "the sequence completed", as
    /// RxSwift's does.
    ///
    /// The stream buffers without bound, as RxSwift's does: an Observable cannot be asked to
    /// slow down, so every element it sends waits until the loop takes it. Chapter 14,
    /// "When the consumer is slower", explains the choice and what to do instead.
    public var values: AsyncThrowingStream<Element, Swift.Error> {
        AsyncThrowingStream(bufferingPolicy: .unbounded) { continuation in
            let subscription = BridgeSubscription()
            // Installed before subscribing: the stream can end inside `subscribe` (a source
            // that completes at once), and the slot then disposes the subscription as it is set.
            continuation.onTermination = { termination in
                if case .cancelled = termination {
                    // The iterating task was cancelled, or nobody holds the stream any more:
                    // a loop still waiting for `next()` gets the reason, after the elements
                    // already buffered.
                    continuation.finish(throwing: CancellationError())
                }
                subscription.dispose()
            }
            subscription.set(
                asObservable().subscribe { event in
                    switch event {
                    case .next(let element):
                        // Handed over to the iterating task, as every Rx element is handed to
                        // the next observer: the sender does not touch it again (chapter 14,
                        // "Threads and the main actor").
                        nonisolated(unsafe) let handedOver = element
                        continuation.yield(handedOver)
                    case .error(let error):
                        continuation.finish(throwing: error)
                    case .completed:
                        continuation.finish()
                    }
                })
        }
    }
}
// snippet:end observable-values
