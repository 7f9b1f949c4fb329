// Waiting for async work from a synchronous check: the bridges of chapter 14 run in tasks.
import Dispatch
import Synchronization

/// Runs `operation` in a task and blocks until it ends: the checks are synchronous, the
/// bridges are not. The runner's time limit catches a loop that never ends.
public func waitFor<Value: Sendable>(_ operation: @escaping @Sendable () async throws -> Value) throws -> Value {
    let result = Mutex<Result<Value, Swift.Error>?>(nil)
    let done = DispatchSemaphore(value: 0)
    Task {
        let outcome: Result<Value, Swift.Error>
        do {
            outcome = .success(try await operation())
        } catch {
            outcome = .failure(error)
        }
        result.withLock { $0 = outcome }
        done.signal()
    }
    done.wait()
    return try result.withLock { $0! }.get()
}
