// Chapter 13 (Units): the `.rx` namespace. `Reactive<Base>` is where a type's reactive
// extensions live, `ReactiveCompatible` hands it out as `rx`, and every writable property of
// a class gets a `Binder` for free.
import Foundation
import ProductionRx
import Testing

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

@Suite("Units: Reactive and ReactiveCompatible", .leakChecked)
struct ReactiveTests {
    @Test func rxWrapsTheValueAsBaseForExtensionsToUse() {
        let thermometer = Thermometer(celsius: 100)
        #expect(thermometer.rx.base.celsius == 100)
        #expect(record(thermometer.rx.fahrenheit) == [.next(212), .completed])
    }

    @Test func staticRxReachesTheTypesStaticExtensions() {
        #expect(Thermometer.rx.unit == "°F")
    }

    @Test func rxOfAClassPropertyIsABinderThatSetsIt() {
        let gauge = Gauge()
        // The synthesized binder binds on the main scheduler; on the main queue it sets at once.
        onMainQueue {
            Observable.of(1, 2, 3).bind(to: gauge.rx.reading).dispose()
        }
        #expect(gauge.reading == 3)
    }

    @Test func reactiveCanBeMadeDirectly() {
        let reactive = Reactive(Thermometer(celsius: 0))
        #expect(record(reactive.fahrenheit) == [.next(32), .completed])
    }

    @Test func everyNSObjectIsReactiveCompatible() {
        let object = NSObject()
        #expect(object.rx.base === object)
    }
}
