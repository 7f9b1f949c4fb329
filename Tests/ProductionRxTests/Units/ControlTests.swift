// Chapter 13 (Units): ControlProperty and ControlEvent, a UI element's value and its events
// as units. Both subscribe on the main queue; a property is also an observer that sets the
// value, and an error sent to it stops a debug build.
import Foundation
import ProductionRx
import ProductionRxTest
import Testing
import XCTest

/// Units: ControlProperty and ControlEvent
final class ControlTests: RxTestCase {

    func testControlPropertyIsAnObserverThatSendsNextAndCompletedToItsSink() {
        let sink = Recorder<String>()
        let property = ControlProperty(values: Observable<String>.never(), valueSink: sink)
        property.onNext("typed")
        property.onCompleted()
        XCTAssertEqual(sink.seen, [.next("typed"), .completed])
    }

    func testBindToAControlPropertySetsItsValue() {
        let sink = Recorder<String>()
        let property = ControlProperty(values: Observable<String>.never(), valueSink: sink)
        Observable.of("x", "y").bind(to: property).dispose()
        XCTAssertEqual(sink.seen, [.next("x"), .next("y"), .completed])
    }

    func testAsControlPropertyAndAsObservableHandOutTheSameValues() {
        let property = ControlProperty(values: Observable.just(1), valueSink: AnyObserver<Int> { _ in })
        XCTAssertTrue(property.asControlProperty().asObservable() === property.asObservable())
    }

}

/// The tests of ControlTests that need Swift Testing: tables of arguments or exit tests, and tests
/// that rely on running off the main thread, as Swift Testing runs them (XCTest runs every test on
/// the main thread).
@Suite("Units: ControlProperty and ControlEvent: Swift Testing tests", .leakChecked)
struct ControlSwiftTestingTests {
    @Test func controlPropertySendsItsValuesToSubscribers() {
        let values = BehaviorSubject(value: "a")
        let property = ControlProperty(values: values, valueSink: AnyObserver<String> { _ in })
        let recorder = Recorder<String>()
        let subscription = onMainQueue { property.subscribe(recorder) }
        values.onNext("b")
        #expect(recorder.seen == [.next("a"), .next("b")])
        subscription.dispose()
    }

    @Test func controlPropertySubscribesToItsValuesOnTheMainQueue() {
        let log = ThreadLog()
        let subscribed = DispatchSemaphore(value: 0)
        let values = Observable<String>.create { _ in
            log.record("subscribed")
            subscribed.signal()
            return Disposables.create()
        }
        let property = ControlProperty(values: values, valueSink: AnyObserver<String> { _ in })

        #expect(whereAmI() != "main")
        let subscription = property.subscribe { _ in }
        #expect(waitFor(subscribed))
        #expect(log.places == ["main"])
        subscription.dispose()
    }

    @Test func controlPropertyStopsTheProcessOnAnErrorInDebugBuilds() async {
        await #expect(processExitsWith: .failure) {
            let property = ControlProperty(values: Observable<String>.never(), valueSink: AnyObserver<String> { _ in })
            property.onError(TestError.boom)
        }
    }

    @Test func changedLeavesOutTheFirstValueTheCurrentOne() {
        let values = BehaviorSubject(value: "current")
        let property = ControlProperty(values: values, valueSink: AnyObserver<String> { _ in })
        let recorder = Recorder<String>()
        let subscription = onMainQueue { property.changed.subscribe(recorder) }
        values.onNext("edited")
        DispatchQueue.main.sync {}
        #expect(recorder.seen == [.next("edited")])
        subscription.dispose()
    }

    @Test func orEmptyTurnsNilIntoAnEmptyStringBothWays() {
        let values = BehaviorSubject<String?>(value: nil)
        let sink = Recorder<String?>()
        let property = ControlProperty(values: values, valueSink: sink).orEmpty
        let recorder = Recorder<String>()
        let subscription = onMainQueue { property.subscribe(recorder) }
        values.onNext("rx")
        property.onNext("set")
        #expect(recorder.seen == [.next(""), .next("rx")])
        #expect(sink.seen == [.next("set")])
        subscription.dispose()
    }

    @Test func controlEventSendsItsEventsAndSubscribesOnTheMainQueue() {
        let log = ThreadLog()
        nonisolated(unsafe) let taps = PublishSubject<Void>()
        let events = Observable<Void>.create { observer in
            log.record("subscribed")
            return taps.subscribe(observer)
        }
        let event = ControlEvent(events: events)
        nonisolated(unsafe) var count = 0
        let subscription = event.subscribe(onNext: { count += 1 })
        DispatchQueue.main.sync {}
        taps.onNext(())
        taps.onNext(())
        #expect(count == 2)
        #expect(log.places == ["main"])
        #expect(event.asControlEvent().asObservable() === event.asObservable())
        subscription.dispose()
    }
}
