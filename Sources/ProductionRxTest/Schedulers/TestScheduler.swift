// The scheduler tests run on: virtual time in integer ticks, scripted observables, recording
// observers. Chapter 8 ("Testing in virtual time").
import ProductionRx

/// A virtual-time scheduler for tests.
///
/// The usual test creates the source at 100, subscribes at 200 and disposes at 1000 (the
/// `Defaults`), all in virtual time:
///
///     let scheduler = TestScheduler(initialClock: 0)
///     let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
///     let res = scheduler.start { xs.map { $0 * 10 } }
///     // res.events == [.next(210, 10), .completed(300)]
public class TestScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter> {
    // snippet:begin test-scheduler-defaults
    /// The times `start(_:)` uses.
    public struct Defaults {
        /// The time the observable is created at: 100.
        public static let created = 100
        /// The time it is subscribed at: 200.
        public static let subscribed = 200
        /// The time the subscription is disposed at: 1000.
        public static let disposed = 1000
    }
    // snippet:end test-scheduler-defaults

    private let simulateProcessingDelay: Bool

    /// Creates a scheduler with its clock at `initialClock`.
    ///
    /// - parameter resolution: The seconds one tick stands for, when a time-based operator
    ///   converts its `RxTimeInterval` to ticks.
    /// - parameter simulateProcessingDelay: When `true` (the default), work scheduled "now"
    ///   with `schedule` or `scheduleRelative` runs one tick later, as if processing took time.
    public init(initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
        self.simulateProcessingDelay = simulateProcessingDelay
        super.init(initialClock: initialClock, converter: TestSchedulerVirtualTimeConverter(resolution: resolution))
    }

    /// Creates an observable that sends `events` at their absolute times to whoever is
    /// subscribed at that moment.
    public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        HotObservable(testScheduler: self, recordedEvents: events)
    }

    /// Creates an observable that sends `events` to each subscriber at its subscription time
    /// plus the event's time.
    public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        ColdObservable(testScheduler: self, recordedEvents: events)
    }

    /// Creates an observer that records the events it receives with their virtual times.
    public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    /// Runs `action` at the virtual time `time`.
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
        _ = scheduleAbsoluteVirtual((), time: time) { _ -> Disposable in
            action()
            return Disposables.create()
        }
    }

    // snippet:begin test-scheduler-adjust
    /// Work scheduled for now or the past runs at the current clock, plus one tick when
    /// simulating processing delay.
    public override func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        time <= clock ? clock + (simulateProcessingDelay ? 1 : 0) : time
    }
    // snippet:end test-scheduler-adjust

    // snippet:begin test-scheduler-start
    /// Creates the observable with `create` at `created`, subscribes a recording observer at
    /// `subscribed`, disposes the subscription at `disposed`, runs the scheduler until nothing
    /// is left, and returns the observer.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        created: TestTime, subscribed: TestTime, disposed: TestTime, create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        var source: OutputSequence?
        var subscription: Disposable?
        let observer = createObserver(Element.self)

        _ = scheduleAbsoluteVirtual((), time: created) { _ in
            source = create()
            return Disposables.create()
        }

        _ = scheduleAbsoluteVirtual((), time: subscribed) { _ in
            subscription = source?.asObservable().subscribe(observer)
            return Disposables.create()
        }

        _ = scheduleAbsoluteVirtual((), time: disposed) { _ in
            subscription?.dispose()
            return Disposables.create()
        }

        start()

        return observer
    }
    // snippet:end test-scheduler-start

    /// `start(created:subscribed:disposed:create:)` with the default creation (100) and
    /// subscription (200) times.
    public func start<Element, OutputSequence: ObservableConvertibleType>(disposed: TestTime, create: @escaping () -> OutputSequence) -> TestableObserver<
        Element
    > where OutputSequence.Element == Element {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
    }

    /// `start(created:subscribed:disposed:create:)` with the default times: created at 100,
    /// subscribed at 200, disposed at 1000.
    public func start<Element, OutputSequence: ObservableConvertibleType>(_ create: @escaping () -> OutputSequence) -> TestableObserver<Element>
    where OutputSequence.Element == Element {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: Defaults.disposed, create: create)
    }
}
