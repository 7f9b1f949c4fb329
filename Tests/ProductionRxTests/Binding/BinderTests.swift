// Chapter 13 (Units): `Binder` (`RxSwift/Binder.swift`) — binds on its scheduler, holds its target weakly,
// ignores completion and treats an error as fatal in debug builds.
import ProductionRx
import ProductionRxTest
import Testing

/// What a binder sets: a stand-in for a label or a view.
private final class Label {
    var text: String?
    var setAt: [Int] = []
}

@Suite("Binder", .leakChecked)
struct BinderTests {
    @Test func binderRunsTheBindingOnItsScheduler() {
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
        #expect(label.setAt == [211, 221])
        #expect(label.text == "b")
    }

    @Test func binderOnTheCurrentThreadSchedulerSetsAtOnceAndIgnoresCompletion() {
        let label = Label()
        let binder = Binder<String>(label, scheduler: CurrentThreadScheduler.instance) { label, text in
            label.text = text
        }
        binder.onNext("a")
        #expect(label.text == "a")
        binder.onCompleted()
        binder.onNext("b")
        #expect(label.text == "b")
    }

    @Test func binderDoesNotRetainItsTargetAndSkipsTheBindingOnceItIsGone() {
        var label: Label? = Label()
        weak let weakLabel = label
        nonisolated(unsafe) var calls = 0
        let binder = Binder<String>(label!, scheduler: CurrentThreadScheduler.instance) { label, text in
            calls += 1
            label.text = text
        }
        binder.onNext("a")
        label = nil
        #expect(weakLabel == nil)
        binder.onNext("b")
        #expect(calls == 1)
    }

    @Test func binderAsObserverForwardsToTheBinding() {
        let label = Label()
        let observer = Binder<String>(label, scheduler: CurrentThreadScheduler.instance) { label, text in
            label.text = text
        }.asObserver()
        observer.onNext("a")
        #expect(label.text == "a")
    }

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
