// The atlas's pages for operators that combine several sequences into one. AtlasPage says
// what a page holds.
import ProductionRx
import ProductionRxTest

extension AtlasPage {
    static let combine: [AtlasPage] = [
        .init(
            "merge", .combine, want: "pass on the elements of all of them, as they come",
            covers: ["Observable.merge(_:)", "Infallible.merge(_:) an array", "Infallible.merge(_:) variadic", "Driver.merge(_:)"],
            does: "Subscribes to every sequence given and passes on their elements as they arrive.",
            ending: "The first error from any of them ends it; it completes when all of them have.",
            chapters: ["10#flatmap-and-its-family", "07#why-mergeof1-2-of3-4-gives-1-3-2-4"],
            pictures: [
                .init("merge(first, second): the elements of both, in the order they arrive") { s in
                    try s.recordDiagram("Observable.merge(first, second)", expected: "-1-2-3-4-|") { d in
                        Observable.merge(d.hot("-1---3-|", of: Int.self, label: "first"), d.hot("---2---4-|", of: Int.self, label: "second"))
                    }
                }
            ]),
        .init(
            "concat", .combine, want: "run them one after the other",
            covers: [
                "concat(_:)", "Observable.concat(_:)", "concat()", "Infallible.concat(_:) a second", "Infallible.concat(_:) a collection",
                "Infallible.concat(_:) variadic", "Driver.concat(_:)", "Completable.concat(_:)",
            ],
            does:
                "Subscribes to the first sequence, and to each next one when the one before completes; `concat()` does the same with the sequences its source sends.",
            ending: "The first error ends it, and the sequences after it are never subscribed.",
            chapters: ["10#flatmap-and-its-family", "12#completableconcat-and-zip"],
            pictures: [
                .init("first.concat(second): second is subscribed when first completes, at 240") { s in
                    try s.recordDiagram("first.concat(second)", expected: "-1-2-3-4|") { d in
                        d.cold("-1-2|", of: Int.self, label: "first").concat(d.cold("-3-4|", of: Int.self, label: "second"))
                    }
                },
                .init("concat(): the sequences the source sends, one after the other") { s in
                    try s.recordDiagram("concat()", expected: "--1--2-3--4|") { d in
                        d.hot("-a-b-------|", values: ["a": d.cold("-1--2|"), "b": d.cold("-3--4|")]).concat()
                    }
                },
            ]),
        .init(
            "combineLatest", .combine, want: "combine the latest element of each, whenever any sends",
            covers: [
                "Observable.combineLatest(_:_:resultSelector:)", "Observable.combineLatest(_:)", "Infallible.combineLatest(_:) a collection",
                "Infallible.combineLatest(_:resultSelector:) a collection", "Infallible.combineLatest(_:_:)", "Infallible.combineLatest(_:_:resultSelector:)",
                "Driver.combineLatest(_:_:resultSelector:)", "Driver.combineLatest(_:)",
            ],
            does: "Once every sequence has sent an element, sends a combination of the latest element of each whenever any of them sends.",
            ending: "The first error ends it; it completes when all of them have (or when one completes before ever sending).",
            chapters: ["10#combining"],
            pictures: [
                .init("combineLatest(numbers, letters): 1a once both have sent, then 2a and 2b") { s in
                    try s.recordDiagram(
                        "Observable.combineLatest(numbers, letters) { \"\\($0)\\($1)\" }", expected: "---a-b-c---|", values: ["a": "1a", "b": "2a", "c": "2b"]
                    ) {
                        d in
                        Observable.combineLatest(d.hot("-1---2-----|", label: "numbers"), d.hot("---a---b-|", label: "letters")) { "\($0)\($1)" }
                    }
                }
            ]),
        .init(
            "zip", .combine, want: "pair their elements by position",
            covers: [
                "Observable.zip(_:_:resultSelector:)", "Observable.zip(_:)", "Single.zip(_:_:)", "Single.zip(_:)", "Completable.zip(_:)",
                "Infallible.zip(_:_:resultSelector:)", "Driver.zip(_:_:resultSelector:)", "Driver.zip(_:)",
            ],
            does: "Sends a combination of the first element of each sequence, then of the second of each, and so on, holding on to whoever is ahead.",
            ending:
                "The first error ends it. `zip(a, b)` completes when every one of its sources has completed, and not before, even when what is left can never be paired (chapter 10 explains why, in \"How zip completes\").",
            chapters: ["10#combining", "10#how-zip-completes"],
            pictures: [
                .init("zip(numbers, letters): 1 with a, 2 with b; 3 can never be paired, yet zip waits for numbers to complete") { s in
                    try s.recordDiagram("Observable.zip(numbers, letters) { \"\\($0)\\($1)\" }", expected: "---a---b----|", values: ["a": "1a", "b": "2b"]) {
                        d in
                        Observable.zip(d.hot("-1-2------3-|", label: "numbers"), d.hot("---a---b-|", label: "letters")) { "\($0)\($1)" }
                    }
                }
            ]),
        .init(
            "withLatestFrom", .combine, want: "add the latest element of another to each element",
            covers: [
                "withLatestFrom(_:)", "withLatestFrom(_:resultSelector:)", "Infallible.withLatestFrom(_:)", "Infallible.withLatestFrom(_:resultSelector:)",
                "Driver.withLatestFrom(_:)",
            ],
            does:
                "For each element of its source, sends the latest element of a second sequence (or a combination of both); before the second has sent anything, drops it.",
            ending: "An error from either ends it; it completes with its source.",
            chapters: ["10#combining"],
            pictures: [
                .init("withLatestFrom(other): 1 is dropped, 2 takes a, 3 takes b") { s in
                    try s.recordDiagram("withLatestFrom(other)", expected: "-----a---b-|") { d in
                        d.hot("-1---2---3-|").withLatestFrom(d.hot("---a---b---", label: "other"))
                    }
                }
            ]),
        .init(
            "amb", .combine, want: "follow whichever sends first",
            covers: ["amb(_:)", "Observable.amb(_:)"],
            does: "Subscribes to all of them, follows the first that sends anything, and lets the others go.",
            chapters: ["10#combining"],
            pictures: [
                .init("first.amb(second): second sends first, at 210, so first is let go") { s in
                    try s.recordDiagram("first.amb(second)", expected: "-a-b-|") { d in
                        d.hot("---1-2-|", label: "first").amb(d.hot("-a-b-|", label: "second"))
                    }
                }
            ]),
        .init(
            "andThen", .combine, want: "run something after a Completable",
            covers: ["andThen(_:) a Single", "andThen(_:) a Maybe", "andThen(_:) a Completable", "andThen(_:) an Observable"],
            does: "Waits for a Completable to complete, then subscribes to the sequence given, which can be any of the traits or an Observable.",
            ending: "If the Completable fails, the second sequence is never subscribed.",
            chapters: ["12#andthen-one-after-the-other"],
            pictures: [
                .init("saved.andThen(next): next is subscribed when saved completes, at 230") { s in
                    try s.recordDiagram("saved.andThen(next)", expected: "----1-2|") { d in
                        d.hot("---|", of: Int.self, label: "saved").asCompletable().andThen(d.cold("-1-2|", of: Int.self, label: "next"))
                    }
                }
            ]),
    ]
}
