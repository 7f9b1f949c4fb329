// Chapter 4's exercises, "Where naive breaks": serializing threads, and a trampoline
// against deep recursion.

let chapter04 = Chapter(
    number: "04", title: "Where naive breaks",
    exercises: [
        Exercise(
            id: "04.1", name: "serialize",
            title: "Serialize an observer across threads",
            starter: "Exercises/04-where-naive-breaks/SerializedObserver.swift",
            reread: "Chapters/04-where-naive-breaks/README.md#two-threads-at-once",
            hints: [
                "Two promises: no two calls of on overlap, and nothing passes after the end. What does each one need?",
                "A flag remembers the end, but two threads can both read it before either writes it. The flag is only safe under a lock, and the lock must stay held while the event is forwarded, or calls still overlap.",
                "Hold one lock for the whole of on: look at the flag and return if the sequence has ended, set the flag for a terminal event, forward, and unlock.",
            ],
            racesThreads: true
        ),
        Exercise(
            id: "04.2", name: "trampoline",
            title: "A trampoline that turns nesting into a queue",
            starter: "Exercises/04-where-naive-breaks/Trampoline.swift",
            reread: "Chapters/04-where-naive-breaks/README.md#deep-recursion",
            hints: [
                "Instead of running a nested action inside the current one, where could it wait?",
                "Keep a queue of waiting actions and remember whether one is running. A nested schedule only adds to the queue and returns.",
                "The outermost schedule runs the queue, oldest first, until it is empty, actions added meanwhile included; then it marks the trampoline idle, ready for the next schedule.",
            ]
        ),
    ]
)
