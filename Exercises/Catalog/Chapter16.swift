// Chapter 16's exercises, "Rx under Swift 6": a type whose Sendable promise a lock keeps, and
// a hop to the main thread before main-actor state is touched.

let chapter16 = Chapter(
    number: "16", title: "Rx under Swift 6",
    exercises: [
        Exercise(
            id: "16.1", name: "sendable",
            title: "Make a type Sendable honestly",
            starter: "Exercises/16-rx-under-swift-6/Tally.swift",
            reread: "Chapters/16-rx-under-swift-6/README.md#what-is-sendable-and-what-is-not",
            hints: [
                "The compiler lets the tally cross into tasks because the class says so. What would have to be true of every read and every write of its counts for that to be honest?",
                "Put the counts behind one lock, and touch them only while holding it: recording, and reading too. A lock held in a constant and guarding its own value can be checked by the compiler, and then the unchecked promise is no longer needed.",
                "Keep the counts in a mutex stored in a constant; recording reads the old count and stores the new one in one hold of the lock, and both readings take the lock as well. Then drop the word unchecked.",
            ],
            racesThreads: true
        ),
        Exercise(
            id: "16.2", name: "hop",
            title: "Hop to the main thread before touching main-actor state",
            starter: "Exercises/16-rx-under-swift-6/ShowOnMain.swift",
            reread: "Chapters/16-rx-under-swift-6/README.md#units-and-the-main-actor",
            hints: [
                "The statuses arrive on whatever thread sent them, and the label may only be touched on the main thread. Which has to come first, the hop or the touch?",
                "An operator moves the rest of the chain to a scheduler's thread; the main scheduler's thread is the main thread. Only after that operator is it true that the closure runs there, and the compiler still needs to be told, by a call that checks it.",
                "Observe on the main scheduler, then subscribe; in the element closure, assume the main actor's isolation and set the label's text. Disposal then also drops a status that was still on its way.",
            ],
            racesThreads: true
        ),
    ]
)
