// The atlas's pages for operators that choose threads or watch events pass. AtlasPage says
// what a page holds.
import ProductionRx
import ProductionRxTest

extension AtlasPage {
    static let threads: [AtlasPage] = [
        .init(
            "observe-on", title: "observe(on:)", .threads, want: "receive the events on a scheduler of my choice",
            covers: ["observe(on:)"],
            does: "Passes every event on through the scheduler given, so that what follows runs there (the main queue, a background queue).",
            ending: "Disposing cancels the events still queued on the scheduler.",
            chapters: ["07#observeon-and-subscribeon"],
            pictures: [
                .init("observe(on: scheduler): the same events, each delivered by the scheduler (a virtual one that runs work at once)") { _ in
                    try TestScheduler(initialClock: 0, simulateProcessingDelay: false).recordDiagram("observe(on: scheduler)", expected: "-1-2-3-|") { d in
                        d.hot("-1-2-3-|", of: Int.self).observe(on: d.scheduler)
                    }
                }
            ]),
        .init(
            "subscribe-on", title: "subscribe(on:)", .threads, want: "subscribe (and dispose) on a scheduler of my choice",
            covers: ["subscribe(on:)"],
            does:
                "Subscribes to its source, and later disposes of that subscription, through the scheduler given; the events come wherever the source sends them.",
            chapters: ["07#observeon-and-subscribeon"],
            pictures: [
                .init("subscribe(on: scheduler): the source is subscribed by the scheduler (a virtual one that runs work at once)") { _ in
                    try TestScheduler(initialClock: 0, simulateProcessingDelay: false).recordDiagram("subscribe(on: scheduler)", expected: "-1-2|") { d in
                        d.cold("-1-2|", of: Int.self).subscribe(on: d.scheduler)
                    }
                }
            ]),
        .init(
            "do", .threads, want: "run side effects as events pass, changing nothing",
            covers: [
                "do(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)", "Single.do(onSuccess:…)",
                "Maybe.do(onNext:…)", "Completable.do(onCompleted:…)", "Infallible.do(onNext:…)", "Driver.do(onNext:…)",
            ],
            does:
                "Calls the closures given before (`on…`) or after (`after…`) each event passes, and at subscription and disposal; the events themselves pass unchanged.",
            ending: "If a closure throws, the sequence ends with that error.",
            chapters: ["10#the-search-box", "14#when-the-consumer-is-slower"],
            pictures: [
                .init("do(onNext:): every event passes unchanged; the closure only watches") { s in
                    try s.recordDiagram("do(onNext: { log($0) })", expected: "-1-2-3-|") { d in
                        d.hot("-1-2-3-|", of: Int.self).do(onNext: { _ in })
                    }
                }
            ]),
        .init(
            "debug", .threads, want: "print every event, subscription and disposal",
            covers: [
                "debug(_:trimOutput:file:line:function:)", "Infallible.debug(_:trimOutput:file:line:function:)",
                "Driver.debug(_:trimOutput:file:line:function:)",
            ],
            does: "Prints a line, with the time and an identifier, for each event, subscription and disposal, and passes everything on unchanged.",
            chapters: ["11#mirrored-operators"],
            pictures: [
                .init("debug(\"numbers\"): the events pass unchanged; the lines go to standard output") { s in
                    try withoutPrinting {
                        try s.recordDiagram("debug(\"numbers\")", expected: "-1-2-3-|") { d in
                            d.hot("-1-2-3-|", of: Int.self).debug("numbers")
                        }
                    }
                }
            ]),
    ]
}

/// Runs `body` with what it prints kept out of the test log (`debug` prints).
private func withoutPrinting<Result>(_ body: () throws -> Result) throws -> Result {
    var result: Swift.Result<Result, Error>?
    _ = capturingStandardOutput { result = Swift.Result { try body() } }
    return try result!.get()
}
