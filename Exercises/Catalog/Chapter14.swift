// Chapter 14's exercises, "Rx meets async/await": a `values` that keeps only the newest
// element, and an `async` save offered as a Completable.

let chapter14 = Chapter(
    number: "14", title: "Rx meets async/await",
    exercises: [
        Exercise(
            id: "14.1", name: "latest",
            title: "Keep only the newest element, one subscription per loop",
            starter: "Exercises/14-rx-meets-async-await/LatestValues.swift",
            reread: "Chapters/14-rx-meets-async-await/README.md#when-the-consumer-is-slower",
            hints: [
                "A loop asks its sequence for an iterator when it starts. If the stream, and the subscription, are made there, every loop gets its own, and nothing happens before.",
                "What a stream keeps while its loop is busy is chosen when it is made: look at the buffering policies. The subscription goes into a slot the stream's termination handler disposes, and that handler must be in place before anything can end the stream.",
                "In makeAsyncIterator, make a stream that buffers only the newest element, install the termination handler first (on a cancellation it also finishes the stream with CancellationError, then it disposes the slot), subscribe, put the subscription in the slot, and return the stream's iterator.",
            ]
        ),
        Exercise(
            id: "14.2", name: "asyncsave",
            title: "An async save as a Completable",
            starter: "Exercises/14-rx-meets-async-await/AsyncSave.swift",
            reread: "Chapters/14-rx-meets-async-await/README.md#from-async-to-rx-asobservable-and-singlecreate",
            hints: [
                "Nothing may happen before someone subscribes: the save belongs in code that runs once per subscription.",
                "The save is an async function, so it runs in a task; disposing the subscription is how Rx says stop, and a task stops when it is cancelled.",
                "The chapter shows a Single made from async work that runs a task per subscription and cancels it on disposal; a Completable is that Single without its Void element.",
            ]
        ),
    ]
)
