// Chapter 1's exercises, "Observables are sequences": the grammar and marble lines.

let chapter01 = Chapter(
    number: "01", title: "Observables are sequences",
    exercises: [
        Exercise(
            id: "01.1", name: "grammar",
            title: "Find the first event that breaks the grammar",
            starter: "Exercises/01-observables-are-sequences/Grammar.swift",
            reread: "Chapters/01-observables-are-sequences/README.md#the-grammar",
            hints: [
                "Only one kind of event breaks the grammar: whatever comes after the sequence has ended. Which events end a sequence?",
                "Both error and completed end a sequence, and a second terminal event is as wrong as an element after the first. The answer is never the terminal event itself.",
                "Walk the array once, remembering whether you have passed a terminal event: the first index you reach after that is the answer. An empty array, or one whose only terminal event is its last, has none.",
            ]
        ),
        Exercise(
            id: "01.2", name: "marble",
            title: "Draw a sequence as a marble line",
            starter: "Exercises/01-observables-are-sequences/MarbleLine.swift",
            reread: "Chapters/01-observables-are-sequences/README.md#marble-diagrams",
            hints: [
                "Every event takes one column, and each column starts with a dash.",
                "An element is drawn as itself, completed as a bar, an error as a hash. What comes after the last mark depends on whether the sequence has ended.",
                "Nothing is drawn after a bar or a hash. Only a sequence that has not ended, the empty one included, gets one more dash at the end.",
            ]
        ),
    ]
)
