// The gate that makes leak-checked tests take turns (see LeakCheck.swift).
import Synchronization

/// Lets one leak-checked test at a time run. Waiting suspends the waiting task.
actor LeakGate {
    static let shared = LeakGate()
    /// Leaks the running test has declared on purpose (see `LeakCheck.acknowledgeLeak`).
    static let acknowledged = Mutex<Int>(0)

    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func enter() async {
        if !busy {
            busy = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func leave() {
        if waiting.isEmpty {
            busy = false
        } else {
            waiting.removeFirst().resume()
        }
    }
}
