// The dispatch pattern of RxSwift's AnomaliesTest.test2718…, with no Rx in it (README.md, "One
// run"): 32 blocks on a global queue, each blocking until all have started, given 5 seconds to
// start, 100 times. It prints how many of the 100 waits timed out on this machine.
//
//   swiftc -O Tools/RxSwiftSuite/Probes/DispatchPool.swift -o /tmp/dispatch-pool && /tmp/dispatch-pool
import Dispatch

let blocks = 32
var timeouts = 0
for _ in 0..<100 {
    let started = DispatchGroup()
    let finished = DispatchGroup()
    let go = DispatchSemaphore(value: 0)
    for _ in 0..<blocks {
        started.enter()
        finished.enter()
        DispatchQueue.global(qos: .userInitiated).async {
            started.leave()
            go.wait()
            finished.leave()
        }
    }
    if started.wait(timeout: .now() + 5) != .success { timeouts += 1 }
    for _ in 0..<blocks { go.signal() }
    _ = finished.wait(timeout: .now() + 5)
}
print("\(timeouts) of 100 waits for \(blocks) blocks to start timed out")
