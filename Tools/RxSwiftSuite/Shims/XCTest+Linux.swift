// Linux's XCTest has no default for `wait(for:timeout:)`'s timeout, which Apple's XCTest has:
// RxSwift's tests that leave it out compile on Linux with this overload. It belongs to the
// harness, not to RxSwift's tests (README.md, "Linux shims").
#if !canImport(Darwin)
import XCTest

extension XCTestCase {
    /// Waits for `expectations`, giving up after a minute (Apple's XCTest waits without a limit;
    /// a test run that never finishes is stopped by run.sh instead).
    func wait(for expectations: [XCTestExpectation]) {
        wait(for: expectations, timeout: 60)
    }
}
#endif
