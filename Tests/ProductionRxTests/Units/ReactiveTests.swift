// Chapter 13 (Units): the `.rx` namespace. `Reactive<Base>` is where a type's reactive
// extensions live, `ReactiveCompatible` hands it out as `rx`, and every writable property of
// a class gets a `Binder` for free.
import Foundation
import ProductionRx
import Testing
import XCTest

/// A value type with reactive extensions of its own.
private struct Thermometer: ReactiveCompatible {
    var celsius: Double
}

extension Reactive where Base == Thermometer {
    fileprivate var fahrenheit: Observable<Double> {
        Observable.just(base.celsius * 9 / 5 + 32)
    }

    fileprivate static var unit: String { "°F" }
}

/// A class whose properties `rx` binds to.
private final class Gauge: ReactiveCompatible {
    var reading = 0
}

/// Units: Reactive and ReactiveCompatible
final class ReactiveTests: RxTestCase {
    func testRxWrapsTheValueAsBaseForExtensionsToUse() {
        let thermometer = Thermometer(celsius: 100)
        XCTAssertEqual(thermometer.rx.base.celsius, 100)
        XCTAssertEqual(record(thermometer.rx.fahrenheit), [.next(212), .completed])
    }

    func testStaticRxReachesTheTypesStaticExtensions() {
        XCTAssertEqual(Thermometer.rx.unit, "°F")
    }

    func testReactiveCanBeMadeDirectly() {
        let reactive = Reactive(Thermometer(celsius: 0))
        XCTAssertEqual(record(reactive.fahrenheit), [.next(32), .completed])
    }

    func testEveryNSObjectIsReactiveCompatible() {
        let object = NSObject()
        XCTAssertTrue(object.rx.base === object)
    }
}

/// The test of ReactiveTests that needs Swift Testing: it relies on running off the main thread,
/// as Swift Testing runs it (XCTest runs every test on the main thread).
@Suite("Units: Reactive and ReactiveCompatible: Swift Testing tests", .leakChecked)
struct ReactiveSwiftTestingTests {
    @Test func rxOfAClassPropertyIsABinderThatSetsIt() {
        let gauge = Gauge()
        // The synthesized binder binds on the main scheduler; on the main queue it sets at once.
        onMainQueue {
            Observable.of(1, 2, 3).bind(to: gauge.rx.reading).dispose()
        }
        #expect(gauge.reading == 3)
    }
}
