// Chapter 13's exercises, "Units": a search screen's outputs as Drivers built from one, and a
// login screen's model with a Driver and a Signal.

let chapter13 = Chapter(
    number: "13", title: "Units",
    exercises: [
        Exercise(
            id: "13.1", name: "autocomplete",
            title: "A search screen's outputs as Drivers, all from one",
            starter: "Exercises/13-units/Autocomplete.swift",
            reread: "Chapters/13-units/README.md#the-driver-version",
            hints: [
                "Before the conversion at its end, each output is a cold Observable of its own. Where must the Driver begin, so that everything after it is shared? Swift 6 note: a Driver's closures run on the main actor, so capturing the search function there is an error: keep the starter's line that copies it into a local constant marked nonisolated and unsafe.",
                "Every operator on a Driver shares, so an output derived from the results Driver with map reuses its one subscription. The requests go inside flatMapLatest, and a Driver's flatMapLatest only takes Drivers: each request is converted on its own, so its failure ends only that request.",
                "Throttle the query Driver by 300 milliseconds, switch to the latest request, each converted to a Driver with an empty list as fallback, and map those results to the summary line.",
            ]
        ),
        Exercise(
            id: "13.2", name: "loginScreenModel",
            title: "A login screen's model: a Driver and a Signal",
            starter: "Exercises/13-units/LoginScreenModel.swift",
            reread: "Chapters/13-units/README.md#driver-and-signal",
            hints: [
                "Both outputs start from the two fields taken together: which operator sends a pair whenever either field changes? Swift 6 note: a Signal's closures run on the main actor, so capturing the log-in function there is an error: copy it first into a local constant marked nonisolated and unsafe, and capture the copy.",
                "The taps must read the fields, not be combined with them: one operator takes, for each tap, the latest value of another unit.",
                "Make each log-in a Signal on its own, with false as its fallback, and switch to it from the taps; the button's state is a map of the pair.",
            ]
        ),
    ]
)
