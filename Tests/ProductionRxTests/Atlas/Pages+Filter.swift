// The atlas's pages for operators that let some elements through and not others. AtlasPage
// says what a page holds.
import ProductionRx
import ProductionRxTest

extension AtlasPage {
    static let filter: [AtlasPage] = [
        .init(
            "filter", .filter, want: "keep the elements that pass a test",
            covers: ["filter(_:)", "Single.filter(_:)", "Maybe.filter(_:)", "Infallible.filter(_:)", "Driver.filter(_:)"],
            does: "Passes on the elements for which a predicate returns `true`, and drops the others.",
            ending: "If the predicate throws, it ends with that error. A Single's `filter` is a Maybe: its one element may be dropped.",
            chapters: ["03#writing-an-operator", "11#mirrored-operators"],
            pictures: [
                .init("filter { $0 % 2 == 0 }: only 2 and 4 get through") { s in
                    try s.recordDiagram("filter { $0 % 2 == 0 }", expected: "---2---4-|") { d in
                        d.hot("-1-2-3-4-|", of: Int.self).filter { $0 % 2 == 0 }
                    }
                }
            ]),
        .init(
            "distinctUntilChanged", .filter, want: "drop an element equal to the one before",
            covers: [
                "distinctUntilChanged()", "Infallible.distinctUntilChanged()", "Infallible.distinctUntilChanged(_:) by key",
                "Infallible.distinctUntilChanged(_:) by comparer", "Infallible.distinctUntilChanged(_:comparer:)", "Infallible.distinctUntilChanged(at:)",
                "Driver.distinctUntilChanged()",
            ],
            does: "Passes on an element only when it differs from the last one passed on (compared with `==`, a key, a key path or a comparer).",
            ending: "If the key or comparer throws, it ends with that error.",
            chapters: ["13#operators-on-units", "14#one-program-twice"],
            pictures: [
                .init("distinctUntilChanged(): the repeated 1 and 2 are dropped; the later 1 differs from 2 and passes") { s in
                    try s.recordDiagram("distinctUntilChanged()", expected: "-1---2---1-|") { d in
                        d.hot("-1-1-2-2-1-|", of: Int.self).distinctUntilChanged()
                    }
                }
            ]),
        .init(
            "element-at", title: "element(at:)", .filter, want: "take the element at a position",
            covers: ["element(at:)"],
            does: "Sends the element at the position given, counting from 0, and completes.",
            ending: "If the source completes before reaching that position, it fails with `RxError.argumentOutOfRange`.",
            chapters: ["05#writing-an-operator-with-producer-and-sink"],
            pictures: [
                .init("element(at: 1): the second element, then the end") { s in
                    try s.recordDiagram("element(at: 1)", expected: "---(b|)") { d in
                        d.hot("-a-b-c-|").element(at: 1)
                    }
                }
            ]),
        .init(
            "first", .filter, want: "take the first element only, as a Single",
            covers: ["first()"],
            does: "Sends the first element and completes: a Single whose element is optional, `nil` when the source completes empty.",
            chapters: ["11#toarray-and-first-are-singles"],
            pictures: [
                .init("first(): a, then the end; the source is let go") { s in
                    try s.recordDiagram("first()", expected: "-(a|)") { d in
                        d.hot("-a-b-|").first()
                    }
                }
            ]),
        .init(
            "single", title: "single()", .filter, want: "check that there is exactly one element",
            covers: ["single()", "single(_:)"],
            does: "Passes on the one element of its source (or the one that matches a predicate), and fails if there is a second.",
            ending: "A second element fails it with `RxError.moreThanOneElement`; completing with none fails it with `RxError.noElements`.",
            chapters: ["11#single-the-same-check-without-the-trait"],
            pictures: [
                .init("single(): a passes; b is a second element, and fails it") { s in
                    try s.recordDiagram("single()", expected: "-a-#", error: RxError.moreThanOneElement) { d in
                        d.hot("-a-b-|").single()
                    }
                }
            ]),
        .init(
            "ignoreElements", title: "`ignoreElements` and `asCompletable`", .filter, want: "know only when it ends",
            covers: ["ignoreElements()", "asCompletable()", "Maybe.asCompletable()", "Single.asCompletable()"],
            does: "Drops every element and passes on the completion or the error: `asCompletable()` makes it a Completable.",
            chapters: ["12#ascompletable-and-ignoreelements"],
            pictures: [
                .init("ignoreElements(): only the completion gets through") { s in
                    try s.recordDiagram("ignoreElements()", expected: "-------|") { d in
                        d.hot("-1-2-3-|", of: Int.self).ignoreElements()
                    }
                }
            ]),
        .init(
            "skip", title: "skip(_:)", .filter, want: "drop the first few elements",
            covers: ["skip(_:)", "Driver.skip(_:)"],
            does: "Drops as many elements as it is told to, then passes on the rest.",
            chapters: ["08#the-time-operators-as-marble-lines"],
            pictures: [
                .init("skip(2): 1 and 2 are dropped") { s in
                    try s.recordDiagram("skip(2)", expected: "-----3-4-|") { d in
                        d.hot("-1-2-3-4-|", of: Int.self).skip(2)
                    }
                }
            ]),
        .init(
            "skip-for", title: "skip(for:scheduler:)", .filter, want: "drop what comes in a first stretch of time",
            covers: ["skip(for:scheduler:)"],
            does: "Drops every element that arrives before the duration given has passed since the subscription.",
            chapters: ["08#the-time-operators-as-marble-lines"],
            pictures: [
                .init("skip(for: 25 ticks): 1 arrives before 225, and is dropped") { s in
                    try s.recordDiagram("skip(for: .seconds(25))", expected: "---2-3-4-|") { d in
                        d.hot("-1-2-3-4-|", of: Int.self).skip(for: .seconds(25), scheduler: d.scheduler)
                    }
                }
            ]),
        .init(
            "skip-until", title: "skip(until:)", .filter, want: "drop elements until another sequence sends",
            covers: ["skip(until:)", "Infallible.skip(until:)"],
            does: "Drops elements until a second sequence sends its first element; from then on passes everything.",
            ending: "An error from either ends it. A completion of the source passes on only once the gate is open.",
            chapters: ["14#what-infallible-promises"],
            pictures: [
                .init("skip(until: gate): the gate opens at 240, so 3 and 4 pass") { s in
                    try s.recordDiagram("skip(until: gate)", expected: "-----3-4-|") { d in
                        d.hot("-1-2-3-4-|", of: Int.self).skip(until: d.hot("----g-----", label: "gate"))
                    }
                }
            ]),
        .init(
            "skip-while", title: "skip(while:)", .filter, want: "drop elements while they pass a test",
            covers: ["skip(while:)", "Infallible.skip(while:)"],
            does: "Drops elements while a predicate holds; from the first one for which it does not, passes everything.",
            ending: "If the predicate throws, it ends with that error.",
            chapters: ["14#what-infallible-promises"],
            pictures: [
                .init("skip(while: { $0 < 3 }): once 3 passes, the later 1 passes too") { s in
                    try s.recordDiagram("skip(while: { $0 < 3 })", expected: "-----3-1-|") { d in
                        d.hot("-1-2-3-1-|", of: Int.self).skip(while: { $0 < 3 })
                    }
                }
            ]),
        .init(
            "take", title: "take(_:)", .filter, want: "keep the first few elements",
            covers: ["take(_:)", "Infallible.take(_:)"],
            does: "Passes on as many elements as it is told to, then completes and lets its source go.",
            chapters: ["08#the-time-operators-as-marble-lines", "01#ending-releases-resources"],
            pictures: [
                .init("take(2): 1 and 2, then the end") { s in
                    try s.recordDiagram("take(2)", expected: "-1-(2|)") { d in
                        d.hot("-1-2-3-4-|", of: Int.self).take(2)
                    }
                }
            ]),
        .init(
            "take-for", title: "take(for:scheduler:)", .filter, want: "keep what comes in a first stretch of time",
            covers: ["take(for:scheduler:)", "Infallible.take(for:scheduler:)"],
            does: "Passes on elements until the duration given has passed since the subscription, then completes.",
            chapters: ["08#the-time-operators-as-marble-lines"],
            pictures: [
                .init("take(for: 40 ticks): completes at 240") { s in
                    try s.recordDiagram("take(for: .seconds(40))", expected: "-1-2|") { d in
                        d.hot("-1-2-3-4-|", of: Int.self).take(for: .seconds(40), scheduler: d.scheduler)
                    }
                }
            ]),
        .init(
            "takeLast", .filter, want: "keep the last few elements",
            covers: ["takeLast(_:)"],
            does: "Keeps the last elements, as many as it is told to, and sends them when its source completes.",
            ending: "If its source fails, it ends with that error and sends none of them.",
            chapters: ["05#writing-an-operator-with-producer-and-sink"],
            pictures: [
                .init("takeLast(2): 3 and 4, at the completion") { s in
                    try s.recordDiagram("takeLast(2)", expected: "---------(34|)") { d in
                        d.hot("-1-2-3-4-|", of: Int.self).takeLast(2)
                    }
                }
            ]),
        .init(
            "take-until", title: "take(until:)", .filter, want: "keep elements until another sequence sends",
            covers: ["take(until:)", "Infallible.take(until:) an Infallible", "Infallible.take(until:) an Observable"],
            does: "Passes on elements until a second sequence sends its first element, then completes and lets both go.",
            ending: "An error from either ends it with that error.",
            chapters: ["01#ending-releases-resources", "13#controls-controlproperty-and-controlevent"],
            pictures: [
                .init("take(until: stop): stop sends at 240, and the output completes there") { s in
                    try s.recordDiagram("take(until: stop)", expected: "-1-2|") { d in
                        d.hot("-1-2-3-4-|", of: Int.self).take(until: d.hot("----s-----", label: "stop"))
                    }
                }
            ]),
        .init(
            "take-while", title: "`take(while:)` and `take(until:behavior:)`", .filter, want: "keep elements while they pass a test",
            covers: ["take(while:behavior:)", "take(until:behavior:)", "Infallible.take(while:behavior:)", "Infallible.take(until:behavior:)"],
            does:
                "Passes on elements while a predicate holds (or until it does) and completes at the first that ends the run; `.inclusive` sends that one too.",
            ending: "If the predicate throws, it ends with that error.",
            chapters: ["14#what-infallible-promises"],
            pictures: [
                .init("take(while: { $0 < 3 }): 3 ends it") { s in
                    try s.recordDiagram("take(while: { $0 < 3 })", expected: "-1-2-|") { d in
                        d.hot("-1-2-3-4-|", of: Int.self).take(while: { $0 < 3 })
                    }
                },
                .init("take(until: { $0 == 3 }, behavior: .inclusive): 3 is sent, then the end") { s in
                    try s.recordDiagram("take(until: { $0 == 3 }, behavior: .inclusive)", expected: "-1-2-(3|)") { d in
                        d.hot("-1-2-3-4-|", of: Int.self).take(until: { $0 == 3 }, behavior: .inclusive)
                    }
                },
            ]),
        .init(
            "sample", .filter, want: "take the latest element whenever another sequence ticks",
            covers: ["sample(_:defaultValue:)"],
            does: "Whenever a second sequence (the sampler) sends, passes on the latest element of the source, if a new one came since the last sample.",
            ending:
                "An error from either ends it. When the source completes, the output completes at the sampler's next tick (or completion), after a last sample.",
            chapters: ["08#the-time-operators-as-marble-lines"],
            pictures: [
                .init("sample(ticks): at 220 the latest is 1, at 260 it is 3 (2 was overtaken), at 290 nothing new came; the tick after the completion ends it")
                { s in
                    try s.recordDiagram("sample(ticks)", expected: "--1---3------|") { d in
                        d.hot("-1-2-3----|", of: Int.self).sample(d.hot("--t---t--t---t-", label: "ticks"))
                    }
                }
            ]),
        .init(
            "ifEmpty-default", title: "ifEmpty(default:)", .filter, want: "send a value when there is no element",
            covers: ["ifEmpty(default:)"],
            does: "Passes on its source's elements; if the source completes without any, sends the default first.",
            chapters: ["12#asmaybe"],
            pictures: [
                .init("ifEmpty(default: 0): the source is empty, so 0 comes at its completion") { s in
                    try s.recordDiagram("ifEmpty(default: 0)", expected: "----(0|)") { d in
                        d.hot("----|", of: Int.self).ifEmpty(default: 0)
                    }
                }
            ]),
        .init(
            "ifEmpty-switchTo", title: "ifEmpty(switchTo:)", .filter, want: "switch to another sequence when there is no element",
            covers: ["ifEmpty(switchTo:)", "ifEmpty(switchTo:) a Maybe", "ifEmpty(switchTo:) a Single"],
            does: "Passes on its source's elements; if the source completes without any, subscribes to the other sequence instead.",
            chapters: ["12#asmaybe"],
            pictures: [
                .init("ifEmpty(switchTo: other): the source completes empty at 230, and other runs from there") { s in
                    try s.recordDiagram("ifEmpty(switchTo: other)", expected: "----1-2|") { d in
                        d.hot("---|", of: Int.self).ifEmpty(switchTo: d.cold("-1-2|", of: Int.self, label: "other"))
                    }
                }
            ]),
    ]
}
