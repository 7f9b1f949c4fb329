// Two threads that start an action at the same moment, round after round: the checks of
// thread-safe code (chapters 4 to 6) run it under ThreadSanitizer, which reports the first
// round in which two threads touch the same memory with no lock or atomic between them,
// whether or not the race did harm that time. (The orders of steps that go wrong through
// locks and atomics are Interleavings.swift's job.)
import Foundation
import Synchronization

/// Whether this process runs with ThreadSanitizer: the runner builds the exercises about
/// threads with it, so that one round of a race is enough to find one.
public let underThreadSanitizer: Bool = {
    #if os(Linux)
    let everywhere = UnsafeMutableRawPointer(bitPattern: 0) // RTLD_DEFAULT
    #else
    let everywhere = UnsafeMutableRawPointer(bitPattern: -2) // RTLD_DEFAULT
    #endif
    return dlsym(everywhere, "__tsan_init") != nil
}()

/// Runs two actions at the same moment on two threads, `rounds` times. Before each round,
/// `makeRound` (on the calling thread) makes that round's two actions; the round ends when
/// both have returned. The two threads meet at a spinning barrier first, so that the actions
/// really overlap, even on a busy machine.
public func race(rounds: Int, _ makeRound: (Int) -> (first: () -> Void, second: () -> Void)) {
    let track = RaceTrack()
    for runner in 0..<2 {
        Thread.detachNewThread {
            for round in 0..<rounds {
                track.start[runner].wait()
                track.arrived.add(1, ordering: .sequentiallyConsistent)
                while track.arrived.load(ordering: .sequentiallyConsistent) < 2 * (round + 1) {
                    sched_yield()
                }
                track.actions[runner]()
                track.finished.signal()
            }
        }
    }
    for round in 0..<rounds {
        let (first, second) = makeRound(round)
        track.actions = [first, second]
        track.start[0].signal()
        track.start[1].signal()
        track.finished.wait()
        track.finished.wait()
    }
}

/// What the two racing threads share.
// @unchecked Sendable: `actions` is written by the calling thread before it signals `start`,
// and read by a runner only after waiting on `start`; the semaphores order the two.
private final class RaceTrack: @unchecked Sendable {
    var actions: [() -> Void] = [{}, {}]
    let start = [DispatchSemaphore(value: 0), DispatchSemaphore(value: 0)]
    let finished = DispatchSemaphore(value: 0)
    let arrived = Synchronization.Atomic<Int>(0)
}
