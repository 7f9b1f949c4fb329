// Chapter 8's exercises, "Testing in virtual time": marble lines written as expectations,
// and a small time operator that must pass marble tests.

let chapter08 = Chapter(
    number: "08", title: "Testing in virtual time",
    exercises: [
        Exercise(
            id: "08.1", name: "marbles",
            title: "State an operator's behaviour as a marble line",
            starter: "Exercises/08-testing-in-virtual-time/MarbleExpectations.swift",
            reread: "Chapters/08-testing-in-virtual-time/README.md#marble-diagrams-as-tests",
            hints: [
                "Go through the source line column by column and ask what the operator sends at that tick.",
                "Keep every column, even an empty one: dropping one moves every later event 10 ticks earlier. Events at the same tick share one column, in a group.",
                "A hot line's events before the caret never reach a subscriber. A cold line starts when it is subscribed, and concat subscribes to the second when the first completes. debounce sends an element once 20 ticks pass without a newer one.",
            ]
        ),
        Exercise(
            id: "08.2", name: "delayEach",
            title: "Write delayEach(by:scheduler:), a small time operator",
            starter: "Exercises/08-testing-in-virtual-time/DelayEach.swift",
            reread: "Chapters/08-testing-in-virtual-time/README.md#writing-a-time-operator",
            hints: [
                "Every event, the completion and an error included, is sent again later by the scheduler. Which of its methods runs work after a delay? Swift 6 note: the closures you give Rx are Sendable, so capturing what is not (the source, the observer, a disposable, a parameter) warns: copy each into a local constant marked nonisolated and unsafe before the closure, the source as an Observable, and capture the copy.",
                "Each event waiting to be sent has a disposable of its own. Disposing the result must cancel all of them, and the source's subscription too: which disposable holds many at once?",
                "For each event, schedule its sending after the delay and add the disposable to one CompositeDisposable, which also holds the source's subscription. Make that bag inside the closure given to create, once per subscription; a SerialDisposable would cancel the waiting event each time a new one comes.",
            ]
        ),
    ]
)
