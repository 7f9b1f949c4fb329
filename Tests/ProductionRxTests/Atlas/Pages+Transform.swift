// The atlas's pages for operators that transform elements, one by one or into sequences.
// AtlasPage says what a page holds.
import Foundation
import ProductionRx
import ProductionRxTest

/// The inner sequences of the flatMap family's pictures: `a` starts `-1--2|`, `b` starts
/// `-3--4|` (chapter 10's example).
private func inner(_ d: DiagramInputs, _ letter: String) -> Observable<String> {
    letter == "a" ? d.cold("-1--2|") : d.cold("-3--4|")
}

/// The owner in `withUnretained`'s picture.
private final class Screen: CustomStringConvertible {
    var description: String { "screen" }
}

extension AtlasPage {
    static let transform: [AtlasPage] = [
        .init(
            "map", .transform, want: "turn each element into another",
            covers: ["map(_:)", "Maybe.map(_:)", "Single.map(_:)", "Infallible.map(_:)", "Driver.map(_:)"],
            does: "Sends each element through a function and passes on what it returns, in the same tick.",
            ending: "If the function throws, `map` ends with that error at once and lets its source go.",
            chapters: ["03#writing-an-operator", "05#writing-an-operator-with-producer-and-sink"],
            pictures: [
                .init("map { $0 * 10 }: 1, 2, 3 in, 10, 20, 30 out, in the same ticks") { s in
                    try s.recordDiagram("map { $0 * 10 }", expected: "-a-b-c-|", values: ["a": 10, "b": 20, "c": 30]) { d in
                        d.hot("-1-2-3-|", of: Int.self).map { $0 * 10 }
                    }
                }
            ]),
        .init(
            "compactMap", .transform, want: "turn each element into another, or drop it",
            covers: ["compactMap(_:)", "Infallible.compactMap(_:)", "Driver.compactMap(_:)"],
            does: "Sends each element through a function that returns an optional, and passes on the values that are not `nil`.",
            ending: "If the function throws, it ends with that error.",
            chapters: ["13#operators-on-units", "14#mirrored-operators-generated-arities"],
            pictures: [
                .init("compactMap { Int($0) }: the texts that are numbers become numbers, x and y are dropped") { s in
                    try s.recordDiagram("compactMap { Int($0) }", expected: "-1---3---|") { d in
                        d.hot("-1-x-3-y-|").compactMap { Int($0) }
                    }
                }
            ]),
        .init(
            "scan", .transform, want: "keep a running total, sending each step",
            covers: ["scan(_:accumulator:)", "Infallible.scan(into:accumulator:)", "Infallible.scan(_:accumulator:)", "Driver.scan(_:accumulator:)"],
            does: "Starts from a seed and folds each element into it with a function, sending the new value every time.",
            ending: "If the function throws, it ends with that error.",
            chapters: ["13#operators-on-units", "14#mirrored-operators-generated-arities"],
            pictures: [
                .init("scan(0, +): 1, 2, 3, 4 in, the running sums 1, 3, 6, 10 out") { s in
                    try s.recordDiagram("scan(0) { $0 + $1 }", expected: "-a-b-c-d-|", values: ["a": 1, "b": 3, "c": 6, "d": 10]) { d in
                        d.hot("-1-2-3-4-|", of: Int.self).scan(0) { $0 + $1 }
                    }
                }
            ]),
        .init(
            "reduce", .transform, want: "fold every element into one value, sent at the end",
            covers: ["reduce(_:accumulator:)", "reduce(_:accumulator:mapResult:)"],
            does: "Folds each element into a seed with a function, and sends the result once, when its source completes.",
            ending: "If its source fails, or a function throws, it ends with that error and sends no result.",
            chapters: ["05#writing-an-operator-with-producer-and-sink"],
            pictures: [
                .init("reduce(0, +): nothing until the source completes, then the sum 10") { s in
                    try s.recordDiagram("reduce(0) { $0 + $1 }", expected: "---------(a|)", values: ["a": 10]) { d in
                        d.hot("-1-2-3-4-|", of: Int.self).reduce(0) { $0 + $1 }
                    }
                }
            ]),
        .init(
            "toArray", .transform, want: "collect every element into one array",
            covers: ["toArray()"],
            does: "Collects every element and sends them as one array when its source completes: a Single.",
            ending: "If its source fails, it ends with that error and sends no array.",
            chapters: ["11#toarray-and-first-are-singles"],
            pictures: [
                .init("toArray(): [1,2,3] at the completion") { s in
                    try s.recordDiagram("toArray()", expected: "-------(a|)", values: ["a": [1, 2, 3]]) { d in
                        d.hot("-1-2-3-|", of: Int.self).toArray()
                    }
                }
            ]),
        .init(
            "enumerated", .transform, want: "number the elements",
            covers: ["enumerated()"],
            does: "Pairs each element with its position, counting from 0.",
            chapters: ["13#controls-controlproperty-and-controlevent"],
            pictures: [
                .init("enumerated(): a, b, c become (0,a), (1,b), (2,c)") { s in
                    try s.recordDiagram("enumerated()", expected: "-a-b-c-|", values: ["a": "(0,a)", "b": "(1,b)", "c": "(2,c)"]) { d in
                        d.hot("-a-b-c-|").enumerated()
                    }
                }
            ]),
        .init(
            "buffer", .transform, want: "collect elements into arrays, by count or by time",
            covers: ["buffer(timeSpan:count:scheduler:)"],
            does:
                "Collects elements into an array and sends it when it holds `count` of them, or when `timeSpan` has passed since the subscription or the last array, whichever comes first; an array may be empty.",
            ending: "On completion it sends what it has collected (even an empty array), then completes; on an error it drops it.",
            chapters: ["08#the-time-operators-as-marble-lines"],
            pictures: [
                .init("buffer(timeSpan: 40, count: 3): [1,2,3] as soon as it holds three, then an array every 40 ticks: [], [4], and [] at the completion") {
                    s in
                    try s.recordDiagram(
                        "buffer(timeSpan: .seconds(40), count: 3)", expected: "---a---b---c-(d|)",
                        values: ["a": [1, 2, 3], "b": [Int](), "c": [4], "d": [Int]()]
                    ) { d in
                        d.hot("-123----4----|", of: Int.self).buffer(timeSpan: .seconds(40), count: 3, scheduler: d.scheduler)
                    }
                }
            ]),
        .init(
            "window", .transform, want: "split the elements into sequences, by count or by time",
            covers: ["window(timeSpan:count:scheduler:)"],
            does: "Like `buffer`, but sends each batch as a sequence of its own as soon as it opens, instead of as an array when it closes.",
            ending: "On completion or error, the open window ends the same way, then the output does.",
            chapters: ["08#the-time-operators-as-marble-lines"],
            pictures: [
                .init("window(timeSpan: 40, count: 3): a window closed when it holds three, then one every 40 ticks, the last ended by the completion") { s in
                    try s.recordDiagram(
                        "window(timeSpan: .seconds(40), count: 3)", expected: "a--b---c---d-|",
                        inners: ["a": "-12(3|)", "b": "-------|", "c": "--------4--|", "d": "-------------|"]
                    ) { d in
                        d.hot("-123----4----|", of: Int.self).window(timeSpan: .seconds(40), count: 3, scheduler: d.scheduler)
                    }
                }
            ]),
        .init(
            "groupBy", .transform, want: "split the elements into a sequence per key",
            covers: ["groupBy(keySelector:)", "GroupedObservable.asObservable()"],
            does: "Sends a new sequence, a `GroupedObservable` with its key, the first time an element has a key, and every element into its key's sequence.",
            ending: "An error or completion of the source ends every group, then the output; if the key function throws, everything ends with that error.",
            chapters: ["10#groupby-one-line-per-key"],
            pictures: [
                .init("groupBy: a sequence for the odd numbers, sent with 1, and one for the even numbers, sent with 2") { s in
                    try s.recordDiagram(
                        "groupBy { $0 % 2 == 0 ? \"even\" : \"odd\" }", expected: "-a-b-----|", values: ["a": "odd", "b": "even"],
                        inners: ["a": "-1---3---|", "b": "---2---4-|"]
                    ) { d in
                        d.hot("-1-2-3-4-|", of: Int.self).groupBy { $0 % 2 == 0 ? "even" : "odd" }
                    }
                }
            ]),
        .init(
            "flatMap", .transform, want: "start a sequence for each element and merge them all",
            covers: ["flatMap(_:)", "Infallible.flatMap(_:)", "Driver.flatMap(_:)"],
            does: "Maps each element to a sequence, subscribes to every one of them, and passes on their elements as they come, interleaved.",
            ending: "An error from the source or from any inner sequence ends everything at once; it completes when the source and every inner sequence have.",
            chapters: ["10#flatmap-and-its-family", "10#how-mergesink-keeps-inner-subscriptions"],
            pictures: [
                .init("flatMap: the inner sequences of a and b both run, their elements interleaved") { s in
                    try s.recordDiagram("flatMap { inner($0) }", expected: "--1-32-4---|") { d in
                        d.hot("-a-b-------|").flatMap { inner(d, $0) }
                    }
                }
            ]),
        .init(
            "flatMapLatest", .transform, want: "start a sequence for each element, keeping only the newest",
            covers: ["flatMapLatest(_:)", "Infallible.flatMapLatest(_:)", "Driver.flatMapLatest(_:)", "flatMapLatest(_:) to an Infallible"],
            does: "Maps each element to a sequence and subscribes to it, letting go of the previous one: only the newest sequence's elements get through.",
            ending:
                "An error from the source or from the current inner sequence ends everything; it completes when the source and the current inner sequence have.",
            chapters: ["10#flatmap-and-its-family", "10#how-switchsink-keeps-one", "10#the-search-box"],
            pictures: [
                .init("flatMapLatest: b's arrival disposes a's sequence before it sends 2") { s in
                    try s.recordDiagram("flatMapLatest { inner($0) }", expected: "--1-3--4---|") { d in
                        d.hot("-a-b-------|").flatMapLatest { inner(d, $0) }
                    }
                }
            ]),
        .init(
            "flatMapFirst", .transform, want: "start a sequence for an element, ignoring the others until it ends",
            covers: ["flatMapFirst(_:)", "Infallible.flatMapFirst(_:)", "Driver.flatMapFirst(_:)"],
            does: "Maps an element to a sequence and subscribes to it; elements that arrive while that sequence runs are dropped.",
            ending: "An error from the source or the running inner sequence ends everything; it completes when the source and the running inner sequence have.",
            chapters: ["10#flatmap-and-its-family"],
            pictures: [
                .init("flatMapFirst: b arrives while a's sequence runs, and is dropped") { s in
                    try s.recordDiagram("flatMapFirst { inner($0) }", expected: "--1--2-----|") { d in
                        d.hot("-a-b-------|").flatMapFirst { inner(d, $0) }
                    }
                }
            ]),
        .init(
            "concatMap", .transform, want: "start a sequence for each element, one after the other",
            covers: ["concatMap(_:)", "Infallible.concatMap(_:)"],
            does: "Maps each element to a sequence and runs those sequences one at a time, in order: the next is subscribed when the previous completes.",
            ending: "An error from the source or the running inner sequence ends everything; it completes when the source and every queued sequence have.",
            chapters: ["10#flatmap-and-its-family"],
            pictures: [
                .init("concatMap: b's sequence waits for a's to complete") { s in
                    try s.recordDiagram("concatMap { inner($0) }", expected: "--1--2-3--4|") { d in
                        d.hot("-a-b-------|").concatMap { inner(d, $0) }
                    }
                }
            ]),
        .init(
            "switchLatest", .transform, want: "follow the newest of a sequence of sequences",
            covers: ["switchLatest()", "Driver.switchLatest()"],
            does: "Subscribes to each sequence its source sends, letting go of the previous one: `flatMapLatest` without the mapping.",
            ending: "As `flatMapLatest`: an error from the source or the current sequence ends everything.",
            chapters: ["10#flatmap-and-its-family", "10#how-switchsink-keeps-one"],
            pictures: [
                .init("switchLatest: the source sends two sequences; the second replaces the first") { s in
                    try s.recordDiagram("switchLatest()", expected: "--1-3--4---|") { d in
                        d.hot("-a-b-------|", values: ["a": d.cold("-1--2|"), "b": d.cold("-3--4|")]).switchLatest()
                    }
                }
            ]),
        .init(
            "merge-sequences", title: "`merge()` and `merge(maxConcurrent:)`", .transform, want: "merge a sequence of sequences",
            covers: ["merge()", "merge(maxConcurrent:)", "Driver.merge()", "Driver.merge(maxConcurrent:)"],
            does:
                "Subscribes to each sequence its source sends and passes on all their elements; with `maxConcurrent`, at most that many at a time, the rest queued.",
            ending: "An error from the source or any inner sequence ends everything.",
            chapters: ["10#flatmap-and-its-family"],
            pictures: [
                .init("merge(): both sequences run at once") { s in
                    try s.recordDiagram("merge()", expected: "--1-32-4---|") { d in
                        d.hot("-a-b-------|", values: ["a": d.cold("-1--2|"), "b": d.cold("-3--4|")]).merge()
                    }
                },
                .init("merge(maxConcurrent: 1): the second waits for the first") { s in
                    try s.recordDiagram("merge(maxConcurrent: 1)", expected: "--1--2-3--4|") { d in
                        d.hot("-a-b-------|", values: ["a": d.cold("-1--2|"), "b": d.cold("-3--4|")]).merge(maxConcurrent: 1)
                    }
                },
            ]),
        .init(
            "materialize", .transform, want: "see the events themselves as elements",
            covers: ["materialize()"],
            does: "Wraps every event, the error and the completion too, in an element, then completes.",
            ending: "It never fails: the source's error arrives as an element, followed by completion.",
            chapters: ["01#events"],
            pictures: [
                .init("materialize(): next(1), next(2) and the error become elements, then it completes") { s in
                    try s.recordDiagram(
                        "materialize()", expected: "-a-b-(c|)",
                        values: ["a": Event<Int>.next(1), "b": Event<Int>.next(2), "c": Event<Int>.error(MarbleError())]
                    ) { d in
                        d.hot("-1-2-#", of: Int.self).materialize()
                    }
                }
            ]),
        .init(
            "dematerialize", .transform, want: "turn elements that are events back into events",
            covers: ["dematerialize()"],
            does: "The reverse of `materialize`: each element is an event, and it sends that event.",
            ending: "An element that is an error or a completion ends it that way.",
            chapters: ["01#events"],
            pictures: [
                .init("dematerialize(): the elements next(1), next(2), completed become 1, 2 and the completion") { s in
                    try s.recordDiagram("dematerialize()", expected: "-1-2-|") { d in
                        d.hot("-a-b-c-|", values: ["a": Event<Int>.next(1), "b": Event<Int>.next(2), "c": Event<Int>.completed]).dematerialize()
                    }
                }
            ]),
        .init(
            "decode", .transform, want: "decode each element from JSON (or any format)",
            covers: ["decode(type:decoder:)"],
            does: "Decodes each element, a `Data`, into the type given, with the decoder given.",
            ending: "Data that does not decode ends it with the decoder's error.",
            chapters: ["05#an-operator-made-of-an-operator"],
            pictures: [
                .init("decode(type: Int.self): \"1\" decodes; \"x\" does not, and the decoder's error ends the sequence") { s in
                    let failure: Error
                    do {
                        _ = try JSONDecoder().decode(Int.self, from: Data("x".utf8))
                        failure = MarbleError()
                    } catch {
                        failure = error
                    }
                    return try s.recordDiagram("map { Data($0.utf8) }.decode(type: Int.self, decoder: JSONDecoder())", expected: "-1-#", error: failure) { d in
                        d.hot("-1-x-|").map { Data($0.utf8) }.decode(type: Int.self, decoder: JSONDecoder())
                    }
                }
            ]),
        .init(
            "withUnretained", .transform, want: "pair each element with an object, without keeping the object alive",
            covers: [
                "withUnretained(_:)", "withUnretained(_:resultSelector:)", "Infallible.withUnretained(_:)", "Infallible.withUnretained(_:resultSelector:)",
                "Signal.withUnretained(_:)",
            ],
            does: "Pairs each element with an object it holds weakly; once the object is gone, the next element completes the sequence instead.",
            chapters: ["06#withunretained-the-fix-as-an-operator"],
            pictures: [
                .init("withUnretained(screen): the screen is let go at 240, so 3 completes the sequence") { s in
                    try s.recordDiagram("withUnretained(screen)", expected: "-a-b-|", values: ["a": "(screen,1)", "b": "(screen,2)"]) { d in
                        var screen: Screen? = Screen()
                        let paired = d.hot("-1-2-3-|", of: Int.self).withUnretained(screen!)
                        d.scheduler.scheduleAt(240) { screen = nil }
                        return paired
                    }
                }
            ]),
        .init(
            "startWith", .transform, want: "send some elements first",
            covers: ["startWith(_:)", "Infallible.startWith(_:)", "Driver.startWith(_:)"],
            does: "Sends the elements given as soon as it is subscribed, then everything its source sends.",
            chapters: ["13#operators-on-units", "14#how-the-stream-ends"],
            pictures: [
                .init("startWith(0): 0 at the subscription, then the source") { s in
                    try s.recordDiagram("startWith(0)", expected: "01-2-|") { d in
                        d.hot("-1-2-|", of: Int.self).startWith(0)
                    }
                }
            ]),
    ]
}
