// Chapter 11's exercises, "Traits I: PrimitiveSequence and Single": a callback API wrapped
// in a Single, and two Singles run at once and answered as a pair.

let chapter11 = Chapter(
    number: "11", title: "Traits I: PrimitiveSequence and Single",
    exercises: [
        Exercise(
            id: "11.1", name: "profile",
            title: "Wrap a callback API in a Single",
            starter: "Exercises/11-traits-primitive-sequence-and-single/ProfileSingle.swift",
            reread: "Chapters/11-traits-primitive-sequence-and-single/README.md#single-rxs-result",
            hints: [
                "Single.create runs its closure once per subscription: that is where the fetch belongs. Swift 6 note: the closures you give Rx are Sendable, so capturing what is not (the source, the observer, a disposable, a parameter) warns: copy each into a local constant marked nonisolated and unsafe before the closure, the source as an Observable, and capture the copy.",
                "The client answers with a Result, which is exactly what the Single's observer takes, failure included. The closure returns what runs when the subscription ends.",
                "Fetch inside the closure and pass its answer on as it is; return a disposable that cancels the token fetch gave you.",
            ]
        ),
        Exercise(
            id: "11.2", name: "paired",
            title: "Run two Singles at once and answer with both",
            starter: "Exercises/11-traits-primitive-sequence-and-single/PairedWith.swift",
            reread: "Chapters/11-traits-primitive-sequence-and-single/README.md#single-rxs-result",
            hints: [
                "Both Singles start at once, inside Single.create, and either one may answer first. Swift 6 note: the closures you give Rx are Sendable, so capturing what is not (the source, the observer, a disposable, a parameter) warns: copy each into a local constant marked nonisolated and unsafe before the closure, the source as an Observable, and capture the copy.",
                "Keep what has arrived in a small class made inside the closure, so that each subscription has its own. Keep each subscription in a SingleAssignmentDisposable, so that either answer can dispose the other.",
                "On a success, store the element and succeed once both are there; on the first failure, dispose the other subscription and fail. Return a disposable that disposes both.",
            ]
        ),
    ]
)
