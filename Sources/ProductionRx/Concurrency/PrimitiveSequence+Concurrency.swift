// Traits and Swift concurrency, both ways: awaiting a Single's, a Maybe's or a Completable's
// outcome with `value`, and running an `async` function as a Single. Chapter 14.

// snippet:begin single-value
extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Subscribes, suspends until the `Single` answers, and returns its element or throws its
    /// error.
    ///
    /// Cancelling the awaiting task disposes the subscription and throws `CancellationError`
    /// at once; a task cancelled before it awaits still subscribes, and gets the answer if
    /// the `Single` gives it while subscribed, as in RxSwift
    /// (`RxSwift/Traits/PrimitiveSequence/PrimitiveSequence+Concurrency.swift`). It runs on the caller's actor
    /// (`nonisolated(nonsending)`, where RxSwift's is a plain `async` getter), so a `Single`
    /// held by a main-actor view model can be awaited there without being sent anywhere.
    public nonisolated(nonsending) var value: Element {
        get async throws {
            try await awaitOutcome { report in
                primitiveSequence.subscribeOutcome { result in report(result) }
            }
        }
    }
}
// snippet:end single-value

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Subscribes, suspends until the `Maybe` answers, and returns its element, `nil` if it
    /// completed empty, or throws its error.
    ///
    /// Cancelling the awaiting task disposes the subscription and throws `CancellationError`
    /// at once; a task cancelled before it awaits still subscribes, and gets the answer if
    /// one comes while subscribing.
    public nonisolated(nonsending) var value: Element? {
        get async throws {
            try await awaitOutcome { report in
                primitiveSequence.subscribeOutcome { event in
                    switch event {
                    case .success(let element):
                        report(.success(element))
                    case .completed:
                        report(.success(nil))
                    case .error(let error):
                        report(.failure(error))
                    }
                }
            }
        }
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Subscribes, suspends until the `Completable` completes, or throws its error.
    ///
    /// Cancelling the awaiting task disposes the subscription and throws `CancellationError`
    /// at once; a task cancelled before it awaits still subscribes, and gets the answer if
    /// one comes while subscribing.
    public nonisolated(nonsending) var value: Void {
        get async throws {
            try await awaitOutcome { report in
                primitiveSequence.subscribeOutcome { event in
                    switch event {
                    case .completed:
                        report(.success(()))
                    case .error(let error):
                        report(.failure(error))
                    }
                }
            }
        }
    }
}

// snippet:begin single-create-work
extension PrimitiveSequenceType where Trait == SingleTrait {
    /// A `Single` that runs `work` in a new task for each subscription and succeeds with what
    /// it returns, or fails with what it throws.
    ///
    /// Disposing the subscription cancels the task; whatever `work` does after that is not
    /// delivered. The element arrives on the task's executor, not on the subscriber's thread:
    /// add `observe(on:)` to choose.
    ///
    /// - parameter detached: Run `work` in a detached task (`Task.detached`), which inherits
    ///   neither the priority nor the task-local values of the task that subscribes.
    /// - parameter priority: The task's priority; `nil` for the default.
    /// - parameter work: The asynchronous work.
    /// - returns: A `Single` of `work`'s result.
    public static func create(
        detached: Bool = false,
        priority: TaskPriority? = nil,
        work: @Sendable @escaping () async throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        create { observer in
            // The observer only ever receives from the task: it is handed over to it.
            nonisolated(unsafe) let observer = observer
            let operation: @Sendable () async -> Void = {
                do {
                    observer(.success(try await work()))
                } catch {
                    observer(.failure(error))
                }
            }
            let task = detached ? Task.detached(priority: priority, operation: operation) : Task(priority: priority, operation: operation)
            return Disposables.running { task.cancel() }
        }
    }
}
// snippet:end single-create-work
