// From Swift concurrency to Rx: any `AsyncSequence` as an Observable, iterated by a task
// that disposing the subscription cancels. Chapter 14.

// snippet:begin async-sequence-as-observable
extension AsyncSequence {
    /// The asynchronous sequence as an `Observable`: each subscription iterates it in a new
    /// detached task and sends its elements, then completion, or the error it throws.
    ///
    /// The task is detached, as RxSwift's is: it takes neither the subscriber's task-local
    /// values nor its priority, and it never runs on the subscriber's actor. A
    /// `CancellationError` thrown by the sequence ends the Observable with completion, not
    /// with an error: the iteration was stopped, it did not fail.
    ///
    /// Disposing the subscription cancels the task; a sequence that honours cancellation
    /// (as `AsyncStream` and `Task.sleep` do) stops at once, and nothing it produces after the
    /// disposal is delivered. Events arrive on the task's executor: add `observe(on:)` to
    /// choose where.
    ///
    /// - parameter priority: The iterating task's priority; `nil` for the default.
    /// - returns: An `Observable` of the sequence's elements.
    public func asObservable(priority: TaskPriority? = nil) -> Observable<Element> {
        Observable.creating { observer in
            // The iterator is made here and from then on used only by the task below, and the
            // observer only receives from that task: both are handed over to it. (The closure
            // keeps the task from capturing the generic sequence type itself.)
            var iterator = makeAsyncIterator()
            nonisolated(unsafe) let next = { try await iterator.next() }
            nonisolated(unsafe) let observer = observer
            let task = Task.detached(priority: priority) {
                let end: Event<Element>
                do {
                    while let element = try await next() {
                        observer.onNext(element)
                    }
                    end = .completed
                } catch {
                    // A sequence stopped by cancellation has not failed.
                    end = error is CancellationError ? .completed : .error(error)
                }
                observer.on(end)
            }
            return Disposables.create(with: task.cancel)
        }
    }
}
// snippet:end async-sequence-as-observable
