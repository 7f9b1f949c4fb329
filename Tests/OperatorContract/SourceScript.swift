// The random sources of the randomised operator contract: a script, made from a seed, of
// how every source an operator makes behaves and what happens when (sends, subscriptions,
// disposals, on which thread). Small enough to read, and printed as marble lines. Chapter 8,
// "Property-based testing".
import Marbles

/// One event a script sends.
package enum ScriptEvent: Hashable, Sendable {
    /// An element: the number for a source of `Int`s; others send their own element.
    case next(Int)
    /// `ContractError.boom`.
    case error
    /// Completion.
    case completed

    /// Whether it ends a sequence.
    package var isTerminal: Bool {
        if case .next = self { false } else { true }
    }

    var text: String {
        switch self {
        case .next(let value): "next(\(value))"
        case .error: "error(boom)"
        case .completed: "completed"
        }
    }

    var marble: MarbleEvent {
        switch self {
        case .next(let value): .next("\(value)")
        case .error: .error("boom")
        case .completed: .completed
        }
    }
}

/// Where a step runs.
package enum Lane: Hashable, Sendable {
    /// On the thread that runs the script, in order, before the next step.
    case driver
    /// Later, on serial queue `n`: it may run at the same time as the steps after it.
    case queue(Int)

    var name: String {
        switch self {
        case .driver: "the driver"
        case .queue(let index): "queue \(index + 1)"
        }
    }
}

/// How one source behaves.
package struct SourcePlan: Hashable, Sendable {
    /// Hot or cold.
    package enum Kind: Hashable, Sendable {
        /// Sends what the script's steps send, to whoever is subscribed then.
        case hot
        /// Sends its `events` to each subscriber, from the start.
        case cold
    }

    // snippet:begin contract-source-plan
    /// Hot or cold.
    package var kind: Kind
    /// For a cold source: what each subscription is sent.
    package var events: [ScriptEvent] = []
    /// For a cold source: how many of its first subscriptions fail at once instead.
    package var failures = 0
    /// For a cold source: `.driver` sends inside `subscribe`; a queue sends afterwards there.
    package var lane: Lane = .driver
    /// Whether it drops what a script sends after its end (as `Observable.create` does). One
    /// that does not breaks the grammar on purpose: the operator must not pass that on.
    package var keepsGrammar = false
    /// Whether it goes on sending to a disposed subscription: the event that was already on
    /// its way when another thread disposed. The operator must not pass that on either.
    package var ignoresDisposal = false
    // snippet:end contract-source-plan

    /// A cold source sends nothing to subscriptions after this many, so that `retry()` over a
    /// source that always fails ends.
    static let coldSubscriptionLimit = 8

    /// The deterministic suite's source: hot, driven by hand, keeping the grammar.
    package static let byHand = SourcePlan(kind: .hot, keepsGrammar: true)
    /// A source the script has no plan for: hot, and the script sends it nothing.
    package static let silent = SourcePlan(kind: .hot, keepsGrammar: true)

    /// How the plan reads in a report.
    var summary: String {
        var parts: [String] = []
        switch kind {
        case .hot:
            parts.append("hot")
        case .cold:
            let marbles = events.isEmpty ? "nothing" : events.map { Self.marble($0) }.joined()
            let when = lane == .driver ? "inside subscribe" : "afterwards, on \(lane.name)"
            parts.append("cold: each subscription gets \(events.count > 1 ? "(\(marbles))" : marbles) \(when)")
            if failures > 0 { parts.append("its first \(failures == 1 ? "subscription fails" : "\(failures) subscriptions fail") at once") }
        }
        if !keepsGrammar { parts.append("passes on what follows its end") }
        if ignoresDisposal { parts.append("sends on after dispose") }
        return parts.joined(separator: "; ")
    }

    private static func marble(_ event: ScriptEvent) -> String {
        switch event {
        case .next(let value): "\(value)"
        case .error: "#"
        case .completed: "|"
        }
    }
}

// snippet:begin contract-script-step
/// One step of a script.
package indirect enum ScriptStep: Hashable, Sendable {
    /// Sends an event to the source made `n`-th (if it was made, and is hot).
    case send(Int, ScriptEvent, Lane)
    /// Observer `n` subscribes to the operator's result.
    case subscribe(Int, Lane)
    /// Observer `n`'s subscription is disposed.
    case dispose(Int, Lane)
    /// Lets virtual time run `n` ticks more; a threaded script waits for its queues instead.
    case wait(Int)
    /// Steps on different queues that start at the same instant.
    case together([ScriptStep])
    // snippet:end contract-script-step

    var lane: Lane {
        switch self {
        case .send(_, _, let lane), .subscribe(_, let lane), .dispose(_, let lane): lane
        case .wait, .together: .driver
        }
    }

    /// The step itself, or the steps it starts together.
    var parts: [ScriptStep] {
        if case .together(let parts) = self { parts } else { [self] }
    }
}

/// What observer 0 does on each element: sends `value` into source `source` (the subject it
/// is subscribed to, through the operator), at most `times` times, never from inside one of
/// its own sends.
package struct Reentrancy: Hashable, Sendable {
    package var source: Int
    package var value: Int
    package var times: Int
}

/// A random source behaviour: the plans of the first sources an operator makes, and what
/// happens, step by step. Made from a seed by `SourceScript(seed:…)`, so that the seed alone
/// replays it.
package struct SourceScript: Hashable, Sendable {
    /// The seed it was made from.
    package var seed: UInt64
    /// Whether steps run on queues (real threads), or all on the driver in virtual time.
    package var threaded: Bool
    /// The plans of the sources made first, in order.
    package var sources: [SourcePlan]
    /// The plan of every source made after those (an inner source `flatMap`'s closure makes).
    package var later = SourcePlan.silent
    /// What happens, in order.
    package var steps: [ScriptStep]
    /// What observer 0 sends back into a source (synchronous scripts only).
    package var reentrancy: Reentrancy?
    /// Spins before each queued step, to vary the interleavings (0: none).
    package var jitter: UInt64

    /// The most queues a script uses.
    static let maximumQueues = 3

    /// The script the seed gives.
    /// - Parameters:
    ///   - threads: whether it may run on queues (the operator does not use the virtual clock).
    ///   - errors: whether its sources may fail (`false` for an operator whose source may not).
    package init(seed: UInt64, threads: Bool, errors: Bool) {
        var random = SeededGenerator(seed: seed)
        self.seed = seed
        threaded = threads && random.chance(0.45)
        let queueCount = threaded ? random.int(in: 2...Self.maximumQueues) : 0
        let threaded = threaded
        func lane(_ random: inout SeededGenerator) -> Lane {
            threaded && random.chance(0.7) ? .queue(random.int(in: 0..<queueCount)) : .driver
        }
        func event(_ random: inout SeededGenerator, ending: Int = 24) -> ScriptEvent {
            let roll = random.int(in: 0..<100)
            if roll >= ending { return .next(random.int(in: 1...9)) }
            return roll < ending / 2 || !errors ? .completed : .error
        }

        let sourceCount = 4
        let sources = (0..<sourceCount).map { _ in
            var plan = SourcePlan(kind: random.chance(0.35) ? .cold : .hot)
            if plan.kind == .cold {
                plan.events = (0..<random.int(in: 0...3)).map { _ in .next(random.int(in: 1...9)) }
                let ending = random.int(in: 0..<100)
                if ending < 45 {
                    plan.events.append(.completed)
                } else if ending < 70 && errors {
                    plan.events.append(.error)
                }
                if plan.events.last?.isTerminal == true && random.chance(0.2) {
                    plan.events.append(random.chance(0.6) ? .next(random.int(in: 1...9)) : .completed)
                }
                plan.failures = errors && random.chance(0.15) ? random.int(in: 1...2) : 0
                plan.lane = threaded && random.chance(0.5) ? .queue(random.int(in: 0..<queueCount)) : .driver
            }
            plan.keepsGrammar = random.chance(0.4)
            plan.ignoresDisposal = random.chance(0.2)
            return plan
        }

        let observerCount = random.chance(0.75) ? 1 : random.int(in: 2...3)
        var steps: [ScriptStep] = []
        var subscribed: [Int] = []
        var waiting = Array(0..<observerCount)
        self.sources = sources
        let hot = sources.indices.filter { sources[$0].kind == .hot }
        if random.chance(0.9) {
            steps.append(.subscribe(0, lane(&random)))
            subscribed.append(0)
            waiting.removeFirst()
        }
        func target(_ random: inout SeededGenerator, not other: Int? = nil) -> Int {
            let others = hot.filter { $0 != other }
            if (random.chance(0.5) && other != 0) || others.isEmpty { return 0 }
            return others[random.int(in: 0..<others.count)]
        }
        for _ in 0..<random.int(in: 3...14) {
            // On threads, a third of the steps are races.
            let roll = threaded && random.chance(0.35) ? 30 : random.int(in: 0..<100)
            if roll < 10, !waiting.isEmpty {
                let observer = waiting.removeFirst()
                steps.append(.subscribe(observer, lane(&random)))
                subscribed.append(observer)
            } else if roll < 18, !subscribed.isEmpty, random.chance(0.6) {
                let observer = subscribed.remove(at: random.int(in: 0..<subscribed.count))
                steps.append(.dispose(observer, lane(&random)))
            } else if roll < 28 {
                steps.append(.wait(threaded ? 0 : random.int(in: 1...4)))
            } else if roll < 36, threaded {
                // Two things on two queues at the same instant: a disposal racing a delivery,
                // two sources sending at once (an ending among them, often), a subscription
                // made while a source sends.
                let first = random.int(in: 0..<queueCount)
                let second = (first + 1) % queueCount
                let racer: ScriptStep
                if !subscribed.isEmpty && random.chance(0.4) {
                    racer = .dispose(subscribed.remove(at: random.int(in: 0..<subscribed.count)), .queue(first))
                } else if !waiting.isEmpty && random.chance(0.3) {
                    racer = .subscribe(waiting.removeFirst(), .queue(first))
                } else {
                    racer = .send(target(&random), event(&random, ending: 40), .queue(first))
                }
                var other: Int?
                if case .send(let source, _, _) = racer { other = source }
                steps.append(.together([racer, .send(target(&random, not: other), event(&random, ending: 40), .queue(second))]))
            } else {
                steps.append(.send(target(&random), event(&random), lane(&random)))
            }
        }
        for observer in waiting {
            steps.insert(.subscribe(observer, lane(&random)), at: random.int(in: 0...steps.count))
        }
        self.steps = steps
        // One observer only: another observer of a shared sequence may then see the events
        // out of order (the reentrant element after the terminal event), which RxSwift warns
        // of as a "reentrancy anomaly" and does not prevent (the SynchronizationTracker in RxSwift/Rx.swift).
        reentrancy =
            !threaded && observerCount == 1 && random.chance(0.3)
            ? Reentrancy(source: hot.isEmpty ? 0 : hot[random.int(in: 0..<hot.count)], value: random.int(in: 1...9), times: random.int(in: 1...3))
            : nil
        jitter = threaded ? random.next() | 1 : 0
    }

    /// The observers the script subscribes, by index.
    var observers: [Int] {
        var seen: [Int] = []
        for step in steps {
            for case .subscribe(let observer, _) in step.parts where !seen.contains(observer) {
                seen.append(observer)
            }
        }
        return seen.sorted()
    }

    /// The tick each step happens at: in virtual time each step takes one tick and a wait its
    /// length; on threads a step's tick is its position.
    var ticks: [Int] {
        var tick = 0
        return steps.map { step in
            if threaded {
                tick += 1
            } else if case .wait(let length) = step {
                tick += length
            } else {
                tick += 1
            }
            return tick
        }
    }

    /// How many spins to do before queued step `index`: 0 to about 4,000.
    func spins(before index: Int) -> Int {
        guard jitter != 0 else { return 0 }
        var random = SeededGenerator(seed: jitter &+ UInt64(index))
        return random.chance(0.5) ? 0 : random.int(in: 0..<4_000)
    }
}

/// A small generator of pseudo-random numbers from a seed (SplitMix64), the same on every
/// platform and toolchain, so that a seed printed on one machine replays on another.
package struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    package init(seed: UInt64) {
        state = seed
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `range`.
    mutating func int(in range: Range<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// A number in `range`.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        int(in: range.lowerBound..<(range.upperBound + 1))
    }

    /// `true` with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) / Double(1 << 53) < probability
    }

    /// The seed of the `index`-th script of `name` in a run started with `seed`.
    package static func seed(_ seed: UInt64, _ name: String, _ index: Int) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in name.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        var random = SeededGenerator(seed: seed ^ hash &+ UInt64(index) &* 0x9E37_79B9_7F4A_7C15)
        // Nine digits or fewer: easy to read and type.
        return random.next() % 1_000_000_000
    }
}
