// The checks of exercise 04.2, trampoline (chapter 4): nested actions wait in a queue, first in
// first out, and the trampoline is reusable.
import Dispatch
import ExerciseCheckSupport
import ExerciseKit
import Foundation
import NaiveRx
import Synchronization

/// What the learner's answer must do, one behaviour per check, in the order the report lists them.
/// This file is compiled into the same module as the learner's file (Package.swift).
public let exerciseChecks: [Check] = [
    Check("runs an action at once when nothing is running") {
        let trampoline = Trampoline()
        var ran = false
        trampoline.schedule { ran = true }
        expect(ran, "the action ran before schedule(_:) returned")
    },
    Check("runs an action at once again after the earlier ones have finished") {
        let trampoline = Trampoline()
        var log: [String] = []
        trampoline.schedule { log.append("first") }
        trampoline.schedule { log.append("second") }
        expect(log, equals: ["first", "second"], "actions run by two schedule calls, one after the other, from outside")
    },
    Check("runs an action scheduled from inside another after it, not inside it") {
        let trampoline = Trampoline()
        var log: [String] = []
        trampoline.schedule {
            log.append("outer begins")
            trampoline.schedule { log.append("inner") }
            log.append("outer ends")
        }
        expect(log, equals: ["outer begins", "outer ends", "inner"], "order of the steps")
    },
    Check("keeps its own queue: another idle trampoline runs an action at once") {
        let first = Trampoline()
        let second = Trampoline()
        var log: [String] = []
        first.schedule {
            log.append("first begins")
            second.schedule { log.append("second's action") }
            log.append("first ends")
        }
        expect(
            log, equals: ["first begins", "second's action", "first ends"],
            "order of the steps, when an action of one trampoline schedules on another, idle one")

        // And the idle one runs only its own: what waits in the busy one's queue stays there.
        let busy = Trampoline()
        let idle = Trampoline()
        var steps: [String] = []
        busy.schedule {
            steps.append("busy begins")
            busy.schedule { steps.append("busy's queued action") }
            idle.schedule { steps.append("idle's action") }
            steps.append("busy ends")
        }
        expect(
            steps, equals: ["busy begins", "idle's action", "busy ends", "busy's queued action"],
            "order of the steps, when an action queues one on its own trampoline, then schedules on another, idle one")
    },
    Check("runs queued actions first in, first out") {
        let trampoline = Trampoline()
        var log: [String] = []
        trampoline.schedule {
            log.append("A")
            trampoline.schedule {
                log.append("B")
                trampoline.schedule { log.append("D") }
            }
            trampoline.schedule { log.append("C") }
        }
        expect(log, equals: ["A", "B", "C", "D"], "order of the actions")
    },
    Check("lets go of every action once it has run") {
        // A queue that only grows keeps every action, and all it captured, for as long as the
        // trampoline lives.
        let trampoline = Trampoline()
        weak var released: Captured?
        do {
            let captured = Captured()
            released = captured
            trampoline.schedule { _ = captured }
            trampoline.schedule { trampoline.schedule { _ = captured } }
        }
        expect(released == nil, "what the actions captured is released once they have run")

        // And while it is still busy: in a long run of nested actions, each is let go before
        // the next one starts, so that a run that never ends does not hold every action.
        let busy = Trampoline()
        weak var lastRun: Captured?
        var keptAfterRunning = 0
        var steps = 0
        func step() {
            let captured = Captured()
            busy.schedule {
                if lastRun != nil { keptAfterRunning += 1 }
                lastRun = captured
                steps += 1
                if steps < 10 { step() }
            }
        }
        // Started from an action that captures none of them: the outermost schedule call
        // holds its own action until it returns, as any function holds its argument.
        busy.schedule { step() }
        expect(steps, equals: 10, "nested actions run")
        expect(keptAfterRunning, equals: 0, "actions of the 9 that were followed by another still held when the next one began")
    },
    Check("finishes 100,000 nested schedules without overflowing the stack") {
        let trampoline = Trampoline()
        var steps = 0
        func step() {
            steps += 1
            if steps < 100_000 { trampoline.schedule(step) }
        }
        trampoline.schedule(step)
        expect(steps, equals: 100_000, "steps run")
    },
]

/// Something an action captures, to see whether the trampoline still holds the action.
private final class Captured {}
