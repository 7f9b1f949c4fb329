// A scheduler that runs each action as an operation on an `OperationQueue`, so that the
// queue's `maxConcurrentOperationCount` bounds how much runs at once. Chapter 7.
import Dispatch
import Foundation

// snippet:begin operation-queue-scheduler
/// Abstracts the work that needs to be performed on a specific `OperationQueue`.
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

    /// Creates a scheduler that performs work on `operationQueue`.
    ///
    /// - parameter operationQueue: Operation queue targeted to perform work on.
    /// - parameter queuePriority: Queue priority which will be assigned to new operations.
    public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
        self.operationQueue = operationQueue
        self.queuePriority = queuePriority
    }

    /// Schedules `action` to run as an operation on the queue.
    ///
    /// - parameter state: State passed to the action to be executed.
    /// - parameter action: Action to be executed.
    /// - returns: The disposable object used to cancel the scheduled action (best effort).
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        let work = ScheduledWork((cancel, state, action))

        let operation = BlockOperation {
            let (cancel, state, action) = work.value
            if cancel.isDisposed {
                return
            }

            cancel.setDisposable(action(state))
        }

        operation.queuePriority = queuePriority

        operationQueue.addOperation(operation)

        return cancel
    }
}
// snippet:end operation-queue-scheduler
