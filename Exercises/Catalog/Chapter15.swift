// Chapter 15's exercises, "Making it fast": map and filter fused into one operator, and the
// objects an operator's subscription did not need.

let chapter15 = Chapter(
    number: "15", title: "Making it fast",
    exercises: [
        Exercise(
            id: "15.1", name: "mapAndFilter",
            title: "Fuse map and filter into one operator, on the element path",
            starter: "Exercises/15-making-it-fast/MapAndFilter.swift",
            reread: "Chapters/15-making-it-fast/README.md#the-element-path-an-element-without-an-event",
            hints: [
                "Two operators mean two sinks per subscription. Follow the three parts of Map.swift in chapter 5: the extension makes one producer, whose run makes one sink and subscribes it to the source. What must that one sink do with each element?",
                "The element path is a second way in and a second way out: the sink implements the onNext requirement of ObserverType, and sends results down with forwardNext and errors with forwardError, which Sink offers to operators outside the library. Its on method then only has to hand a next event to onNext.",
                "In onNext, transform the element and test the result inside one do block; forward only what passes with forwardNext. A throw from either closure forwards the error and disposes the sink. In on, an error or completion is forwarded with forwardOn, then the sink disposes itself.",
            ]
        ),
        Exercise(
            id: "15.2", name: "runningTotal",
            title: "Find the allocations an operator does not need",
            starter: "Exercises/15-making-it-fast/RunningTotal.swift",
            reread: "Chapters/15-making-it-fast/README.md#what-a-subscription-allocates",
            hints: [
                "Count the allocations one subscription makes in the starter: every stored property that holds a new object, every observer or disposable run makes, and every closure that captures something. Which of them does MapSink do without?",
                "The SinkDisposer that owns the sink already holds the subscription to the source and disposes it, so nothing needs to wrap it; and a sink can itself be the observer the source is subscribed with, instead of three closures or an observer wrapped around it.",
                "Make the sink an observer with one on method that adds to its own total and forwards it, and forwards a terminal event before disposing itself. In run, subscribe the sink itself to the source and return that subscription next to it.",
            ]
        ),
    ]
)
