// Where the debug anomaly warnings go (RxDiagnostics), and that sending thousands of them
// costs nothing that grows. Chapter 7, "A closure in generic storage".
import Foundation
import ProductionRx
import Synchronization
import Testing

#if DEBUG
@Suite(.leakChecked)
struct RxDiagnosticsTests {
    @Test func warnSendsEachMessageToTheHandlerInstalledAtThatMoment() {
        let first = Log()
        let second = Log()
        let previous = RxDiagnostics.warningHandler
        RxDiagnostics.warningHandler = { first.append($0) }
        RxDiagnostics.warn("one")
        RxDiagnostics.warn("two")
        RxDiagnostics.warningHandler = { second.append($0) }
        RxDiagnostics.warn("three")
        RxDiagnostics.warningHandler = previous
        #expect(first.entries == ["one", "two"])
        #expect(second.entries == ["three"])
    }

    @Test func aHundredThousandWarningsEachTakeTheSameStackAndKeepNoMemory() async {
        // In a child process: no other test allocates meanwhile, and a handler that grows
        // with each warning (two reabstraction thunks per read, a frame each per call) fails
        // this test, or overflows the stack, without ending the whole run.
        await #expect(processExitsWith: .success) {
            let calls = 100_000
            let probe = HandlerProbe()
            RxDiagnostics.warningHandler = { _ in probe.record() }
            var memoryBefore = 0
            for call in 1...calls {
                RxDiagnostics.warn("warning \(call)")
                // The first thousand warnings touch memory for the first time (lazy
                // initialisation, fresh pages); growth is measured from there on.
                if call == 1_000 {
                    guard let memory = memoryInUse() else { exit(4) }
                    memoryBefore = memory
                }
                // All calls run within one kilobyte of stack (in practice at the very same
                // address). Checked as the warnings go: two frames more per warning pass a
                // kilobyte within a few dozen warnings, and such a handler gets slower with
                // each one (after N warnings a call walks 2N frames), so waiting for the
                // 100,000th would take minutes.
                if call.isMultiple(of: 1_000) {
                    // Every warning so far reached the handler.
                    guard probe.count == call else { exit(1) }
                    guard probe.stackSpread < 1024 else { exit(2) }
                }
            }
            guard let memoryAfter = memoryInUse() else { exit(4) }
            // Less than 1 MB for 99,000 warnings is under 11 bytes each: 16 bytes kept per
            // warning would be 1.5 MB, and a heap allocation takes 32 bytes or more with
            // malloc's overhead. Without a leak the growth is a few dozen kilobytes at most.
            guard memoryAfter - memoryBefore < 1 << 20 else { exit(3) }
        }
    }
}

/// What a counting warning handler saw: how many calls, and how far apart in the stack.
private final class HandlerProbe: Sendable {
    private let state = Mutex((count: 0, stack: StackDepthRange()))

    var count: Int { state.withLock { $0.count } }
    var stackSpread: Int { state.withLock { $0.stack.spread } }

    func record() {
        state.withLock { state in
            state.count += 1
            state.stack.record()
        }
    }
}

/// Bytes the process holds for its heap, as precisely as the platform says: the sanitizer
/// allocator's own count when ThreadSanitizer is linked in (it also maps memory of its own,
/// which would blur a resident-size reading), otherwise the default malloc zone's bytes in use
/// on Darwin and the resident anonymous memory (heap and stacks) on Linux.
/// `nil` where it cannot tell.
private func memoryInUse() -> Int? {
    typealias AllocatedBytes = @convention(c) () -> Int
    if let symbol = dlsym(dlopen(nil, RTLD_NOW), "__sanitizer_get_current_allocated_bytes") {
        return unsafeBitCast(symbol, to: AllocatedBytes.self)()
    }
    #if canImport(Darwin)
    var statistics = malloc_statistics_t()
    malloc_zone_statistics(nil, &statistics)
    return Int(statistics.size_in_use)
    #else
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("RssAnon:") }),
        let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
    else { return nil }
    return kilobytes * 1024
    #endif
}
#endif
