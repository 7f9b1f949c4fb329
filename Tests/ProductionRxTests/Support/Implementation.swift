// Names the implementation this test target checks. The shared behaviour suite
// (Tests/SharedBehavior, linked in as `Shared`) is compiled here against ProductionRx.
import ProductionRx
import TestSupport
import Testing

/// The implementation the shared suite runs against in this target.
let implementation = Implementation.production

/// Every suite in this target carries this trait: nothing may leak (see LeakCheck.swift).
extension Trait where Self == LeakCheck {
    static var leakChecked: Self {
        .leakChecked("ProductionRx") { Int(Resources.total) }
    }
}

/// The shared behaviour suite, as run against ProductionRx. Shared tests extend this type.
@Suite("ProductionRx: shared behaviour", .leakChecked)
struct SharedBehavior {}
