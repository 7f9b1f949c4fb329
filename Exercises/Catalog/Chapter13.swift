// Chapter 13's exercises, "Units": the search box's results as a Driver, and a login
// screen's model with a Driver and a Signal.

let chapter13 = Chapter(
    number: "13", title: "Units",
    exercises: [
        Exercise(
            id: "13.1", name: "autocomplete",
            title: "The search box's results as a Driver",
            starter: "Exercises/13-units/Autocomplete.swift",
            reread: "Chapters/13-units/README.md#the-driver-version",
            hints: [
                "Each problem left has one fix, and the starter's comment lists them. Where does each go, and which of them must be a Driver already?",
                "Converting only at the end catches the first error for the whole line, which then ends; a request converted to a Driver on its own ends alone.",
                "Convert the query, throttle it (a Driver's throttle takes no scheduler), and switch to the latest request, each request converted with an empty fallback.",
            ]
        ),
        Exercise(
            id: "13.2", name: "loginScreenModel",
            title: "A login screen's model: a Driver and a Signal",
            starter: "Exercises/13-units/LoginScreenModel.swift",
            reread: "Chapters/13-units/README.md#driver-and-signal",
            hints: [
                "Both outputs start from the two fields taken together: which operator sends a pair whenever either field changes?",
                "The taps must read the fields, not be combined with them: one operator takes, for each tap, the latest value of another unit.",
                "Make each log-in a Signal on its own, with false as its fallback, and switch to it from the taps; the button's state is a map of the pair.",
            ]
        ),
    ]
)
