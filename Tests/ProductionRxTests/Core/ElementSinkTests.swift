// Chapter 15: ElementSink, the element path every operator's sink is built on. An operator
// writes what it does with an element; errors and completion pass down and end the
// subscription unless it says otherwise.
import Foundation
@_spi(Operators) import ProductionRx
import XCTest

/// Doubles each element: an operator that writes `next(_:)` and nothing else.
private final class DoublingSink<Observer: ObserverType>: ElementSink<Int, Observer> where Observer.Element == Int {
    override func next(_ element: Int) {
        forwardNext(element * 2)
    }
}

/// Turns its source's completion into one last element, then completes: an operator that
/// overrides `completed()`.
private final class FinalElementSink<Observer: ObserverType>: ElementSink<Int, Observer> where Observer.Element == Int {
    override func next(_ element: Int) {
        forwardNext(element)
    }

    override func completed() {
        forwardNext(-1)
        forwardCompleted()
        dispose()
    }
}

final class ElementSinkTests: RxTestCase {
    /// A doubling sink, what it sends down, and the disposer that owns it.
    private func doubling() -> (DoublingSink<AnyObserver<Int>>, DescriptionRecorder<Int>, BooleanDisposable) {
        let recorder = DescriptionRecorder<Int>()
        let cancel = BooleanDisposable()
        return (DoublingSink(observer: recorder.observer, cancel: cancel), recorder, cancel)
    }

    func testElementsReachNextWhetherTheySendEventsOrElements() {
        let (sink, recorder, cancel) = doubling()
        sink.on(.next(1))
        sink.onNext(2)
        XCTAssertEqual(recorder.events, ["next(2)", "next(4)"])
        XCTAssertFalse(cancel.isDisposed)
        sink.dispose()
    }

    func testAnErrorPassesDownAndEndsTheSubscriptionByDefault() {
        let (sink, recorder, cancel) = doubling()
        sink.on(.error(TestError.boom))
        sink.onNext(3)
        XCTAssertEqual(recorder.events, ["error(\(TestError.boom))"])
        XCTAssertTrue(sink.isDisposed)
        XCTAssertTrue(cancel.isDisposed)
    }

    func testCompletionPassesDownAndEndsTheSubscriptionByDefault() {
        for complete in [{ (sink: DoublingSink<AnyObserver<Int>>) in sink.on(.completed) }, { $0.onCompleted() }] {
            let (sink, recorder, cancel) = doubling()
            complete(sink)
            sink.on(.next(3))
            XCTAssertEqual(recorder.events, ["completed"])
            XCTAssertTrue(sink.isDisposed)
            XCTAssertTrue(cancel.isDisposed)
        }
    }

    func testAnOperatorThatOverridesCompletedDecidesWhatItsEndSends() {
        let recorder = DescriptionRecorder<Int>()
        let cancel = BooleanDisposable()
        let sink = FinalElementSink(observer: recorder.observer, cancel: cancel)
        sink.onNext(1)
        sink.on(.completed)
        XCTAssertEqual(recorder.events, ["next(1)", "next(-1)", "completed"])
        XCTAssertTrue(cancel.isDisposed)
    }

    func testNothingPassesAfterTheSinkIsDisposed() {
        let (sink, recorder, cancel) = doubling()
        sink.dispose()
        sink.onNext(1)
        sink.on(.next(2))
        sink.on(.error(TestError.boom))
        sink.onCompleted()
        XCTAssertTrue(recorder.events.isEmpty)
        XCTAssertTrue(cancel.isDisposed)
    }
}
