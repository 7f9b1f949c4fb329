// The atlas's pages for the traits' own operators: Single, Maybe and Completable (chapters 11
// and 12). AtlasPage says what a page holds.
import ProductionRx
import ProductionRxTest

extension AtlasPage {
    static let traits: [AtlasPage] = [
        .init(
            "trait-flatMap", title: "`flatMap` on Single and Maybe", .transform, want: "start a Single, Maybe or Completable from a Single's element",
            covers: ["Single.flatMap(_:)", "Maybe.flatMap(_:)", "flatMapMaybe(_:)", "flatMapCompletable(_:)"],
            does:
                "Maps the one element of a Single (or Maybe) to another trait and passes on what that one does: a chain of requests, each needing the answer before it.",
            ending: "An error of either ends it; an empty Maybe completes without calling the function.",
            chapters: ["11#mirrored-operators"],
            pictures: [
                .init("user.flatMap { profile($0) }: the second request starts when the first answers, at 220") { s in
                    try s.recordDiagram("flatMap { profile($0) }", expected: "-----(b|)") { d in
                        d.hot("--(a|)", label: "user").asSingle().flatMap { _ in d.cold("---(b|)").asSingle() }
                    }
                }
            ]),
        .init(
            "asSingle", .convert, want: "a Single: exactly one element",
            covers: ["asSingle()"],
            does: "Checks an Observable's promise of exactly one element: sends it with the completion, or fails.",
            ending: "It fails with `RxError.noElements` when the source completes empty, and with `RxError.moreThanOneElement` at a second element.",
            chapters: ["11#assingle-checking-an-observables-promise"],
            pictures: [
                .init("asSingle(): the one element is sent when the source completes") { s in
                    try s.recordDiagram("asSingle()", expected: "----(1|)") { d in
                        d.hot("-1--|", of: Int.self).asSingle()
                    }
                },
                .init("asSingle(): a second element fails it") { s in
                    try s.recordDiagram("asSingle()", expected: "---#", error: RxError.moreThanOneElement) { d in
                        d.hot("-1-2-|", of: Int.self).asSingle()
                    }
                },
            ]),
        .init(
            "asMaybe", .convert, want: "a Maybe: one element or none",
            covers: ["asMaybe()", "Single.asMaybe()"],
            does:
                "Checks an Observable's promise of at most one element: sends it (or nothing) with the completion, or fails; a Single is a Maybe already, and converts without a check.",
            ending: "It fails with `RxError.moreThanOneElement` at a second element.",
            chapters: ["12#asmaybe"],
            pictures: [
                .init("asMaybe(): the element is sent when the source completes") { s in
                    try s.recordDiagram("asMaybe()", expected: "----(1|)") { d in
                        d.hot("-1--|", of: Int.self).asMaybe()
                    }
                }
            ]),
    ]
}
