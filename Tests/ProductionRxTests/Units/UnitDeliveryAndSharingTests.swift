// Chapter 13 (Units): what the chapter's tables and rules say, pinned. A control's value is
// read again for each subscriber rather than shared; `Driver.just` on the main thread delivers
// inside `drive`, and from another thread waits for the main queue; a Signal takes the latest
// element of a Driver with `withLatestFrom`, in the two ways that compile.
import Dispatch
import HeadlessUI
import ProductionRx
import ProductionRxTest
import Testing

// snippet:begin signal-with-latest-from-driver
/// What a "Send" button sends: the draft as it is at each tap. The selector-less
/// `withLatestFrom` takes any unit, and the result is the caller's kind, a `Signal`.
func sentMessages(sendTaps: Signal<Void>, draft: Driver<String>) -> Signal<String> {
    sendTaps.withLatestFrom(draft)
}

/// A rating: the stars tapped and the draft at that moment. The form with a selector wants
/// both units to share the same way, so the Driver becomes a Signal first.
func ratings(starTaps: Signal<Int>, draft: Driver<String>) -> Signal<String> {
    let draftAsSignal = draft.asSignal(onErrorSignalWith: .empty())
    return starTaps.withLatestFrom(draftAsSignal) { stars, text in
        "\(stars)★ \(text)"
    }
}
// snippet:end signal-with-latest-from-driver

@Suite("Units: what controls share, where just delivers, withLatestFrom across strategies", .leakChecked)
struct UnitDeliveryAndSharingTests {
    // MARK: Controls do not share

    @Test func aControlPropertyAndAControlEventSubscribeTheirSourceOncePerSubscriber() {
        nonisolated(unsafe) var propertySubscriptions = 0
        nonisolated(unsafe) var eventSubscriptions = 0
        let property = ControlProperty(
            values: Observable<String>.create { observer in
                propertySubscriptions += 1
                observer.onNext("current")
                return Disposables.create()
            }, valueSink: AnyObserver<String> { _ in })
        let event = ControlEvent(
            events: Observable<Void>.create { _ in
                eventSubscriptions += 1
                return Disposables.create()
            })
        onMainQueue {
            let subscriptions = [
                property.subscribe { _ in }, property.subscribe { _ in },
                event.subscribe { _ in }, event.subscribe { _ in },
            ]
            subscriptions.forEach { $0.dispose() }
        }
        #expect(propertySubscriptions == 2)
        #expect(eventSubscriptions == 2)
    }

    @Test func aTextFieldsTextIsReadAfreshForEachSubscriberNotReplayedFromAShare() {
        let field = TextField(in: Window())
        nonisolated(unsafe) var early: [String?] = []
        nonisolated(unsafe) var late: [String?] = []
        onMainQueue {
            // One property, kept and subscribed twice: a shared one would connect only once.
            let text = field.rx.text
            let first = text.subscribe(onNext: { early.append($0) })
            field.type("r")
            // Set by the program, not typed: no edit is reported to anyone.
            field.text = "set"
            let second = text.subscribe(onNext: { late.append($0) })
            field.type("x")
            first.dispose()
            second.dispose()
        }
        #expect(early == [nil, "r", "setx"])
        // A shared replay would have handed the late subscriber "r", the last value sent.
        #expect(late == ["set", "setx"])
    }

    // MARK: Driver.just and the main scheduler

    @Test func driverJustDrivenOnTheMainThreadDeliversItsElementBeforeDriveReturns() {
        let log = ThreadLog()
        onMainQueue {
            let subscription = Driver.just(1).drive(onNext: { log.record("element \($0)") })
            log.record("drive returned")
            subscription.dispose()
        }
        #expect(log.seen == ["element 1", "drive returned"])
        #expect(log.places == ["main", "main"])
    }

    @Test func signalJustEmittedFromAnotherThreadWaitsForTheMainQueue() {
        let log = ThreadLog()
        let done = DispatchSemaphore(value: 0)
        let background = namedQueue("background")
        // The main queue is kept busy (it waits in `sync`) while the background queue emits,
        // so what `emit` queued on it cannot run before `emit` has returned.
        let subscription = onMainQueue {
            background.sync {
                let subscription = Signal.just(1).emit(onNext: { log.record("element \($0)") }, onCompleted: { done.signal() })
                log.record("emit returned")
                return subscription
            }
        }
        #expect(waitFor(done))
        #expect(log.seen == ["emit returned", "element 1"])
        #expect(log.places == ["background", "main"])
        subscription.dispose()
    }

    // MARK: withLatestFrom between a Signal and a Driver

    @Test func aSignalTakesTheDriversLatestElementAtEachTapInBothFormsThatCompile() {
        let scheduler = TestScheduler(initialClock: 0)
        let sent = scheduler.createObserver(String.self)
        let rated = scheduler.createObserver(String.self)
        var subscriptions: [Disposable] = []
        mockingSharingScheduler(scheduler) {
            let draft = scheduler.createHotObservable([.next(10, "hi"), .next(60, "hello")]).asDriver(onErrorJustReturn: "")
            let sendTaps = scheduler.createHotObservable([.next(30, ()), .next(90, ())]).asSignal(onErrorJustReturn: ())
            let starTaps = scheduler.createHotObservable([.next(40, 4), .next(100, 5)]).asSignal(onErrorJustReturn: 0)
            scheduler.scheduleAt(0) {
                subscriptions.append(sentMessages(sendTaps: sendTaps, draft: draft).emit(to: sent))
                subscriptions.append(ratings(starTaps: starTaps, draft: draft).emit(to: rated))
            }
            scheduler.start()
        }
        subscriptions.forEach { $0.dispose() }
        // Each tap arrives one tick late: `asSignal` hops through the test scheduler standing
        // in for the main one, and a test scheduler runs what is scheduled "now" a tick later.
        assertEvents(sent.events, equal: [.next(31, "hi"), .next(91, "hello")])
        assertEvents(rated.events, equal: [.next(41, "4★ hi"), .next(101, "5★ hello")])
    }
}
