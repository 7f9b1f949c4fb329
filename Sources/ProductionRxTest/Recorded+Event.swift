// Builders for recorded events: `.next(210, 1)`, `.completed(300)`. Chapter 8
// ("Testing in virtual time").
import ProductionRx

extension Recorded {
    /// A `next(element)` event at `time`.
    public static func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .next(element))
    }

    /// A `completed` event at `time`.
    public static func completed<T>(_ time: TestTime) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .completed)
    }

    /// An `error(error)` event at `time`.
    public static func error<T>(_ time: TestTime, _ error: Swift.Error) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .error(error))
    }
}

extension Recorded {
    /// The given events as an array: `Recorded.events(.next(210, 1), .completed(300))`.
    public static func events<T>(_ recordedEvents: Recorded<Event<T>>...) -> [Recorded<Event<T>>] where Value == Event<T> {
        recordedEvents
    }

    /// The given arrays of events joined into one.
    public static func events<T>(_ recordedEvents: [Recorded<Event<T>>]...) -> [Recorded<Event<T>>] where Value == Event<T> {
        recordedEvents.flatMap { $0 }
    }
}
