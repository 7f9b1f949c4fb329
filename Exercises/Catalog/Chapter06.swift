// Chapter 6's exercises, "Disposables and DisposeBag": a disposable per key, and finding a
// leak by counting live resources.

let chapter06 = Chapter(
    number: "06", title: "Disposables and DisposeBag",
    exercises: [
        Exercise(
            id: "06.1", name: "keyed",
            title: "A serial disposable per key",
            starter: "Exercises/06-disposables-and-disposebag/KeyedSerialDisposable.swift",
            reread: "Chapters/06-disposables-and-disposebag/README.md#serialdisposable",
            hints: [
                "Start from SerialDisposable in chapter 6: what it does for one slot, do for one slot per key.",
                "One lock guards the dictionary and the disposed flag together. Decide under the lock what must be disposed, and dispose it after unlocking: a disposable's dispose may call set on this object.",
                "set replaces the key's entry and disposes the one it replaced or, once this object is disposed, the new one. dispose marks the object disposed, empties the dictionary and disposes what it held, the first time only.",
            ],
            racesThreads: true
        ),
        Exercise(
            id: "06.2", name: "leak",
            title: "Find and fix the leak",
            starter: "Exercises/06-disposables-and-disposebag/WatchlistModel.swift",
            reread: "Chapters/06-disposables-and-disposebag/README.md#counting-live-resources",
            hints: [
                "Draw who holds whom: the model, its bag, each subscription, each closure. Swift 6 note: the closures are Sendable and the model is not, so a capture list holding self weakly warns in an initializer; the subscribe that takes the object to hold weakly, and hands it to the closure, does not.",
                "A closure that holds the model strongly, kept alive by a subscription in the model's own bag, closes a circle nothing breaks. A subscription nothing keeps can never be disposed.",
                "There is one leak in each subscription: the price closure holds self strongly, and the alert subscription is thrown away instead of going into the bag.",
            ]
        ),
    ]
)
