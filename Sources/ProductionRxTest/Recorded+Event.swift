// Builders for recorded events: `.next(210, 1)`, `.completed(300)`. Chapter 8
// ("Testing in virtual time").
import ProductionRx

extension Recorded {
    /// A `next(element)` event at `time`.
    public static func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .next(element))
    }

    /// A `completed` event at `time`. Pass the element type where nothing else says it:
    /// `Recorded.completed(250, Int.self)`.
    public static func completed<T>(_ time: TestTime, _ type: T.Type = T.self) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .completed)
    }

    /// An `error(error)` event at `time`. Pass the element type where nothing else says it:
    /// `Recorded.error(250, error, Int.self)`.
    public static func error<T>(_ time: TestTime, _ error: Swift.Error, _ type: T.Type = T.self) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .error(error))
    }
}

// snippet:begin recorded-events
extension Recorded {
    /// The given events as an array: `Recorded.events(.next(210, 1), .completed(300))`.
    public static func events<T>(_ recordedEvents: Recorded<Event<T>>...) -> [Recorded<Event<T>>] where Value == Event<T> {
        events(recordedEvents)
    }

    /// The given array of events, as it is: `Recorded.events([.next(210, 1), .completed(300)])`.
    ///
    /// One array, as RxTest takes it (`RxTest/Recorded+Event.swift`). (A variadic list of arrays made the type checker give
    /// up on long literal lists.)
    public static func events<T>(_ recordedEvents: [Recorded<Event<T>>]) -> [Recorded<Event<T>>] where Value == Event<T> {
        recordedEvents
    }
}
// snippet:end recorded-events
