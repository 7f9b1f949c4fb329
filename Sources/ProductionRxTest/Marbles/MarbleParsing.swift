// Marble lines in, recorded events out: the public readers and the test scheduler's
// `createHotObservable(marbles:)` and `createColdObservable(marbles:)`. Chapter 8
// ("Testing in virtual time").
import ProductionRx

extension TestScheduler.Defaults {
    /// The virtual time one marble character stands for: 10. With the default subscription
    /// at 200, `-a-b-|` sends `a` at 210, `b` at 230 and completes at 250.
    public static let marbleTick: TestTime = 10
}

/// Reads a marble line into recorded events.
///
/// The notation, one character per tick of `tickDuration` virtual time units:
/// - `-` nothing happens in this tick;
/// - a letter or digit is a `next` with `values[String(character)]`;
/// - `|` is completion, `#` is an error (`error`);
/// - `^` is the subscription point: it stands at time `subscribed`, characters before it are
///   earlier, characters after it later; without `^`, column 0 stands at `subscribed`;
/// - `(ab|)` puts everything inside at the same tick, and takes one tick in all;
/// - spaces are ignored (use them to line diagrams up).
///
///     recordedEvents(marbles: "-a-(b|)", values: ["a": 1, "b": 2])
///     // [.next(210, 1), .next(230, 2), .completed(230)]
///
/// Throws `MarbleSyntaxError`, naming the column, for a line it cannot read or a value
/// missing from `values`.
public func recordedEvents<Element>(
    marbles: String,
    values: [String: Element],
    error: Swift.Error = MarbleError(),
    subscribed: TestTime = TestScheduler.Defaults.subscribed,
    tickDuration: TestTime = TestScheduler.Defaults.marbleTick
) throws(MarbleSyntaxError) -> [Recorded<Event<Element>>] {
    try MarbleScript(marbles, allowsSubscription: true).events(
        subscribed: subscribed,
        tickDuration: tickDuration,
        error: error,
        value: { values[String($0)] },
        missing: "has no entry in values"
    )
}

/// Reads a marble line of `String` or `Int` values without a value map: each letter stands
/// for itself as a `String`, each digit for its `Int` value. Otherwise as
/// `recordedEvents(marbles:values:error:subscribed:tickDuration:)`.
public func recordedEvents<Element: MarbleValue>(
    marbles: String,
    error: Swift.Error = MarbleError(),
    subscribed: TestTime = TestScheduler.Defaults.subscribed,
    tickDuration: TestTime = TestScheduler.Defaults.marbleTick
) throws(MarbleSyntaxError) -> [Recorded<Event<Element>>] {
    try MarbleScript(marbles, allowsSubscription: true).events(
        subscribed: subscribed,
        tickDuration: tickDuration,
        error: error,
        value: { Element(marble: $0) },
        missing: "does not stand for a \(Element.self) by itself: pass values:"
    )
}

/// Reads `marbles` or stops the process with the syntax error: a broken marble line is a
/// mistake in the test itself.
private func script<Element>(
    _ marbles: String,
    allowsSubscription: Bool,
    subscribed: TestTime,
    tickDuration: TestTime,
    error: Swift.Error,
    value: (Character) -> Element?,
    missing: String
) -> [Recorded<Event<Element>>] {
    do {
        return try MarbleScript(marbles, allowsSubscription: allowsSubscription).events(
            subscribed: subscribed,
            tickDuration: tickDuration,
            error: error,
            value: value,
            missing: missing
        )
    } catch {
        fatalError("ProductionRxTest: \(error)\nChapter 8 (\"Testing in virtual time\") explains the notation.")
    }
}

extension TestScheduler {
    /// A hot observable drawn as a marble line: `createHotObservable(marbles: "-a-^-b-|",
    /// values: ["a": 1, "b": 2])` sends 1 at 180 (before the default subscription, so a test
    /// started with `start` misses it), 2 at 220 and completes at 240.
    ///
    /// `^` (or column 0, without one) stands at `subscribed`; each character is `tickDuration`.
    /// Stops the process, naming the column, if the line cannot be read.
    public func createHotObservable<Element>(
        marbles: String,
        values: [String: Element],
        error: Swift.Error = MarbleError(),
        subscribed: TestTime = Defaults.subscribed,
        tickDuration: TestTime = Defaults.marbleTick
    ) -> TestableObservable<Element> {
        createHotObservable(
            script(
                marbles, allowsSubscription: true, subscribed: subscribed, tickDuration: tickDuration,
                error: error, value: { values[String($0)] }, missing: "has no entry in values"
            ))
    }

    /// A hot observable of `String` or `Int` values drawn as a marble line without a value
    /// map (letters stand for themselves, digits for their value). Give the element type by
    /// context: `let xs: TestableObservable<Int> = scheduler.createHotObservable(marbles: "-1-2-|")`.
    public func createHotObservable<Element: MarbleValue>(
        marbles: String,
        error: Swift.Error = MarbleError(),
        subscribed: TestTime = Defaults.subscribed,
        tickDuration: TestTime = Defaults.marbleTick
    ) -> TestableObservable<Element> {
        createHotObservable(
            script(
                marbles, allowsSubscription: true, subscribed: subscribed, tickDuration: tickDuration,
                error: error, value: { Element(marble: $0) }, missing: "does not stand for a \(Element.self) by itself: pass values:"
            ))
    }

    /// A hot observable of `String`s drawn as a marble line: each letter stands for itself.
    public func createHotObservable(
        marbles: String,
        error: Swift.Error = MarbleError(),
        subscribed: TestTime = Defaults.subscribed,
        tickDuration: TestTime = Defaults.marbleTick
    ) -> TestableObservable<String> {
        createHotObservable(
            script(
                marbles, allowsSubscription: true, subscribed: subscribed, tickDuration: tickDuration,
                error: error, value: { String(marble: $0) }, missing: "does not stand for a String"
            ))
    }

    /// A cold observable drawn as a marble line: column 0 is the moment of each subscription,
    /// so `createColdObservable(marbles: "-a-|", values: ["a": 1])` sends 1 ten ticks after
    /// each subscription and completes thirty ticks after it. `^` is not allowed.
    /// Stops the process, naming the column, if the line cannot be read.
    public func createColdObservable<Element>(
        marbles: String,
        values: [String: Element],
        error: Swift.Error = MarbleError(),
        tickDuration: TestTime = Defaults.marbleTick
    ) -> TestableObservable<Element> {
        createColdObservable(
            script(
                marbles, allowsSubscription: false, subscribed: 0, tickDuration: tickDuration,
                error: error, value: { values[String($0)] }, missing: "has no entry in values"
            ))
    }

    /// A cold observable of `String` or `Int` values drawn as a marble line without a value
    /// map. Give the element type by context.
    public func createColdObservable<Element: MarbleValue>(
        marbles: String,
        error: Swift.Error = MarbleError(),
        tickDuration: TestTime = Defaults.marbleTick
    ) -> TestableObservable<Element> {
        createColdObservable(
            script(
                marbles, allowsSubscription: false, subscribed: 0, tickDuration: tickDuration,
                error: error, value: { Element(marble: $0) }, missing: "does not stand for a \(Element.self) by itself: pass values:"
            ))
    }

    /// A cold observable of `String`s drawn as a marble line: each letter stands for itself.
    public func createColdObservable(
        marbles: String,
        error: Swift.Error = MarbleError(),
        tickDuration: TestTime = Defaults.marbleTick
    ) -> TestableObservable<String> {
        createColdObservable(
            script(
                marbles, allowsSubscription: false, subscribed: 0, tickDuration: tickDuration,
                error: error, value: { String(marble: $0) }, missing: "does not stand for a String"
            ))
    }
}
