// A scheduler that runs each action as an operation on an `OperationQueue`, so that the
// queue's `maxConcurrentOperationCount` bounds how much runs at once. Chapter 7.
import Dispatch
import Foundation

// snippet:begin operation-queue-scheduler
/// Runs each action as one operation on a given `OperationQueue`.
///
/// Suits a bigger chunk of background work whose concurrency you tune with the queue's
/// `maxConcurrentOperationCount`. Each scheduled action becomes one `BlockOperation` with
/// `queuePriority`; disposing before it starts skips it. It has no clock: it is an
/// `ImmediateSchedulerType`, not a `SchedulerType`.
// @unchecked Sendable: both stored properties are constants; `OperationQueue` is thread-safe.
public class OperationQueueScheduler: ImmediateSchedulerType, @unchecked Sendable {
    /// The queue the actions run on.
    public let operationQueue: OperationQueue
    /// The priority given to every operation this scheduler adds.
    public let queuePriority: Operation.QueuePriority

    /// Creates a scheduler that adds its operations to `operationQueue`, each with
    /// `queuePriority`.
    public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
        self.operationQueue = operationQueue
        self.queuePriority = queuePriority
    }

    /// Adds one operation that runs `action` with `state`, unless the returned disposable was
    /// disposed before the operation starts; after it ran, disposing disposes what the action
    /// returned.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let slot = SingleAssignmentDisposable()
        let work = ScheduledWork((slot, state, action))
        let operation = BlockOperation {
            let (slot, state, action) = work.value
            guard !slot.isDisposed else {
                return
            }
            slot.setDisposable(action(state))
        }
        operation.queuePriority = queuePriority
        operationQueue.addOperation(operation)
        return slot
    }
}
// snippet:end operation-queue-scheduler
