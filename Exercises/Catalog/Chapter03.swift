// Chapter 3's exercises, "Sink and the first operator": filter and take.

let chapter03 = Chapter(
    number: "03", title: "Sink and the first operator",
    exercises: [
        Exercise(
            id: "03.1", name: "filter",
            title: "Write the filter operator",
            starter: "Exercises/03-sink-and-the-first-operator/Filter.swift",
            reread: "Chapters/03-sink-and-the-first-operator/README.md#writing-an-operator",
            hints: [
                "filter has the shape of map in Sources/NaiveRx/Map.swift: subscribe to self, and decide event by event what to send on.",
                "Only the element case is new: the predicate decides whether the element goes on. An error and a completion pass through unchanged.",
                "The predicate can throw. Call it with try inside do and catch; in the catch, send the error it threw instead of the element: the sequence ends there.",
            ]
        ),
        Exercise(
            id: "03.2", name: "take",
            title: "Write the take operator",
            starter: "Exercises/03-sink-and-the-first-operator/Take.swift",
            reread: "Chapters/03-sink-and-the-first-operator/README.md#sink",
            hints: [
                "Where does the number of elements still to send live? A second subscription to the same take must count from the start again.",
                "Keep the count inside the closure that runs once per subscription. After the last element, send completed yourself: the source may go on.",
                "Return the source's subscription from that closure: the Sink disposes it once you send completed, and that is what stops the source. take of 0 completes at once, without subscribing to anything.",
            ]
        ),
    ]
)
