// Chapter 12's exercises, "Traits II: Maybe, Completable, andThen": a save callback as a
// Completable, and one Completable run after another.

let chapter12 = Chapter(
    number: "12", title: "Traits II: Maybe, Completable, andThen",
    exercises: [
        Exercise(
            id: "12.1", name: "save",
            title: "A save callback as a Completable",
            starter: "Exercises/12-traits-maybe-completable-and-then/SaveCompletable.swift",
            reread: "Chapters/12-traits-maybe-completable-and-then/README.md#completable-no-element-at-all",
            hints: [
                "Completable.create runs its closure once per subscription: that is where the save belongs. Swift 6 note: the closures you give Rx are Sendable, so capturing what is not (the source, the observer, a disposable, a parameter) warns: copy each into a local constant marked nonisolated and unsafe before the closure, the source as an Observable, and capture the copy.",
                "The store's optional error becomes one of the two events a Completable's observer takes. Wait for the store: nothing is known before it calls back.",
                "Save inside the closure; when the store calls back with nil, complete, and with an error, fail with it. create drops a second call for you. The store cannot cancel a save, so an empty disposable will do.",
            ]
        ),
        Exercise(
            id: "12.2", name: "followed",
            title: "Run one Completable after another, as andThen does",
            starter: "Exercises/12-traits-maybe-completable-and-then/FollowedBy.swift",
            reread: "Chapters/12-traits-maybe-completable-and-then/README.md#andthen-one-after-the-other",
            hints: [
                "Subscribe to the second only from inside the first's completed case; on the first's error, fail and stop there. Swift 6 note: the closures you give Rx are Sendable, so capturing what is not (the source, the observer, a disposable, a parameter) warns: copy each into a local constant marked nonisolated and unsafe before the closure, the source as an Observable, and capture the copy.",
                "Hold whatever runs now in a SerialDisposable and return it: giving it a new disposable disposes the old one. Mind a first Completable that completes during subscribe.",
                "Put a SingleAssignmentDisposable into the serial disposable before subscribing to the first, and hand it the first's subscription afterwards: if the first completes during subscribe, the second's subscription has already replaced it, and the late one cannot undo that.",
            ]
        ),
    ]
)
