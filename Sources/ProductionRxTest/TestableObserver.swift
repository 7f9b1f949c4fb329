// An observer that records every event with the virtual time it arrived at. Chapter 8
// ("Testing in virtual time").
import ProductionRx

/// Records each event it receives, stamped with the test scheduler's clock.
public final class TestableObserver<Element>: ObserverType {
    private let scheduler: TestScheduler

    /// The events received so far, in order, with their virtual times.
    public private(set) var events = [Recorded<Event<Element>>]()

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    // snippet:begin testable-observer-on
    /// Records `event` at the scheduler's current clock.
    public func on(_ event: Event<Element>) {
        events.append(Recorded(time: scheduler.clock, value: event))
    }
    // snippet:end testable-observer-on
}
