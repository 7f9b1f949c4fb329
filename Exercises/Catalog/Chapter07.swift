// Chapter 7's exercises, "Schedulers": a scheduler that defers nested work like the
// trampoline, and deliver(on:), a small observe(on:).

let chapter07 = Chapter(
    number: "07", title: "Schedulers",
    exercises: [
        Exercise(
            id: "07.1", name: "deferring",
            title: "A scheduler that defers nested work, like the trampoline",
            starter: "Exercises/07-schedulers/DeferringScheduler.swift",
            reread: "Chapters/07-schedulers/README.md#the-trampoline",
            hints: [
                "This is exercise 04.2's trampoline again, with a state passed to each action and a disposable returned.",
                "A queued action needs something its caller can dispose before it runs: one SingleAssignmentDisposable per queued action, and the loop skips an action whose disposable is disposed.",
                "Only the call that finds the scheduler idle runs anything: its own action, then the queue in order, actions queued meanwhile included; then it marks the scheduler idle again. Removing from the front of a long array one at a time is slow: keep an index.",
            ]
        ),
        Exercise(
            id: "07.2", name: "deliver",
            title: "Write deliver(on:), a small observe(on:)",
            starter: "Exercises/07-schedulers/DeliverOn.swift",
            reread: "Chapters/07-schedulers/README.md#observeon-and-subscribeon",
            hints: [
                "Subscribe to the source where you are; only the delivery moves: each event reaches the observer from a block on the queue. Swift 6 note: the closures you give Rx are Sendable, so capturing what is not (the source, the observer, a disposable, a parameter) warns: copy each into a local constant marked nonisolated and unsafe before the closure, the source as an Observable, and capture the copy.",
                "A serial queue runs blocks in the order they were added, which keeps the order. Swift wants the observer and the event carried into the block in a small box of your own.",
                "Return the source's subscription, so that disposing yours disposes it. The observer that create hands you forwards nothing once the subscription is disposed, so the events still waiting in the queue are dropped.",
            ],
            racesThreads: true
        ),
    ]
)
