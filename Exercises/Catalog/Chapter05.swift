// Chapter 5's exercises, "The shape of production Rx": an operator written with Producer
// and Sink, and SinkDisposer's two-bit state machine.

let chapter05 = Chapter(
    number: "05", title: "The shape of production Rx",
    exercises: [
        Exercise(
            id: "05.1", name: "pairwise",
            title: "Write pairwise with Producer and Sink",
            starter: "Exercises/05-the-shape-of-production-rx/Pairwise.swift",
            reread: "Chapters/05-the-shape-of-production-rx/README.md#writing-an-operator-with-producer-and-sink",
            hints: [
                "Follow the two classes of Sources/ProductionRx/Observables/Map.swift: the sink decides what each event becomes, run wires a new sink to the source.",
                "The previous element belongs to one subscription. One Pairwise serves every subscription; one sink is made per subscription.",
                "In the sink, remember each new element first, then forward the pair it makes with the one remembered before it, if there was one: an observer may make the source send again from inside its onNext. After forwarding an error or the completion, dispose. In run, subscribe the sink to the source and return that subscription with the sink.",
            ]
        ),
        Exercise(
            id: "05.2", name: "two-bit-disposer",
            title: "Dispose exactly once, even when dispose comes first",
            starter: "Exercises/05-the-shape-of-production-rx/TwoBitDisposer.swift",
            reread: "Chapters/05-the-shape-of-production-rx/README.md#sinkdisposer-two-bits",
            hints: [
                "Two things happen, in either order: dispose, and set. Whoever comes second does the disposing.",
                "Keep both facts in one atomic value, one bit each, changed by one indivisible step that also returns the old value. Two separate flags, or a load followed by a store, leave a gap another thread slips into.",
                "Each method sets its own bit and looks at the old value: if the other bit was already there, it disposes both and lets go of them. dispose also stops at once if its own bit was already set.",
            ],
            racesThreads: true
        ),
    ]
)
