// The atlas's pages for operators that share one subscription among several subscribers.
// AtlasPage says what a page holds.
import ProductionRx
import ProductionRxTest

extension AtlasPage {
    static let share: [AtlasPage] = [
        .init(
            "share", title: "share(replay:scope:)", .share, want: "share one subscription, replaying the latest elements to newcomers",
            covers: ["share(replay:scope:)", "Infallible.share(replay:scope:)"],
            does:
                "Subscribes to its source once, for the first subscriber, and passes every event to all of them, replaying the last `replay` elements to each newcomer.",
            ending:
                "The source is let go when the last subscriber goes. With `.whileConnected` (the default) a subscriber after that starts afresh; with `.forever` it still gets the replay.",
            chapters: ["09#sharereplayscope", "09#why-sharing-matters"],
            pictures: [
                .init("share(replay: 1): one subscription to the source; B, at 240, first gets 2 replayed") { s in
                    try s.recordDiagram("share(replay: 1)", subscribers: [.init("A", expected: "-1-2-3-4-|"), .init("B", at: 240, expected: "----23-4-|")]) {
                        d in
                        d.hot("-1-2-3-4-|", of: Int.self).share(replay: 1)
                    }
                }
            ]),
        .init(
            "publish", .share, want: "share one subscription, started when I say",
            covers: ["publish()"],
            does:
                "Makes a ConnectableObservable: subscribers wait, and one subscription to the source starts when `connect()` is called (or, with `refCount()`, with the first subscriber).",
            ending: "The source's end reaches every subscriber; disposing what `connect()` returned lets the source go.",
            chapters: ["09#sharing-one-subscription"],
            pictures: [
                .init("publish(), connected at 220: A sees nothing before the connection, B only what comes after 240") { s in
                    try s.recordDiagram(
                        "publish(), connect() at 220", subscribers: [.init("A", expected: "---2-3-4-|"), .init("B", at: 240, expected: "-----3-4-|")]
                    ) { d in
                        let published = d.hot("-1-2-3-4-|", of: Int.self).publish()
                        d.scheduler.scheduleAt(220) { _ = published.connect() }
                        return published
                    }
                }
            ]),
        .init(
            "replay", title: "`replay(_:)` and `replayAll()`", .share, want: "share one subscription, replaying to late subscribers",
            covers: ["replay(_:)", "replayAll()"],
            does: "As `publish()`, through a subject that replays the last elements (or all of them) to each subscriber, even after the end.",
            ending:
                "When the source ends, the connection is over and the subject is dropped: a subscriber after that (C) gets a new, empty subject and nothing at all until the next `connect()`. RxSwift does the same: its `ConnectableObservableAdapter` makes the subject lazily and drops it when the connection ends (RxSwift/Observables/Multicast.swift).",
            chapters: ["09#sharing-one-subscription"],
            pictures: [
                .init("replay(1), connected at 200: B, at 240, gets 2 replayed; C, after the end, finds a new subject and gets nothing") { s in
                    try s.recordDiagram(
                        "replay(1), connect() at 200",
                        subscribers: [.init("A", expected: "-1-2-3-4-|"), .init("B", at: 240, expected: "----23-4-|"), .init("C", at: 300, expected: "")]
                    ) { d in
                        let replayed = d.hot("-1-2-3-4-|", of: Int.self).replay(1)
                        d.scheduler.scheduleAt(200) { _ = replayed.connect() }
                        return replayed
                    }
                }
            ]),
        .init(
            "multicast", .share, want: "share one subscription through a subject of my choice",
            covers: ["multicast(_:)", "multicast(makeSubject:)", "multicast(_:selector:)"],
            does:
                "Shares one subscription to its source through a subject given (or made for each connection); with a selector, the shared sequence is used inside one subscription.",
            chapters: ["09#sharing-one-subscription", "09#sharereplayscope"],
            pictures: [
                .init("multicast with a selector: the shared numbers are zipped with themselves, one behind, in one subscription") { s in
                    try s.recordDiagram(
                        "multicast({ PublishSubject() }, selector: { zip($0, $0.skip(1)) })", expected: "---a-b-c-|",
                        values: ["a": "(1,2)", "b": "(2,3)", "c": "(3,4)"]
                    ) { d in
                        d.hot("-1-2-3-4-|", of: Int.self).multicast({ PublishSubject<Int>() }, selector: { shared in Observable.zip(shared, shared.skip(1)) })
                    }
                }
            ]),
    ]
}
