// The scheduler of the main queue: UI work, and on Linux whatever a command-line program's
// main loop drives (dispatchMain or RunLoop). Chapter 7.
import Dispatch
import Foundation

/// Runs actions on the main queue (`DispatchQueue.main`), at once when it can.
///
/// If `schedule` is called from the main queue and nothing this scheduler queued earlier is
/// still waiting, the action runs at once, without a trip through the queue. Otherwise it is
/// queued with `DispatchQueue.main.async`. This makes `observe(on: MainScheduler.instance)`
/// free on the main queue; use `MainScheduler.asyncInstance` to always go through the queue.
///
/// On Linux the main queue runs only while the main thread services it: a command-line
/// program calls `dispatchMain()` (which never returns) or runs `RunLoop.main`.
public final class MainScheduler: SerialDispatchQueueScheduler, @unchecked Sendable {
    // @unchecked Sendable: besides the superclass's immutable configuration, the only state
    // is the atomic counter `waiting`.

    /// How many actions are on the main queue and have not run yet. The shortcut is taken
    /// only at zero, so that an action run at once never overtakes one already queued.
    let waiting = AtomicInt(0)

    /// The singleton: runs at once when already on the main queue.
    public static let instance = MainScheduler()

    /// A scheduler on the main queue that always queues, even when called from the main
    /// queue. Use it to leave the current call stack, for example to break a reentrant loop.
    public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: DispatchQueue.main)

    /// Creates a scheduler on the main queue. Prefer `MainScheduler.instance`.
    public init() {
        super.init(serialQueue: .main)
    }

    /// Stops the process, with `errorMessage`, if not called from the main queue.
    ///
    /// - parameter errorMessage: The message to stop with; a default explains the problem.
    public class func ensureExecutingOnScheduler(errorMessage: String? = nil) {
        if !DispatchQueue.isMain {
            rxFatalError(
                errorMessage
                    ?? "Executing on background thread. Please use `MainScheduler.instance.schedule` to schedule UI updates. Chapter 7 explains schedulers.")
        }
    }

    /// Stops the process, with `errorMessage`, if not called from the main thread. Does
    /// nothing on Linux, where the main queue may be serviced by another thread.
    ///
    /// - parameter errorMessage: The message to stop with; a default explains the problem.
    public class func ensureRunningOnMainThread(errorMessage: String? = nil) {
        #if !os(Linux)
        guard Thread.isMainThread else {
            rxFatalError(errorMessage ?? "Running on background thread. Chapter 7 explains schedulers.")
        }
        #endif
    }

    // snippet:begin main-schedule-internal
    override func scheduleInternal<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        // Counted first, so that a second caller on another thread sees this one waiting.
        let waitingBefore = increment(waiting)
        if waitingBefore == 0 && DispatchQueue.isMain {
            // On the main queue with nothing waiting: run now, on this stack.
            defer { decrement(waiting) }
            return action(state)
        }
        return enqueue(state, action: action)
    }

    /// The queued half of `scheduleInternal`. A function of its own, so that the shortcut,
    /// taken on every event of a Driver, does not look up the metadata of the tuple below on
    /// each call (chapter 15).
    @inline(never)
    private func enqueue<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let slot = SingleAssignmentDisposable()
        let work = ScheduledWork((slot, state, action, self))
        DispatchQueue.main.async {
            let (slot, state, action, scheduler) = work.value
            if !slot.isDisposed {
                slot.setDisposable(action(state))
            }
            decrement(scheduler.waiting)
        }
        return slot
    }
    // snippet:end main-schedule-internal
}

extension DispatchQueue {
    // A value the main queue carries, so that code can ask "am I running on the main queue?"
    // (`getSpecific` looks it up on the queue the caller runs on).
    private static let mainQueueToken: MainQueueToken = {
        let key = DispatchSpecificKey<Void>()
        DispatchQueue.main.setSpecific(key: key, value: ())
        return MainQueueToken(key: key)
    }()

    /// `true` when the caller runs on the main queue (on any platform, whichever thread
    /// services it).
    static var isMain: Bool {
        DispatchQueue.getSpecific(key: mainQueueToken.key) != nil
    }
}

/// The key `DispatchQueue.isMain` looks up.
// @unchecked Sendable: the key is created once, never changed, and Dispatch reads it
// thread-safely.
private struct MainQueueToken: @unchecked Sendable {
    let key: DispatchSpecificKey<Void>
}
