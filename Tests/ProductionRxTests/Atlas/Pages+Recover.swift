// The atlas's pages for operators that deal with errors. AtlasPage says what a page holds.
import ProductionRx
import ProductionRxTest

extension AtlasPage {
    static let recover: [AtlasPage] = [
        .init(
            "catch", .recover, want: "switch to another sequence when it fails",
            covers: ["catch(_:)", "Observable.catch(sequence:)"],
            does: "Passes on its source's events until an error; then calls a handler with the error and subscribes to the sequence it returns.",
            ending: "If the handler throws, or the new sequence fails, that error is passed on.",
            chapters: ["10#recovering"],
            pictures: [
                .init("catch { _ in fallback }: the error at 250 is replaced by fallback's elements") { s in
                    try s.recordDiagram("catch { _ in fallback }", expected: "-1-2--8-9|") { d in
                        d.hot("-1-2-#", of: Int.self).catch { _ in d.cold("-8-9|", of: Int.self, label: "fallback") }
                    }
                }
            ]),
        .init(
            "catchAndReturn", .recover, want: "end with a value instead of the error",
            covers: ["catchAndReturn(_:)"],
            does: "Passes on its source's events until an error; then sends the value given and completes.",
            chapters: ["10#recovering", "13#fixed-with-operators"],
            pictures: [
                .init("catchAndReturn(0): the error becomes 0 and the end") { s in
                    try s.recordDiagram("catchAndReturn(0)", expected: "-1-2-(0|)") { d in
                        d.hot("-1-2-#", of: Int.self).catchAndReturn(0)
                    }
                }
            ]),
        .init(
            "retry", .recover, want: "subscribe again when it fails",
            covers: ["retry()", "retry(_:)"],
            does: "Subscribes to its source again after an error: for ever, or up to a number of tries in all, the last one's error passed on.",
            ending: "`retry()` never passes an error on; `retry(3)` passes on the third try's error.",
            chapters: ["10#recovering"],
            pictures: [
                .init("retry(3): three tries of a cold source, the third one's error passed on") { s in
                    try s.recordDiagram("retry(3)", expected: "-1-2--1-2--1-2-#") { d in
                        d.cold("-1-2-#", of: Int.self).retry(3)
                    }
                }
            ]),
        .init(
            "retry-when", title: "retry(when:)", .recover, want: "decide when (and whether) to subscribe again",
            covers: ["retry(when:)"],
            does: "Hands the errors to a function, as a sequence, and subscribes to its source again each time the sequence that function returns sends.",
            ending: "When the returned sequence fails, that error ends it; when it completes, so does the output.",
            chapters: ["10#recovering"],
            pictures: [
                .init("retry(when:): two more tries, 20 ticks after each error, then the third error is passed on") { s in
                    try s.recordDiagram("retry(when: two more tries, 20 ticks apart)", expected: "-1----1----1-#") { d in
                        d.cold("-1-#", of: Int.self).retry(when: { (errors: Observable<MarbleError>) in
                            errors.enumerated().flatMap { attempt, error -> Observable<Int> in
                                attempt < 2 ? Observable.just(0).delay(.seconds(20), scheduler: d.scheduler) : Observable.error(error)
                            }
                        })
                    }
                }
            ]),
        .init(
            "asInfallible", .recover, want: "make it an Infallible, saying what happens on an error",
            covers: [
                "asInfallible(onErrorJustReturn:)", "asInfallible(onErrorFallbackTo:)", "asInfallible(onErrorRecover:)", "Driver.asInfallible()",
                "ControlEvent.asInfallible()",
            ],
            does:
                "Wraps a sequence as an Infallible, which cannot fail: an error is replaced by a value and the end, by another Infallible, or by what a function returns.",
            chapters: ["14#the-ways-in", "14#infallible-a-sequence-that-cannot-fail"],
            pictures: [
                .init("asInfallible(onErrorJustReturn: 0): the error becomes 0 and the end") { s in
                    try s.recordDiagram("asInfallible(onErrorJustReturn: 0)", expected: "-1-2-(0|)") { d in
                        d.hot("-1-2-#", of: Int.self).asInfallible(onErrorJustReturn: 0)
                    }
                }
            ]),
    ]
}
