// Chapter 14's exercises, "Rx meets async/await": a `values` that keeps only the newest
// element, and an `async` save offered as a Completable.

let chapter14 = Chapter(
    number: "14", title: "Rx meets async/await",
    exercises: [
        Exercise(
            id: "14.1", name: "latest",
            title: "Keep only the newest element",
            starter: "Exercises/14-rx-meets-async-await/LatestValues.swift",
            reread: "Chapters/14-rx-meets-async-await/README.md#when-the-consumer-is-slower",
            hints: [
                "Start from values as the chapter quotes it: the same stream, the same subscription slot, the same order of onTermination and subscribe.",
                "The one difference is what the stream keeps while the loop is busy: look at the buffering policies an AsyncThrowingStream can be made with.",
                "A buffer of one that keeps the newest element; everything else (yield, finish, finish throwing, onTermination installed before subscribing) is as in values.",
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
