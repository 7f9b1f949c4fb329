// Chapter 13 (Units): `Binder` (`RxSwift/Binder.swift`) — binds on its scheduler, holds its target weakly,
// ignores completion and treats an error as fatal in debug builds.
import ProductionRx
import ProductionRxTest
import Testing
import XCTest

/// What a binder sets: a stand-in for a label or a view.
private final class Label {
    var text: String?
    var setAt: [Int] = []
}

final class BinderTests: RxTestCase {
    func testBinderRunsTheBindingOnItsScheduler() {
        nonisolated(unsafe) let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .completed(230)])
        let label = Label()
        let binder = Binder<String>(label, scheduler: scheduler) { label, text in
            label.text = text
            label.setAt.append(scheduler.clock)
        }
        var binding: Disposable!

        scheduler.scheduleAt(200) { binding = xs.bind(to: binder) }
        scheduler.scheduleAt(1000) { binding.dispose() }
        scheduler.start()

        // Scheduled, not set inline: the test scheduler runs work scheduled "now" a tick later.
        XCTAssertEqual(label.setAt, [211, 221])
        XCTAssertEqual(label.text, "b")
    }

    func testBinderOnTheCurrentThreadSchedulerSetsAtOnceAndIgnoresCompletion() {
        let label = Label()
        let binder = Binder<String>(label, scheduler: CurrentThreadScheduler.instance) { label, text in
            label.text = text
        }
        binder.onNext("a")
        XCTAssertEqual(label.text, "a")
        binder.onCompleted()
        binder.onNext("b")
        XCTAssertEqual(label.text, "b")
    }

    func testBinderDoesNotRetainItsTargetAndSkipsTheBindingOnceItIsGone() {
        var label: Label? = Label()
        weak let weakLabel = label
        nonisolated(unsafe) var calls = 0
        let binder = Binder<String>(label!, scheduler: CurrentThreadScheduler.instance) { label, text in
            calls += 1
            label.text = text
        }
        binder.onNext("a")
        label = nil
        XCTAssertNil(weakLabel)
        binder.onNext("b")
        XCTAssertEqual(calls, 1)
    }

    func testBinderAsObserverForwardsToTheBinding() {
        let label = Label()
        let observer = Binder<String>(label, scheduler: CurrentThreadScheduler.instance) { label, text in
            label.text = text
        }.asObserver()
        observer.onNext("a")
        XCTAssertEqual(label.text, "a")
    }

}

/// The tests of BinderTests that need a process of their own (exit tests, which XCTest has not).
@Suite("Binder: exit tests", .leakChecked)
struct BinderExitTests {
    @Test func binderStopsTheProcessOnAnErrorInDebugBuilds() async {
        await #expect(processExitsWith: .failure) {
            let label = Label()
            let binder = Binder<String>(label, scheduler: CurrentThreadScheduler.instance) { label, text in
                label.text = text
            }
            binder.onError(TestError.boom)
        }
    }
}
