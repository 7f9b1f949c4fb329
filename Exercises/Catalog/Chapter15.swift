// Chapter 15's exercises, "Making it fast": map and filter fused into one operator, and the
// objects an operator's subscription did not need.

let chapter15 = Chapter(
    number: "15", title: "Making it fast",
    exercises: [
        Exercise(
            id: "15.1", name: "mapAndFilter",
            title: "Fuse map and filter into one operator",
            starter: "Exercises/15-making-it-fast/MapAndFilter.swift",
            reread: "Chapters/15-making-it-fast/README.md#why-a-class-behind-observable-costs-what-it-costs",
            hints: [
                "Two operators mean two producers and two sinks per subscription. What would one sink have to do with each element to do the work of both?",
                "Follow the three parts of Map.swift in chapter 5: the extension makes one producer, whose run makes one sink and subscribes it to the source. Both closures travel from the extension through the producer into the sink.",
                "In the sink, transform the element and test the result inside one do block, forwarding only what passes. A throw from either closure forwards the error and disposes the sink; the source's error and completion are forwarded, then the sink disposes itself.",
            ]
        ),
        Exercise(
            id: "15.2", name: "runningTotal",
            title: "Find the allocations an operator does not need",
            starter: "Exercises/15-making-it-fast/RunningTotal.swift",
            reread: "Chapters/15-making-it-fast/README.md#what-a-subscription-allocates",
            hints: [
                "Count the objects one subscription creates in the starter: every stored property that holds a new object, and every observer or disposable run makes. Which of them does MapSink do without?",
                "Four of them can go. The SinkDisposer that owns the sink already holds the subscription to the source and disposes it, so nothing needs to wrap it; and a sink can itself be the observer the source is subscribed with, instead of three closures.",
                "Make the sink an observer with one on method that adds to its own total and forwards it, and forwards a terminal event before disposing itself. In run, subscribe the sink itself to the source and return that subscription next to it.",
            ]
        ),
    ]
)
