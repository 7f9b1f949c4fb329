// When a script breaks a property: find the smallest script that still breaks it (shrinking),
// and print it as marble lines with its seed and the one command that replays it. Chapter 8,
// "Property-based testing".
import Foundation
import Marbles

/// A property broken by an operator: the script as the seed made it, the smallest one found
/// that still breaks the property, and what that one did.
package struct Failure: Sendable {
    /// The operator.
    package var entry: ContractedOperator
    /// The script the seed made.
    package var original: SourceScript
    /// The smallest script found that breaks the same property.
    package var smallest: SourceScript
    /// What the smallest script did.
    package var outcome: Outcome
    /// The property it broke, and how.
    package var violation: Violation
    /// For a threaded script: in how many runs of it the property broke, of how many.
    package var seen: (times: Int, runs: Int)?

    /// The command that replays it.
    package var replay: String {
        let unique = ContractedOperator.all.filter { $0.name == entry.name }.count == 1
        let name = unique ? entry.name : entry.description
        return "swift run contract --seed \(original.seed) --operator '\(name)'"
    }

    /// The report: the property, what happened, the smallest case as marble lines, the seed
    /// and the command that replays it.
    package var report: [String] {
        var lines = ["✗ \(entry.description)", "    broke: \(violation.property)", "      \(violation.detail)"]
        let steps = smallest.steps.count == original.steps.count ? "" : " (\(smallest.steps.count) of its \(original.steps.count) steps)"
        lines.append("    seed \(original.seed); the smallest case found\(steps):")
        lines += smallest.diagram(outcome).map { "      " + $0 }
        if smallest.threaded {
            // On threads the order within a tick matters: each observer's events in order.
            for observer in outcome.observers {
                lines.append("      observer \(observer.index) received, in order: " + observer.received.map { "\($0.text)@\($0.tick)" }.joined(separator: " "))
            }
        }
        if let seen {
            lines.append("    on threads it broke the property in \(seen.times) of \(seen.runs) runs of this case")
        }
        lines.append("    replay: \(replay)")
        return lines
    }
}

/// Runs `script` against `entry` and returns the first violation of `property` (of any
/// property when `nil`); a threaded script is run up to `attempts` times, since an
/// interleaving may come only once in a while.
func firstViolation(
    _ script: SourceScript, _ entry: ContractedOperator, _ traits: OperatorTraits, of property: Property?, attempts: Int
) -> (Outcome, Violation, seen: Int, runs: Int)? {
    var found: (Outcome, Violation)?
    var seen = 0
    let runs = script.threaded ? attempts : 1
    for _ in 0..<runs {
        let outcome = perform(script, on: entry)
        var violations = outcome.violations(traits)
        if property == .deterministic || (property == nil && violations.isEmpty && !script.threaded) {
            violations += determinism(script, entry, outcome)
        }
        if let violation = violations.first(where: { property == nil || $0.property == property }) {
            seen += 1
            if found == nil { found = (outcome, violation) }
            // Enough to know it breaks; the count is only for the report.
            if seen >= 3 { return (found!.0, found!.1, seen, runs) }
        }
    }
    return found.map { ($0.0, $0.1, seen, runs) }
}

/// The determinism property: the same script, run again, gives the same transcript.
func determinism(_ script: SourceScript, _ entry: ContractedOperator, _ first: Outcome) -> [Violation] {
    let again = perform(script, on: entry)
    guard again.transcript != first.transcript else { return [] }
    let difference = zip(first.transcript, again.transcript).first { $0 != $1 }
    let detail = difference.map { "first run: \($0.0); second run: \($0.1)" } ?? "the two runs recorded different observers or sources"
    return [Violation(property: .deterministic, detail: detail)]
}

/// The smallest script found, within `seconds`, that still breaks `violation.property`:
/// steps removed, races undone, queues made the driver, sources made to keep the grammar,
/// cold sources' events removed, numbers made 1, one change at a time while it still fails.
func shrink(
    _ script: SourceScript, _ entry: ContractedOperator, _ traits: OperatorTraits, _ found: (Outcome, Violation), seconds: Double
) -> (SourceScript, Outcome, Violation) {
    let deadline = Date().addingTimeInterval(seconds)
    // snippet:begin contract-shrink
    var current = (script: script, outcome: found.0, violation: found.1)
    var progress = true
    while progress && Date() < deadline {
        progress = false
        for candidate in current.script.smaller where Date() < deadline {
            if let broken = firstViolation(candidate, entry, traits, of: current.violation.property, attempts: 40) {
                current = (candidate, broken.0, broken.1)
                progress = true
                break
            }
        }
    }
    // snippet:end contract-shrink
    return current
}

extension SourceScript {
    /// Scripts one change smaller than this one, the biggest changes first.
    var smaller: [SourceScript] {
        var candidates: [SourceScript] = []
        func with(_ change: (inout SourceScript) -> Void) {
            var candidate = self
            change(&candidate)
            if candidate != self { candidates.append(candidate) }
        }
        if threaded {
            with {
                $0.threaded = false
                $0.jitter = 0
            }
        }
        with { $0.reentrancy = nil }
        for index in steps.indices.reversed() {
            with { $0.steps.remove(at: index) }
        }
        for index in steps.indices {
            if case .together(let parts) = steps[index] {
                with { $0.steps.replaceSubrange(index...index, with: parts) }
            }
        }
        for index in steps.indices where steps[index].lane != .driver {
            with { $0.steps[index] = steps[index].onTheDriver }
        }
        for index in steps.indices {
            if case .wait(let length) = steps[index], length > 1 {
                with { $0.steps[index] = .wait(1) }
            }
        }
        if sources.count > 1 {
            with { $0.sources.removeLast() }
        }
        for index in sources.indices {
            with { $0.sources[index].keepsGrammar = true }
            with { $0.sources[index].ignoresDisposal = false }
            if sources[index].kind == .cold {
                with { $0.sources[index].lane = .driver }
                with { $0.sources[index].failures = max(0, sources[index].failures - 1) }
                for event in sources[index].events.indices.reversed() {
                    with { $0.sources[index].events.remove(at: event) }
                }
            }
        }
        with { $0.jitter = 0 }
        with { $0 = $0.withEveryNumberOne }
        return candidates
    }

    private var withEveryNumberOne: SourceScript {
        func one(_ event: ScriptEvent) -> ScriptEvent {
            if case .next = event { .next(1) } else { event }
        }
        func one(_ step: ScriptStep) -> ScriptStep {
            switch step {
            case .send(let source, let event, let lane): .send(source, one(event), lane)
            case .together(let parts): .together(parts.map(one))
            default: step
            }
        }
        var script = self
        script.steps = steps.map(one)
        for index in script.sources.indices {
            script.sources[index].events = script.sources[index].events.map(one)
        }
        script.reentrancy?.value = 1
        return script
    }

    /// The script as marble lines: one line per source (per source and queue, on threads),
    /// one per observer with what it received, and the plans in words.
    func diagram(_ outcome: Outcome) -> [String] {
        let ticks = self.ticks
        var lines: [MarbleLine] = []
        var notes: [String] = []
        for index in outcome.sources.indices {
            let plan = index < outcome.sources.count ? outcome.sources[index].plan : later
            let label = "source \(index)"
            if plan.kind == .cold {
                notes.append("\(label): \(plan.summary)")
                continue
            }
            if plan != .silent && plan != .byHand { notes.append("\(label): \(plan.summary)") }
            var byLane: [Lane: [TimedMarbleEvent]] = [:]
            for (step, tick) in zip(steps, ticks) {
                for case .send(index, let event, let lane) in step.parts {
                    byLane[threaded ? lane : .driver, default: []].append(TimedMarbleEvent(tick, event.marble))
                }
            }
            if byLane.isEmpty { byLane[.driver] = [] }
            for lane in byLane.keys.sorted(by: { $0.order < $1.order }) {
                lines.append(MarbleLine(threaded ? "\(label) on \(lane.name)" : label, events: byLane[lane]!))
            }
        }
        for observer in outcome.observers {
            var label = "observer \(observer.index)"
            if threaded {
                let subscribe = steps.flatMap(\.parts).first { if case .subscribe(observer.index, _) = $0 { true } else { false } }
                let dispose = steps.flatMap(\.parts).first { if case .dispose(observer.index, _) = $0 { true } else { false } }
                label += " (^ on \(subscribe?.lane.name ?? "the driver")"
                label += observer.byTheEnd ? ", ! at the end)" : ", ! on \(dispose?.lane.name ?? "the driver"))"
            } else if observer.byTheEnd {
                label += " (! at the end)"
            }
            lines.append(
                MarbleLine(
                    label, events: observer.received.map { TimedMarbleEvent($0.tick, $0.marble) },
                    subscribedAt: observer.subscribedAt, disposedAt: observer.disposedAt))
        }
        if let reentrancy {
            notes.append(
                "observer 0 sends \(reentrancy.value) into source \(reentrancy.source) on each element it receives (\(reentrancy.times) times at most)")
        }
        if threaded {
            notes.append("on threads a tick is a step: a queued step may run later than the ones after it")
        }
        for (step, tick) in zip(steps, ticks) {
            if case .together(let parts) = step {
                notes.append("at tick \(tick) these start at once: " + parts.map(\.summary).joined(separator: "; "))
            }
        }
        return MarbleDiagram(lines).rendered.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) + notes
    }
}

extension ScriptStep {
    /// The same step on the driver.
    var onTheDriver: ScriptStep {
        switch self {
        case .send(let source, let event, _): .send(source, event, .driver)
        case .subscribe(let observer, _): .subscribe(observer, .driver)
        case .dispose(let observer, _): .dispose(observer, .driver)
        default: self
        }
    }

    var summary: String {
        switch self {
        case .send(let source, let event, let lane): "source \(source) sends \(event.marbleText) on \(lane.name)"
        case .subscribe(let observer, let lane): "observer \(observer) subscribes on \(lane.name)"
        case .dispose(let observer, let lane): "observer \(observer) is disposed on \(lane.name)"
        case .wait(let length): "wait \(length)"
        case .together(let parts): parts.map(\.summary).joined(separator: "; ")
        }
    }
}

extension ScriptEvent {
    var marbleText: String {
        switch self {
        case .next(let value): "\(value)"
        case .error: "an error"
        case .completed: "completion"
        }
    }
}

extension Lane {
    var order: Int {
        switch self {
        case .driver: -1
        case .queue(let index): index
        }
    }
}
