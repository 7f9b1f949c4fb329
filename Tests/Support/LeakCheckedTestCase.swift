// The leak check of LeakCheck.swift, for XCTest: the implementation's live-resource counter
// (`Resources.total`, chapter 6) must be back where it started when a test ends.
#if canImport(XCTest)
import Foundation
import XCTest

/// The base class of every XCTest test case of an implementation's tests: it runs each test,
/// then checks that the implementation's live-resource counter is back where it started, as
/// the `LeakCheck` trait does for Swift Testing suites.
///
/// A test target names its implementation once, in a subclass that overrides `leakCheck`
/// with the target's own trait (`.leakChecked`), and every test case inherits that subclass.
///
/// The counter is one number for the whole process, so a test must run alone for the count to
/// be its own. Here that needs no gate: XCTest runs a target's test methods one at a time, on
/// one thread, and `swift test` runs all XCTest tests before (not beside) the Swift Testing
/// ones, so no Swift Testing test (they take turns at `LeakGate`) runs during an XCTest test.
open class LeakCheckedTestCase: XCTestCase {
    /// The implementation's name and counter; `nil` checks nothing. Subclasses override it.
    open class var leakCheck: LeakCheck? { nil }

    /// Runs the test, then waits briefly for resources released on other threads (or on the
    /// main queue, which the run loop serves meanwhile) and fails the test if the counter is
    /// not back where it started, less the leaks the test acknowledged on purpose
    /// (`LeakCheck.acknowledgeLeak`).
    override open func invokeTest() {
        guard let check = Self.leakCheck else {
            super.invokeTest()
            return
        }
        let before = check.liveResources()
        LeakGate.acknowledged.withLock { $0 = 0 }
        super.invokeTest()
        for _ in 0..<200 where check.liveResources() != before + LeakGate.acknowledged.withLock({ $0 }) {
            RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.005))
        }
        let after = check.liveResources()
        let acknowledged = LeakGate.acknowledged.withLock { $0 }
        LeakGate.acknowledged.withLock { $0 = 0 }
        if let leak = check.leakReport(before: before, after: after, acknowledged: acknowledged, test: name) {
            XCTFail(leak)
        }
    }
}
#endif
