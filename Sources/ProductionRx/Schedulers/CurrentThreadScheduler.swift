// The trampoline: runs work on the current thread, after the work already running. Chapter 7.
import Foundation

/// Runs actions on the current thread, one after the other.
///
/// The first `schedule` on a thread runs its action at once and then drains a queue; any
/// `schedule` made while that runs only enqueues. Recursion becomes iteration, and work
/// scheduled from inside an action runs after that action, in FIFO order.
public final class CurrentThreadScheduler: ImmediateSchedulerType, Sendable {
    typealias ScheduleQueue = RxMutableBox<Queue<ScheduledItemType>>

    /// The scheduler; it has no state of its own, the state is per thread.
    public static let instance = CurrentThreadScheduler()

    private init() {}

    // Thread-local slots, one pthread key each: "a trampoline is running" and its queue.
    private static let isScheduleRequiredKey: pthread_key_t = makeKey()
    private static let queueKey: pthread_key_t = makeKey()

    private static func makeKey() -> pthread_key_t {
        var key = pthread_key_t()
        guard pthread_key_create(&key, nil) == 0 else {
            rxFatalError("CurrentThreadScheduler: could not create a thread-local key. Chapter 7.")
        }
        return key
    }

    // Any non-nil pointer marks "a trampoline is running"; nothing is ever read through it.
    private static var scheduleInProgressSentinel: UnsafeMutableRawPointer? { UnsafeMutableRawPointer(bitPattern: 1) }

    /// The queue of the trampoline running on this thread, if any. Stored retained in the
    /// thread-local slot; setting it releases the previous one.
    static var queue: ScheduleQueue? {
        get {
            guard let pointer = pthread_getspecific(queueKey) else { return nil }
            return Unmanaged<ScheduleQueue>.fromOpaque(pointer).takeUnretainedValue()
        }
        set {
            if let old = pthread_getspecific(queueKey) {
                Unmanaged<ScheduleQueue>.fromOpaque(old).release()
            }
            pthread_setspecific(queueKey, newValue.map { Unmanaged.passRetained($0).toOpaque() })
        }
    }

    /// Whether this thread still holds a trampoline queue: `false` once the trampoline has
    /// drained and let it go. `package`, so that this repository's tests can check that; the
    /// queue's type stays internal.
    package static var hasQueue: Bool {
        queue != nil
    }

    /// `true` when no trampoline is running on this thread, so a caller must open one
    /// (`Producer.subscribe` does); `false` inside a scheduled action.
    public private(set) static var isScheduleRequired: Bool {
        get {
            pthread_getspecific(isScheduleRequiredKey) == nil
        }
        set(isScheduleRequired) {
            if pthread_setspecific(isScheduleRequiredKey, isScheduleRequired ? nil : scheduleInProgressSentinel) != 0 {
                rxFatalError("CurrentThreadScheduler: could not set the thread-local flag. Chapter 7.")
            }
        }
    }

    // snippet:begin current-thread-schedule
    /// Runs `action` now if no trampoline runs on this thread, then everything it scheduled;
    /// otherwise enqueues it behind the running action and returns the queued item.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        // snippet:begin workbook-current-thread-schedule
        guard CurrentThreadScheduler.isScheduleRequired else {
            // A trampoline is running: wait in its queue, behind the action that runs now.
            let item = ScheduledItem(action: action, state: state)
            if let queue = CurrentThreadScheduler.queue {
                queue.value.enqueue(item)
            } else {
                // The first item to wait on this trampoline brings the queue.
                let queue = ScheduleQueue(Queue(capacity: 1))
                queue.value.enqueue(item)
                CurrentThreadScheduler.queue = queue
            }
            return item
        }

        // No trampoline yet: this call is the trampoline until it returns. It runs the
        // action, then drains the queue, first in first out, skipping items disposed while
        // they waited; an item it runs may queue more, which this same loop then runs.
        CurrentThreadScheduler.isScheduleRequired = false
        defer {
            CurrentThreadScheduler.queue = nil
            CurrentThreadScheduler.isScheduleRequired = true
        }
        let disposable = action(state)
        if let queue = CurrentThreadScheduler.queue {
            while let item = queue.value.dequeue() {
                if !item.isDisposed {
                    item.invoke()
                }
            }
        }
        return disposable
        // snippet:end workbook-current-thread-schedule
    }
    // snippet:end current-thread-schedule
}

/// A mutable value shared by reference (the trampoline's queue). Used by one thread only.
final class RxMutableBox<T> {
    var value: T

    init(_ value: T) {
        self.value = value
    }
}
