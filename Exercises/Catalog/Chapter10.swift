// Chapter 10's exercises, "Combining and recovering": the search box's pipeline, fixed, and
// a request that retries then falls back.

let chapter10 = Chapter(
    number: "10", title: "Combining and recovering",
    exercises: [
        Exercise(
            id: "10.1", name: "searchResults",
            title: "Fix the search box's pipeline",
            starter: "Exercises/10-combining-and-recovering/SearchResults.swift",
            reread: "Chapters/10-combining-and-recovering/README.md#the-search-box",
            hints: [
                "Each fault has one operator that fixes it, and the starter's comment lists them. Where in the chain does each one go? Swift 6 note: the operators' closures are Sendable and the search function is not: keep the starter's line that copies it into a local constant marked nonisolated and unsafe.",
                "A catch after flatMapLatest ends the whole line at the first failure; a catch on each request ends only that request. flatMap would keep the stale requests running.",
                "Throttle the queries, switch to the latest request with its failures caught inside the closure, move the delivery to the scheduler, and share with a replay of one, in that order.",
            ]
        ),
        Exercise(
            id: "10.2", name: "fetchWithFallback",
            title: "Retry a request a few times, then fall back",
            starter: "Exercises/10-combining-and-recovering/FetchWithFallback.swift",
            reread: "Chapters/10-combining-and-recovering/README.md#recovering",
            hints: [
                "Two operators: one subscribes again after an error, one replaces an error with a value. Which of them must see the error first?",
                "If the replacement comes first, retry never sees an error. And retry's number counts subscriptions in all, the first one included.",
                "Retry with attempts itself, not attempts minus one, and only then catch the last error by returning the fallback.",
            ]
        ),
    ]
)
