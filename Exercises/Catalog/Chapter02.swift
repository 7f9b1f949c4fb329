// Chapter 2's exercises, "A naive Observable": creating a sequence, and disposing once.

let chapter02 = Chapter(
    number: "02", title: "A naive Observable",
    exercises: [
        Exercise(
            id: "02.1", name: "range",
            title: "Build Observable.range with create",
            starter: "Exercises/02-a-naive-observable/Range.swift",
            reread: "Chapters/02-a-naive-observable/README.md#creating-sequences",
            hints: [
                "The closure you give create runs once for every subscription: that is where the values are sent.",
                "count says how many values to send, not where to stop: the last one is start plus count minus one, and a count of 0 sends none.",
                "Loop over the values inside the closure, sending each one, then complete. Keep every variable inside the closure too, so that a second subscription starts from start again.",
            ]
        ),
        Exercise(
            id: "02.2", name: "once",
            title: "A disposable that runs its action at most once",
            starter: "Exercises/02-a-naive-observable/OnceDisposable.swift",
            reread: "Chapters/02-a-naive-observable/README.md#disposables",
            hints: [
                "What must a second call of dispose find out before it does anything? And a call made from inside the action?",
                "The action may call dispose itself, before the first call has returned: the first call has to leave its mark before it runs anything.",
                "Return at once when isDisposed is already true; otherwise set it, and only then run the action. To let go of the action, store it as an optional: take it out and clear the property before you call it.",
            ]
        ),
    ]
)
