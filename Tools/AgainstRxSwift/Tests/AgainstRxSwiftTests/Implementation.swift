// Names the implementation this test target checks: RxSwift itself. The shared behaviour suite
// and the ProductionRx tests that use only RxSwift's public API (linked in by stage.sh, under
// Staged/) are compiled here against RxSwift, RxTest and RxBlocking.
import ProductionRx
import TestSupport
import Testing

/// The implementation the tests run against in this target.
let implementation = Implementation.rxSwift

/// Every suite in this target carries this trait: nothing may leak. RxSwift counts its live
/// resources itself when compiled with TRACE_RESOURCES (see Package.swift).
extension Trait where Self == LeakCheck {
    static var leakChecked: Self {
        .leakChecked("RxSwift") {
            _ = lazyResourcesCreated
            return Int(Resources.total)
        }
    }
}

/// RxSwift creates the lock behind its hooks the first time they are read, and counts it as a
/// live resource for the rest of the process; so, before the first count, read them, as
/// RxSwift's own test suite does.
private let lazyResourcesCreated: Void = {
    _ = Hooks.defaultErrorHandler
    _ = Hooks.customCaptureSubscriptionCallstack
}()

/// The shared behaviour suite, as run against RxSwift. Shared tests extend this type.
@Suite("RxSwift: shared behaviour", .leakChecked)
struct SharedBehavior {}
