// Every order two threads' steps can run in, tried one after another: how the checks of
// thread-safe code (chapters 4 to 6) make a race happen every time instead of hoping for an
// unlucky moment. A step is an operation on a lock or an atomic value (the checks of those
// exercises put this folder's look-alikes in place of NSLock, Mutex and Atomic, see
// Watched.swift) or a point a check marks in its own observers and disposables. Between two
// steps a thread runs alone; at each step the explorer chooses which thread goes on, and
// tries every choice, as Rust's loom and Microsoft's CHESS do.
import ExerciseKit
import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One thread of an explored run: a name for the report, and what it does.
public struct ExploredThread {
    /// How the report names it: `"dispose()"`.
    public let name: String
    /// What it does.
    public let body: () -> Void

    /// A thread called `name` that runs `body`.
    public init(_ name: String, _ body: @escaping () -> Void) {
        self.name = name
        self.body = body
    }
}

/// The first order of steps that went wrong, or none.
public struct Exploration: Sendable {
    /// How many orders were tried.
    public let runs: Int
    /// What went wrong in the first bad order; `nil` when every order was right.
    public let problem: String?
    /// That order, one step a line: `set: bitwiseOr (TwoBitDisposer.swift:38)`.
    public let steps: [String]

    /// The failure as a report shows it: what went wrong, then the steps in order.
    public var described: String {
        guard let problem else { return "every one of \(runs) orders was right" }
        return ([problem, "when the steps ran in this order (order \(runs) of those tried):"] + steps.map { "  \($0)" }).joined(separator: "\n")
    }
}

/// Runs the threads `makeRun` makes, once for every order in which their steps can follow one
/// another, with at most `preemptions` switches away from a thread that could have gone on,
/// and stops at the first run whose `verify` (called once every thread has ended) returns a
/// problem. `makeRun` is called before every run: each run starts from fresh objects.
public func explore(
    preemptions: Int = 2, maxRuns: Int = 3_000, _ makeRun: () -> (threads: [ExploredThread], verify: () -> String?)
) -> Exploration {
    var runs = 0
    let started = Date()
    defer { reportStatistics(runs, Date().timeIntervalSince(started)) }
    // Fewest preemptions first, so that the order reported is the simplest that goes wrong.
    for bound in 0...preemptions {
        var pending: [[Int]] = [[]]
        while let prefix = pending.popLast(), runs < maxRuns {
            runs += 1
            let (threads, verify) = makeRun()
            let record = Controller(threads).run(prefix: prefix)
            if let problem = record.problem ?? verify() {
                return Exploration(runs: runs, problem: problem, steps: record.steps)
            }
            // Every choice after the prefix could have gone another way: each other way is a
            // run still to try, unless it spends more preemptions than this round allows.
            for index in stride(from: record.choices.count - 1, through: prefix.count, by: -1) {
                let choice = record.choices[index]
                let spent = record.choices[..<index].filter(\.isPreemption).count
                for alternative in choice.enabled where alternative != choice.chosen {
                    let preempts = choice.previous.map { $0 != alternative && choice.enabled.contains($0) } ?? false
                    if spent + (preempts ? 1 : 0) <= bound {
                        pending.append(record.choices[..<index].map(\.chosen) + [alternative])
                    }
                }
            }
        }
    }
    return Exploration(runs: runs, problem: nil, steps: [])
}

// MARK: - Steps

/// Marks a step of the calling thread, if it is a thread of a run being explored: it waits
/// there until the explorer lets it go on. Anywhere else it does nothing. `acquiring` names
/// the lock the step takes (the thread waits while another holds it), `releasing` the lock it
/// gives back.
public func interleavingPoint(
    _ label: @autoclosure () -> String, acquiring: AnyObject? = nil, recursive: Bool = false, releasing: AnyObject? = nil
) {
    guard Controller.anyRunning.load(ordering: .acquiring), let thread = currentExploredThread() else { return }
    thread.controller?.wait(
        thread, at: Step(label: label(), acquires: acquiring.map(ObjectIdentifier.init), recursive: recursive, releases: releasing.map(ObjectIdentifier.init)))
}

/// Whether the calling thread is a thread of a run being explored.
public var underExploration: Bool {
    Controller.anyRunning.load(ordering: .acquiring) && currentExploredThread() != nil
}

/// `file:line` as a report shows it: `TwoBitDisposer.swift:38`.
public func place(_ file: StaticString, _ line: UInt) -> String {
    "\(String(describing: file).split(separator: "/").last ?? "?"):\(line)"
}

/// What a thread is about to do.
struct Step {
    let label: String
    let acquires: ObjectIdentifier?
    let recursive: Bool
    let releases: ObjectIdentifier?
}

/// One choice the explorer made: who could go on, who did, and who went before.
struct Choice {
    let enabled: [Int]
    let chosen: Int
    let previous: Int?

    /// Whether it switched away from a thread that could have gone on.
    var isPreemption: Bool { previous.map { $0 != chosen && enabled.contains($0) } ?? false }
}

/// A thread of a run, as the controller sees it. Every field is guarded by the controller's
/// condition.
// @unchecked Sendable: every mutable field is read and written under `controller.condition`.
final class ThreadSlot: @unchecked Sendable {
    enum State {
        /// Running its code between two steps.
        case running
        /// Waiting at a step for the explorer to let it go on.
        case waiting(Step)
        /// Running for a while without reaching a step, and asleep: blocked in something the
        /// explorer cannot see (a dispatch queue, a semaphore). Others may go on meanwhile.
        case blocked
        /// Its body returned.
        case finished
    }

    let index: Int
    let name: String
    weak var controller: Controller?
    var state = State.running
    var granted = false
    /// The kernel's id of the thread, to ask whether it sleeps (Linux).
    var kernelID: Int32 = 0

    init(index: Int, name: String, controller: Controller) {
        self.index = index
        self.name = name
        self.controller = controller
    }

    var isWaiting: Bool {
        if case .waiting = state { return true }
        return false
    }
}

/// The key under which each explored thread finds its slot.
private let slotKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
}()

private func currentExploredThread() -> ThreadSlot? {
    pthread_getspecific(slotKey).map { Unmanaged<ThreadSlot>.fromOpaque($0).takeUnretainedValue() }
}

/// Carries a thread's body to the thread that runs it.
// @unchecked Sendable: the body is handed over once and run only by that thread; what it
// touches is exactly what the exploration is about.
private struct Handover: @unchecked Sendable {
    let slot: ThreadSlot
    let body: () -> Void
}

/// Runs one order of the steps of a run's threads.
// @unchecked Sendable: `slots`, `owners` and the run's record are guarded by `condition`.
final class Controller: @unchecked Sendable {
    /// Whether a run is being explored anywhere: the cheap test every step makes first.
    static let anyRunning = Atomic<Bool>(false)
    /// How long a thread may run between two steps before the controller asks whether it is
    /// asleep (blocked in something it cannot see).
    static let patience: TimeInterval = 0.02
    /// How long the threads may make no progress at all before the run is called stuck.
    static let stuckAfter: TimeInterval = 3

    let condition = NSCondition()
    private var slots: [ThreadSlot] = []
    private let bodies: [ExploredThread]
    /// Which thread holds each watched lock, and how many times (recursive locks).
    private var owners: [ObjectIdentifier: (thread: Int, count: Int)] = [:]

    struct Record {
        var choices: [Choice] = []
        var steps: [String] = []
        var problem: String?
    }

    init(_ threads: [ExploredThread]) {
        bodies = threads
    }

    /// Runs every thread, following `prefix` for the first choices and then letting the thread
    /// that went last go on whenever it can.
    func run(prefix: [Int]) -> Record {
        slots = bodies.indices.map { ThreadSlot(index: $0, name: bodies[$0].name, controller: self) }
        Self.anyRunning.store(true, ordering: .releasing)
        defer { Self.anyRunning.store(false, ordering: .releasing) }
        for (slot, thread) in zip(slots, bodies) {
            let handover = Handover(slot: slot, body: thread.body)
            let started = Thread {
                pthread_setspecific(slotKey, Unmanaged.passUnretained(handover.slot).toOpaque())
                handover.slot.controller?.started(handover.slot)
                interleavingPoint("begins")
                handover.body()
                handover.slot.controller?.finished(handover.slot)
                pthread_setspecific(slotKey, nil)
            }
            started.stackSize = 1 << 22
            started.start()
        }
        var record = Record()
        var previous: Int?
        condition.lock()
        defer { condition.unlock() }
        var lastProgress = Date()
        while true {
            // Wait until no thread is running its code: each is at a step, blocked or done.
            var runningSince = Date()
            while let running = slots.first(where: { if case .running = $0.state { true } else { false } }) {
                if condition.wait(until: Date().addingTimeInterval(Self.patience)) {
                    runningSince = Date()
                    continue
                }
                if Date().timeIntervalSince(runningSince) >= Self.patience, isAsleep(running) {
                    running.state = .blocked
                }
                if Date().timeIntervalSince(lastProgress) > Self.stuckAfter { break }
            }
            if slots.allSatisfy({ if case .finished = $0.state { true } else { false } }) { break }
            let enabled = slots.filter { slot in
                guard case .waiting(let step) = slot.state else { return false }
                return canTake(step, slot.index)
            }.map(\.index)
            if enabled.isEmpty {
                if Date().timeIntervalSince(lastProgress) > Self.stuckAfter || !slots.contains(where: { if case .blocked = $0.state { true } else { false } }) {
                    record.problem = stuckDescription()
                    abandon()
                    return record
                }
                _ = condition.wait(until: Date().addingTimeInterval(Self.patience))
                continue
            }
            let position = record.choices.count
            var chosen = enabled.contains(previous ?? -1) ? previous! : enabled[0]
            if position < prefix.count, enabled.contains(prefix[position]) { chosen = prefix[position] }
            record.choices.append(Choice(enabled: enabled, chosen: chosen, previous: previous))
            let slot = slots[chosen]
            guard case .waiting(let step) = slot.state else { continue }
            record.steps.append("\(slot.name): \(step.label)")
            if let lock = step.acquires {
                owners[lock] = (chosen, (owners[lock]?.count ?? 0) + 1)
            }
            if let lock = step.releases, let owner = owners[lock] {
                owners[lock] = owner.count > 1 ? (owner.thread, owner.count - 1) : nil
            }
            slot.state = .running
            slot.granted = true
            previous = chosen
            lastProgress = Date()
            condition.broadcast()
        }
        return record
    }

    /// Whether `slot` may take `step` now: a lock it acquires must be free, or its own when
    /// the lock is recursive.
    private func canTake(_ step: Step, _ thread: Int) -> Bool {
        guard let lock = step.acquires, let owner = owners[lock] else { return true }
        return step.recursive && owner.thread == thread
    }

    /// Says which thread waits for what, when no thread can go on.
    private func stuckDescription() -> String {
        let waits: [String] = slots.compactMap { slot in
            switch slot.state {
            case .waiting(let step):
                guard let lock = step.acquires, let owner = owners[lock] else { return "\(slot.name) waits at \(step.label)" }
                return owner.thread == slot.index
                    ? "\(slot.name) waits at \(step.label) for a lock it holds itself"
                    : "\(slot.name) waits at \(step.label) for a lock \(slots[owner.thread].name) holds"
            case .blocked, .running: return "\(slot.name) never came back (blocked in something other than a lock or an atomic?)"
            case .finished: return nil
            }
        }
        return "no thread could go on: a deadlock (" + waits.joined(separator: "; ") + ")"
    }

    /// Leaves the threads of a stuck run where they are: they wait for ever, and the process
    /// ends when the checks do.
    private func abandon() {
        for slot in slots { slot.controller = nil }
    }

    func started(_ slot: ThreadSlot) {
        condition.lock()
        slot.kernelID = currentKernelThreadID()
        condition.unlock()
    }

    func wait(_ slot: ThreadSlot, at step: Step) {
        condition.lock()
        slot.state = .waiting(step)
        condition.broadcast()
        while !slot.granted { condition.wait() }
        slot.granted = false
        condition.unlock()
    }

    func finished(_ slot: ThreadSlot) {
        condition.lock()
        slot.state = .finished
        condition.broadcast()
        condition.unlock()
    }

    /// Whether `slot`'s thread is asleep in the kernel, three times in a row: blocked in a wait
    /// the explorer does not see. Elsewhere than on Linux, any thread that ran this long
    /// without a step counts as blocked.
    private func isAsleep(_ slot: ThreadSlot) -> Bool {
        #if os(Linux)
        for attempt in 0..<3 {
            guard let stat = try? String(contentsOfFile: "/proc/self/task/\(slot.kernelID)/stat", encoding: .utf8),
                let end = stat.lastIndex(of: ")")
            else { return false }
            let state = stat[stat.index(after: end)...].trimmingCharacters(in: .whitespaces).first
            if state != "S" && state != "D" { return false }
            if attempt < 2 {
                condition.unlock()
                usleep(2_000)
                condition.lock()
                guard case .running = slot.state else { return false }
            }
        }
        return true
        #else
        return true
        #endif
    }
}

/// The kernel's id of the calling thread (Linux), for /proc: `/proc/thread-self` links to
/// `<process>/task/<thread>`.
private func currentKernelThreadID() -> Int32 {
    #if os(Linux)
    let link = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self")) ?? ""
    return link.split(separator: "/").last.flatMap { Int32($0) } ?? 0
    #else
    return 0
    #endif
}

/// Expects every order `exploration` tried to have gone right; `what` says what ran. A
/// failure shows what went wrong and the order of the steps that led there.
public func expectEveryOrder(_ exploration: Exploration, _ what: String, right: String) {
    guard let problem = exploration.problem else { return }
    let steps = exploration.steps.map { "  \($0)" }.joined(separator: "\n")
    Expectations.current.record(
        Failure(what: "\(what), in every order their steps can take", expected: right, actual: "\(problem), when the steps went:\n\(steps)"))
}

/// Prints how many runs each exploration took, to stderr, when EXPLORATION_STATS is set:
/// for contributors sizing a check.
private func reportStatistics(_ runs: Int, _ seconds: TimeInterval) {
    if ProcessInfo.processInfo.environment["EXPLORATION_STATS"] != nil {
        FileHandle.standardError.write(Data("exploration: \(runs) runs in \(Int(seconds * 1000)) ms\n".utf8))
    }
}
