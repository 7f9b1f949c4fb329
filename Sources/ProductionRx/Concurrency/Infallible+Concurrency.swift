// From an Infallible to Swift concurrency: an `AsyncStream`, iterated with `for await`
// and no `try`, since the sequence cannot fail. Chapter 14.

// snippet:begin infallible-values
extension InfallibleType {
    /// The sequence's elements as an asynchronous sequence that cannot throw, for `for await`.
    ///
    /// It behaves as `Observable`'s `values` does (subscribes when read, ends the
    /// subscription when the loop is left, when its task is cancelled or when the sequence
    /// completes, buffers without bound), with one type difference: an `AsyncStream`, so the
    /// loop needs no `try`.
    public var values: AsyncStream<Element> {
        AsyncStream(bufferingPolicy: .unbounded) { continuation in
            let subscription = BridgeSubscription()
            let callStack = Hooks.subscriptionCallStack()
            continuation.onTermination = { _ in
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
                        // Only an operator's throwing closure can get here (chapter 14, "What
                        // Infallible promises"): report it as `subscribe` does, and end the loop.
                        Hooks.defaultErrorHandler(callStack, error)
                        continuation.finish()
                    case .completed:
                        continuation.finish()
                    }
                })
        }
    }
}
// snippet:end infallible-values
