// Running one script against one operator: make the operator over the script's sources,
// play the steps (in virtual time on one thread, or on queues), dispose whatever is still
// subscribed at the end, and record what each observer received and when. Properties.swift
// judges the record. Chapter 8, "Property-based testing".
import Dispatch
import Foundation
import Marbles
@_spi(Operators) import ProductionRx
import ProductionRxTest
import Synchronization

/// One event as an observer of the operator received it.
package struct Received: Hashable, Sendable {
    /// `next(3)`, `error(boom)`, `completed`.
    package var text: String
    /// The tick it came at: the virtual time, or the step that caused it on threads.
    package var tick: Int
    /// The activity that caused it (a step, a cold source's sending), by the number it
    /// started with; 0 when it came on a thread the script did not run.
    var cause: Int
    /// What a source sent after its end or after its subscription was disposed, if that is
    /// what this event came out of.
    var breach: String?

    var isTerminal: Bool { !text.hasPrefix("next(") }

    var marble: MarbleEvent {
        if text == "completed" { return .completed }
        if text.hasPrefix("error(") { return .error(String(text.dropFirst(6).dropLast())) }
        return .next(String(text.dropFirst(5).dropLast()))
    }
}

/// What one observer of the operator's result saw.
package struct ObserverRecord: Sendable {
    /// Its index in the script.
    package var index: Int
    /// The tick it subscribed at.
    package var subscribedAt: Int?
    /// The tick its subscription was disposed at; `byTheEnd` when the script did not dispose it.
    package var disposedAt: Int?
    /// Whether it was disposed after the last step, because the script had not done it.
    package var byTheEnd = false
    /// The number handed out when `dispose()` returned.
    var disposeReturned: Int?
    /// What it received, in order.
    package var received: [Received] = []
    /// Calls made while another thread was inside `on(_:)`.
    package var overlaps: [String] = []
    /// Bytes between the deepest and the shallowest of its calls on the stack.
    package var stackSpread = 0
}

/// Everything one run of a script recorded.
package struct Outcome: Sendable {
    /// The observers, by index.
    package var observers: [ObserverRecord]
    /// The sources the operator made, in order: their plans and subscriptions.
    package var sources: [(plan: SourcePlan, subscriptions: [SubscriptionRecord])]
    /// Whether the operator handed its subscriber straight to a source: it returned the
    /// source unchanged (`asObservable()`), or subscribed its observer to it (`startWith`).
    package var handsOnItsObserver: Bool
    /// Whether the operator asked for the virtual clock.
    package var usedTheClock: Bool
    /// `Resources.total` after the run minus before (0 in a build without the counter).
    package var leaked = 0

    /// What determinism compares: every observer's events with their ticks, and when each
    /// source was subscribed and how often let go.
    var transcript: [String] {
        observers.map { observer in
            "\(observer.index): " + observer.received.map { "\($0.tick):\($0.text)" }.joined(separator: " ")
        } + sources.indices.map { "source \($0): \(sources[$0].subscriptions)" }
    }
}

/// Runs `script` against `entry` and returns what happened; the leak count is taken once
/// everything the run made is gone.
package func perform(_ script: SourceScript, on entry: ContractedOperator) -> Outcome {
    #if DEBUG
    // A reentrant send makes `Observable.create`'s sink warn: the script does it on purpose.
    let warnings = RxDiagnostics.warningHandler
    RxDiagnostics.warningHandler = { _ in }
    defer { RxDiagnostics.warningHandler = warnings }
    #endif
    #if TRACE_RESOURCES
    let before = Int(Resources.total)
    #endif
    var outcome = quietly(entry.prints) {
        entry.onMainQueue ? onMainQueue { ScriptRun(script, entry).run() } : ScriptRun(script, entry).run()
    }
    #if TRACE_RESOURCES
    // Releases on other threads may lag a moment behind the last step.
    var leaked = Int(Resources.total) - before
    for _ in 0..<400 where leaked != 0 {
        usleep(2_000)
        if entry.onMainQueue { onMainQueue {} }
        leaked = Int(Resources.total) - before
    }
    outcome.leaked = leaked
    #endif
    return outcome
}

/// One run: the sources, the observers and their subscriptions. Discarded when the run ends.
// @unchecked Sendable: every stored property is set in `init` (`result` before any step
// runs) and only read from the queues; the logs and `subscriptions` lock themselves.
private final class ScriptRun: @unchecked Sendable {
    let script: SourceScript
    let entry: ContractedOperator
    let context: RunContext
    let sources: ContractSources
    let logs: [Int: ObserverLog]
    let subscriptions = Subscriptions()
    var result: (any ObservableConvertibleType)?
    let reentry: Reentry?

    init(_ script: SourceScript, _ entry: ContractedOperator) {
        self.script = script
        self.entry = entry
        context = RunContext(onMain: entry.onMainQueue)
        let sources = ContractSources(plans: script.sources, laterPlan: script.later, context: context)
        self.sources = sources
        logs = Dictionary(uniqueKeysWithValues: script.observers.map { ($0, ObserverLog($0)) })
        reentry = script.reentrancy.map { Reentry($0, sources) }
    }

    func run() -> Outcome {
        SharingScheduler.mock(makeScheduler: sources.mockedClock) {
            result = entry.make(sources)
            if script.threaded {
                runOnQueues()
            } else {
                runInVirtualTime()
            }
        }
        let made = sources.all
        let outcome = Outcome(
            observers: logs.keys.sorted().map { logs[$0]!.record },
            sources: made.map { ($0.plan, $0.subscriptionRecords()) },
            handsOnItsObserver: made.contains { $0.handedTheObserver() },
            usedTheClock: sources.usedTheClock)
        result = nil
        reentry?.sources = nil
        sources.forgetAll()
        return outcome
    }

    /// Every step on this thread, one tick each (a wait its length), the clock moved on
    /// before each; at the end, time runs on, what is still subscribed is disposed, and time
    /// runs on again.
    private func runInVirtualTime() {
        let clock = sources.clock
        for (step, tick) in zip(script.steps, script.ticks) {
            context.activity(tick: tick) {
                clock.advanceTo(tick)
                for part in step.parts { play(part, tick: tick) }
            }
        }
        var tick = (script.ticks.last ?? 0) + 20
        context.activity(tick: tick) { clock.advanceTo(tick) }
        tick += 1
        context.activity(tick: tick) {
            clock.advanceTo(tick)
            disposeWhatIsLeft(tick: tick)
        }
        tick += 20
        context.activity(tick: tick) { clock.advanceTo(tick) }
    }

    /// Each step on its lane: the driver's at once, a queue's sent there (after some spins);
    /// steps `together` wait for each other on their queues and start at once; a wait waits
    /// for every queue. At the end, what is still subscribed is disposed from the driver.
    private func runOnQueues() {
        for (index, step) in script.steps.enumerated() {
            let tick = index + 1
            switch step {
            case .wait:
                context.waitForQueues()
            case .together(let parts):
                let gate = StartingGate(parts.count)
                for part in parts {
                    enqueue(on: part.lane) { [self] in
                        gate.arriveAndWait()
                        context.activity(tick: tick) { play(part, tick: tick) }
                    }
                }
            default:
                if case .queue = step.lane {
                    let spins = script.spins(before: index)
                    enqueue(on: step.lane) { [self] in
                        spin(spins)
                        context.activity(tick: tick) { play(step, tick: tick) }
                    }
                } else {
                    context.activity(tick: tick) { play(step, tick: tick) }
                }
            }
        }
        context.waitForQueues()
        let end = script.steps.count + 1
        context.activity(tick: end) { disposeWhatIsLeft(tick: end) }
        context.waitForQueues()
    }

    private func enqueue(on lane: Lane, _ work: @escaping @Sendable () -> Void) {
        if case .queue(let index) = lane {
            context.async(on: index, work)
        } else {
            work()
        }
    }

    private func play(_ step: ScriptStep, tick: Int) {
        switch step {
        case .send(let index, let event, _):
            sources.source(at: index)?.send(event)
        case .subscribe(let observer, _):
            guard let log = logs[observer], let result else { return }
            log.subscribed(at: tick)
            let tickNow: @Sendable () -> Int
            if script.threaded {
                tickNow = { RunContext.currentTick }
            } else {
                let clock = SharedClock(sources.clock)
                tickNow = { clock.now }
            }
            let subscription = subscribe(result, log, observer == 0 ? reentry : nil, tickNow)
            subscriptions.store(subscription, for: observer)
        case .dispose(let observer, _):
            dispose(observer, tick: tick, byTheEnd: false)
        case .wait, .together:
            break
        }
    }

    private func subscribe<Result: ObservableConvertibleType>(
        _ result: Result, _ log: ObserverLog, _ reentry: Reentry?, _ tick: @escaping @Sendable () -> Int
    ) -> Disposable {
        result.asObservable().subscribe(ScriptObserver<Result.Element>(log, reentry: reentry, busy: script.threaded, tick: tick))
    }

    private func dispose(_ observer: Int, tick: Int, byTheEnd: Bool) {
        guard let subscription = subscriptions.take(observer), let log = logs[observer] else { return }
        subscription.dispose()
        log.disposed(at: tick, returned: context.nextSequence(), byTheEnd: byTheEnd)
    }

    private func disposeWhatIsLeft(tick: Int) {
        for observer in logs.keys.sorted() {
            dispose(observer, tick: tick, byTheEnd: true)
        }
    }
}

/// The subscriptions to the operator's result, by observer; any thread may store or take one.
private final class Subscriptions: @unchecked Sendable {
    // @unchecked Sendable: `open` is only read and written under `lock`.
    private let lock = NSLock()
    private var open: [Int: Disposable] = [:]

    func store(_ subscription: Disposable, for observer: Int) {
        lock.withLock { open[observer] = subscription }
    }

    func take(_ observer: Int) -> Disposable? {
        lock.withLock { open.removeValue(forKey: observer) }
    }
}

/// Reads the virtual clock from an observer (synchronous scripts only: one thread).
private final class SharedClock: @unchecked Sendable {
    // @unchecked Sendable: used on the one thread a synchronous script runs on.
    private let clock: TestScheduler

    init(_ clock: TestScheduler) {
        self.clock = clock
    }

    var now: Int { clock.clock }
}

/// What an observer saw, and whether two threads were ever inside it at once.
final class ObserverLog: @unchecked Sendable {
    // @unchecked Sendable: `record`, `depth` and `owner` are only read and written under `lock`.
    private let lock = NSLock()
    private var current: ObserverRecord
    private var depth = 0
    private var owner: pthread_t?
    private var lowest = Int.max
    private var highest = Int.min

    init(_ index: Int) {
        current = ObserverRecord(index: index)
    }

    var record: ObserverRecord {
        lock.withLock {
            var record = current
            record.stackSpread = highest >= lowest ? highest - lowest : 0
            return record
        }
    }

    func subscribed(at tick: Int) {
        lock.withLock { current.subscribedAt = tick }
    }

    func disposed(at tick: Int, returned: Int, byTheEnd: Bool) {
        lock.withLock {
            current.disposedAt = tick
            current.disposeReturned = returned
            current.byTheEnd = byTheEnd
        }
    }

    /// A call begins; notes an overlap if another thread is inside.
    func enter(_ text: String, tick: Int, stack: Int) {
        let me = pthread_self()
        lock.withLock {
            lowest = min(lowest, stack)
            highest = max(highest, stack)
            if depth > 0, let owner, pthread_equal(owner, me) == 0 {
                current.overlaps.append("\(text) at tick \(tick) came while another thread was still inside on(_:)")
            }
            depth += 1
            owner = me
        }
    }

    func leave() {
        lock.withLock { depth -= 1 }
    }

    func received(_ received: Received) {
        lock.withLock { current.received.append(received) }
    }
}

/// The observer subscribed to the operator's result.
private final class ScriptObserver<Element>: ObserverType, ContractObserver, @unchecked Sendable {
    // @unchecked Sendable: the log locks itself; `reentry` is used on one thread only.
    private let log: ObserverLog
    private let reentry: Reentry?
    private let busy: Bool
    private let tick: @Sendable () -> Int

    init(_ log: ObserverLog, reentry: Reentry?, busy: Bool, tick: @escaping @Sendable () -> Int) {
        self.log = log
        self.reentry = reentry
        self.busy = busy
        self.tick = tick
    }

    func on(_ event: Event<Element>) {
        let text: String
        switch event {
        case .next(let element): text = "next(\(describe(element)))"
        case .error(let error): text = "error(\(error))"
        case .completed: text = "completed"
        }
        let now = tick()
        var marker = 0
        let stack = withUnsafeMutablePointer(to: &marker) { Int(bitPattern: $0) }
        log.enter(text, tick: now, stack: stack)
        // On threads, stay inside a moment: a second thread's call has a window to overlap.
        if busy { spin(2_000) }
        log.received(Received(text: text, tick: now, cause: RunContext.currentCause, breach: RunContext.breach))
        log.leave()
        if case .next = event { reentry?.send() }
    }
}

/// Observer 0's sends back into a source, on the one thread of a synchronous script.
final class Reentry: @unchecked Sendable {
    // @unchecked Sendable: used on the one thread a synchronous script runs on.
    private let plan: Reentrancy
    weak var sources: ContractSources?
    private var left: Int
    private var sending = false

    init(_ plan: Reentrancy, _ sources: ContractSources) {
        self.plan = plan
        self.sources = sources
        left = plan.times
    }

    func send() {
        guard left > 0, !sending, let source = sources?.source(at: plan.source) else { return }
        left -= 1
        sending = true
        source.send(.next(plan.value))
        sending = false
    }
}

/// Lets a few queued steps start at the same instant: each waits until all have arrived.
private final class StartingGate: Sendable {
    private let arrived = Atomic<Int>(0)
    private let expected: Int

    init(_ expected: Int) {
        self.expected = expected
    }

    func arriveAndWait() {
        arrived.add(1, ordering: .sequentiallyConsistent)
        // A busy machine may not run the other queue for a while: let it have the core now
        // and then, and give up after a moment.
        var rounds = 0
        while arrived.load(ordering: .sequentiallyConsistent) < expected && rounds < 20_000 {
            rounds += 1
            if rounds % 64 == 0 { sched_yield() }
        }
    }
}

/// Busy work that keeps a thread where it is for a moment.
func spin(_ rounds: Int) {
    var total = 0
    for round in 0..<rounds { total &+= round }
    withExtendedLifetime(total) {}
}

/// An element as text, with any address (`0x7f…`) left out so that two runs read alike.
func describe(_ element: Any) -> String {
    var text = String(describing: element)
    if text.contains("0x") {
        text = text.replacing(#/0x[0-9a-fA-F]+/#, with: "0x…")
    }
    return text.count > 40 ? String(text.prefix(39)) + "…" : text
}

/// Runs `body` on the main queue and waits for it (from the main thread, at once).
func onMainQueue<Result>(_ body: () -> Result) -> Result {
    if Thread.isMainThread { return body() }
    return withoutActuallyEscaping(body) { body in
        let box = UncheckedBox<(body: () -> Result, result: Result?)>((body, nil))
        DispatchQueue.main.sync { box.value.result = box.value.body() }
        return box.value.result!
    }
}

/// Hands a value to another thread that the caller waits for.
// @unchecked Sendable: handed over; the caller blocks until the other thread is done with it.
final class UncheckedBox<Value>: @unchecked Sendable {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}

/// Runs `body` with standard output sent to /dev/null when `silent` (what `debug` prints).
func quietly<Result>(_ silent: Bool, _ body: () -> Result) -> Result {
    guard silent else { return body() }
    fflush(nil)
    let saved = dup(STDOUT_FILENO)
    let null = open("/dev/null", O_WRONLY)
    dup2(null, STDOUT_FILENO)
    close(null)
    defer {
        fflush(nil)
        dup2(saved, STDOUT_FILENO)
        close(saved)
    }
    return body()
}
