// What the scheduler tests share: queues that can say "you are on me", a log that notices
// overlapping calls, and waiting with a time limit. Chapter 7.
import Dispatch
import Foundation
import ProductionRx
import Synchronization

/// The key under which a test queue stores its own name, so that code running on it can ask
/// `whereAmI()` which queue it is on.
let queueNameKey = DispatchSpecificKey<String>()

/// A serial queue that answers `whereAmI()` with `name`.
func namedQueue(_ name: String, attributes: DispatchQueue.Attributes = []) -> DispatchQueue {
    let queue = DispatchQueue(label: name, attributes: attributes)
    queue.setSpecific(key: queueNameKey, value: name)
    return queue
}

/// The name of the test queue the caller runs on (or the queue it targets), `"main"` on the
/// main queue, `"own thread"` on a `ThreadPerActionScheduler` thread, and
/// `"elsewhere"` otherwise.
func whereAmI() -> String {
    if let name = DispatchQueue.getSpecific(key: queueNameKey) {
        return name
    }
    if Thread.current.threadDictionary[ThreadPerActionScheduler.threadName] != nil {
        return ThreadPerActionScheduler.threadName
    }
    return DispatchQueue.getSpecific(key: mainQueueKey) != nil ? "main" : "elsewhere"
}

/// A key only the main queue carries.
let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

/// Waits up to `seconds` for `semaphore`; `true` if it was signalled in time.
func waitFor(_ semaphore: DispatchSemaphore, seconds: Double = 5) -> Bool {
    semaphore.wait(timeout: .now() + seconds) == .success
}

/// Schedules one action on `scheduler`, waits for it (`nil` if it did not run in time), and
/// returns where it ran (see `whereAmI()`).
func placeOfOneAction(on scheduler: some ImmediateSchedulerType) -> String? {
    let log = ThreadLog()
    let done = DispatchSemaphore(value: 0)
    _ = scheduler.schedule(()) { _ in
        log.record("ran")
        done.signal()
        return Disposables.create()
    }
    return waitFor(done) ? log.places.first : nil
}

/// Schedules one action `milliseconds` from now on `scheduler` and waits for it: where it
/// ran (`nil` if it did not run in time), and whether it ran no earlier than due.
func placeOfOneRelativeAction(on scheduler: some SchedulerType, milliseconds: Int) -> (place: String?, lateEnough: Bool) {
    let log = ThreadLog()
    let done = DispatchSemaphore(value: 0)
    let start = DispatchTime.now()
    let firedLateEnough = Counter()
    _ = scheduler.scheduleRelative((), dueTime: .milliseconds(milliseconds)) { _ in
        if DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds >= UInt64(milliseconds) * 1_000_000 {
            firedLateEnough.increment()
        }
        log.record("fired")
        done.signal()
        return Disposables.create()
    }
    return (waitFor(done) ? log.places.first : nil, firedLateEnough.value == 1)
}

/// Schedules two actions on `scheduler` while `holdQueue` keeps its queue busy until the
/// semaphore it is given is signalled, disposes the first before that, and returns what ran
/// (`nil` if the second did not run in time). A scheduler whose disposal cancels gives
/// `["later action ran"]`.
func whatRanAfterDisposingTheFirstOfTwoWaitingActions(
    on scheduler: some ImmediateSchedulerType, holdQueue: (DispatchSemaphore) -> Void
) -> [String]? {
    let release = DispatchSemaphore(value: 0)
    let log = ThreadLog()
    let done = DispatchSemaphore(value: 0)
    holdQueue(release)
    let cancelled = scheduler.schedule(()) { _ in
        log.record("cancelled action ran")
        return Disposables.create()
    }
    _ = scheduler.schedule(()) { _ in
        log.record("later action ran")
        done.signal()
        return Disposables.create()
    }
    cancelled.dispose()
    release.signal()
    return waitFor(done) ? log.seen : nil
}

/// Blocks the calling thread for `milliseconds`, to let a cancelled action prove it does not run.
func pause(milliseconds: Int) {
    usleep(useconds_t(milliseconds * 1000))
}

/// A thread-safe log of what happened where, which also notices when two entries were being
/// written at the same time (that is, when two calls overlapped).
final class ThreadLog: Sendable {
    private let entries = Mutex<[String]>([])
    private let placeLog = Mutex<[String]>([])
    private let inFlight = Atomic<Int>(0)
    private let overlap = Atomic<Bool>(false)

    /// Records `entry`, and the queue it was recorded on; stays a moment so that an
    /// overlapping call has a chance to show.
    func record(_ entry: String, lingerMicroseconds: UInt32 = 0) {
        if inFlight.add(1, ordering: .sequentiallyConsistent).newValue > 1 {
            overlap.store(true, ordering: .sequentiallyConsistent)
        }
        if lingerMicroseconds > 0 {
            usleep(lingerMicroseconds)
        }
        let place = whereAmI()
        entries.withLock { $0.append(entry) }
        placeLog.withLock { $0.append(place) }
        inFlight.subtract(1, ordering: .sequentiallyConsistent)
    }

    /// The entries, in the order they were recorded.
    var seen: [String] { entries.withLock { $0 } }
    /// Where each entry was recorded (see `whereAmI()`), in the same order.
    var places: [String] { placeLog.withLock { $0 } }
    /// Whether two `record` calls were ever inside it at once.
    var overlapped: Bool { overlap.load(ordering: .sequentiallyConsistent) }
}

extension ThreadLog {
    /// An observer that records each event as text (`next(1)`, `error(boom)`, `completed`)
    /// and signals `done` on the terminal one.
    func observer<Element>(lingerMicroseconds: UInt32 = 0, done: DispatchSemaphore? = nil) -> AnyObserver<Element> {
        AnyObserver(eventHandler: { event in
            switch event {
            case .next(let element):
                self.record("next(\(element))", lingerMicroseconds: lingerMicroseconds)
            case .error(let error):
                self.record("error(\(error))", lingerMicroseconds: lingerMicroseconds)
                done?.signal()
            case .completed:
                self.record("completed", lingerMicroseconds: lingerMicroseconds)
                done?.signal()
            }
        })
    }
}

/// A scheduler that runs every action on a new thread of its own: actions scheduled close
/// together really do run at the same time, however few cores the machine has (a dispatch
/// queue on a 2-core machine may well run them one after the other).
final class ThreadPerActionScheduler: ImmediateSchedulerType {
    /// What `whereAmI()` reports on the threads it starts (marked in their thread dictionary).
    static let threadName = "own thread"

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        // Handed over: only the new thread touches the action and its state.
        let work = SharedAcrossThreads((cancel, state, action))
        let thread = Thread {
            Thread.current.threadDictionary[Self.threadName] = true
            let (cancel, state, action) = work.value
            if !cancel.isDisposed {
                cancel.setDisposable(action(state))
            }
        }
        thread.start()
        return cancel
    }
}
