// Debug-only detector of events sent concurrently or reentrantly to one observer. Chapter 5.
#if DEBUG
import Foundation
import Synchronization

// snippet:begin rx-diagnostics
/// Where the tracker's warnings go. Tests replace the handler to observe them.
package enum RxDiagnostics {
    /// Receives one warning.
    package typealias WarningHandler = @Sendable (String) -> Void

    /// The handler, in a final class: the mutex stores a reference, which generic code and
    /// concrete code represent alike, so reading it back never wraps the closure in a
    /// reabstraction thunk (chapter 7, "A closure in generic storage").
    private final class Box: Sendable {
        let handler: WarningHandler

        init(_ handler: @escaping WarningHandler) {
            self.handler = handler
        }
    }

    private static let current = Mutex(Box { print($0) })

    /// Receives each anomaly warning; prints it by default (the warnings are not fatal).
    package static var warningHandler: WarningHandler {
        get { current.withLock { $0 }.handler }
        set {
            let box = Box(newValue)
            current.withLock { $0 = box }
        }
    }

    /// Sends `message` to the current handler, called outside the lock.
    package static func warn(_ message: String) {
        let box = current.withLock { $0 }
        box.handler(message)
    }
}
// snippet:end rx-diagnostics

/// Counts, per thread, how many events are being delivered right now, and warns when a
/// second event starts before the first finished: on the same thread (reentrancy) or on
/// another thread (missing synchronization). Both break the `next* (error | completed)?`
/// grammar's promise that events never overlap.
@usableFromInline
final class SynchronizationTracker {
    /// Which message explains a synchronization anomaly.
    @usableFromInline
    enum SynchronizationErrorMessages: String {
        case `default` = """
            Two different threads are sending events to one observer at the same time, \
            without synchronization. The order of the effects then depends on the thread \
            scheduler, and the program behaves at random. Chapter 4 shows why; \
            chapter 7 shows how observe(on:) serialises delivery.

            """
    }

    private let lock = RecursiveLock()
    private var threads = [UnsafeMutableRawPointer: Int]()

    private func synchronizationError(_ message: String) {
        RxDiagnostics.warn(message)
    }

    // snippet:begin synchronization-tracker-register
    /// Records that the current thread starts delivering an event.
    @usableFromInline
    func register(synchronizationErrorMessage: SynchronizationErrorMessages) {
        lock.lock()
        defer { lock.unlock() }
        let pointer = Unmanaged.passUnretained(Thread.current).toOpaque()
        let count = (threads[pointer] ?? 0) + 1

        if count > 1 {
            synchronizationError(
                "⚠️ Reentrancy anomaly was detected.\n"
                    + "  > Debugging: set a breakpoint in \(#fileID):\(#line) and look at the call stack.\n"
                    + "  > Problem: an observable sent an event while the previous event was still being delivered,\n"
                    + "    which breaks the grammar `next* (error | completed)?`: events must not overlap.\n"
                    + "  > Interpretation: usually a cycle, where an observer's reaction feeds back into its own source.\n"
                    + "  > Remedy: if this is intended, enqueue the event instead (for example with observe(on:)).\n"
            )
        }

        threads[pointer] = count

        if threads.count > 1 {
            synchronizationError(
                "⚠️ Synchronization anomaly was detected.\n"
                    + "  > Debugging: set a breakpoint in \(#fileID):\(#line) and look at the call stack.\n"
                    + "  > Problem: \(synchronizationErrorMessage.rawValue)"
            )
        }
    }
    // snippet:end synchronization-tracker-register

    /// Records that the current thread finished delivering its event.
    @usableFromInline
    func unregister() {
        lock.performLocked {
            let pointer = Unmanaged.passUnretained(Thread.current).toOpaque()
            let count = (threads[pointer] ?? 1) - 1
            threads[pointer] = count == 0 ? nil : count
        }
    }
}
#endif
