// The atlas's pages for operators that work with time, on a scheduler. AtlasPage says what a
// page holds.
import ProductionRx
import ProductionRxTest

/// The keystrokes of chapter 8: s, sw, swi, then a pause, swif, swift.
private let keystrokes = ["a": "s", "b": "sw", "c": "swi", "d": "swif", "e": "swift"]

extension AtlasPage {
    static let time: [AtlasPage] = [
        .init(
            "delay", .time, want: "send everything later",
            covers: ["delay(_:scheduler:)", "Driver.delay(_:)"],
            does: "Sends every element the duration given after it arrived, on the scheduler given.",
            ending: "An error is passed on at once, dropping the elements still waiting; the completion waits its turn like an element.",
            chapters: ["08#the-time-operators-as-marble-lines"],
            pictures: [
                .init("delay(20 ticks): everything two columns later") { s in
                    try s.recordDiagram("delay(.seconds(20))", expected: "---1-2-3-|") { d in
                        d.hot("-1-2-3-|", of: Int.self).delay(.seconds(20), scheduler: d.scheduler)
                    }
                }
            ]),
        .init(
            "delaySubscription", .time, want: "subscribe later",
            covers: ["delaySubscription(_:scheduler:)"],
            does: "Waits the duration given before subscribing to its source; then passes everything on.",
            chapters: ["11#mirrored-operators"],
            pictures: [
                .init("delaySubscription(30 ticks): the cold source is subscribed at 230") { s in
                    try s.recordDiagram("delaySubscription(.seconds(30))", expected: "----1-2|") { d in
                        d.cold("-1-2|", of: Int.self).delaySubscription(.seconds(30), scheduler: d.scheduler)
                    }
                }
            ]),
        .init(
            "debounce", .time, want: "wait for a pause, then send the latest element",
            covers: ["debounce(_:scheduler:)", "Infallible.debounce(_:scheduler:)", "Driver.debounce(_:)"],
            does: "Holds each element for the duration given and sends it only if nothing newer arrived meanwhile.",
            ending: "On completion it sends the element it holds, if any, then completes; an error drops it.",
            chapters: ["08#the-time-operators-as-marble-lines", "14#one-program-twice"],
            pictures: [
                .init("debounce(20 ticks): a is overtaken by b, which is sent at 240; c at 290") { s in
                    try s.recordDiagram("debounce(.seconds(20))", expected: "----b----c--|") { d in
                        d.hot("-ab----c----|").debounce(.seconds(20), scheduler: d.scheduler)
                    }
                }
            ]),
        .init(
            "throttle", .time, want: "send at most one element per stretch of time",
            covers: ["throttle(_:latest:scheduler:)", "Infallible.throttle(_:latest:scheduler:)", "Driver.throttle(_:latest:)"],
            does:
                "Sends an element at once, then nothing more for the duration given; with `latest: true` (the default) it sends the last element of that stretch when it ends.",
            chapters: ["08#the-time-operators-as-marble-lines", "10#the-search-box"],
            pictures: [
                .init("throttle(30 ticks): the first keystroke at once, then the latest of each 30 ticks") { s in
                    try s.recordDiagram("throttle(.seconds(30))", expected: "-a--b--c----d--e-----|", values: keystrokes) { d in
                        d.hot("-a-b-c------d-e------|", values: keystrokes).throttle(.seconds(30), scheduler: d.scheduler)
                    }
                },
                .init("throttle(30 ticks, latest: false): the first keystroke of each 30 ticks only") { s in
                    try s.recordDiagram("throttle(.seconds(30), latest: false)", expected: "-a---c------d--------|", values: keystrokes) { d in
                        d.hot("-a-b-c------d-e------|", values: keystrokes).throttle(.seconds(30), latest: false, scheduler: d.scheduler)
                    }
                },
            ]),
        .init(
            "timeout", .time, want: "fail (or switch) when an element is late",
            covers: ["timeout(_:scheduler:)", "timeout(_:other:scheduler:)"],
            does: "Fails with `RxError.timeout` if the next element does not come within the duration given; with `other:`, switches to that sequence instead.",
            chapters: ["08#the-time-operators-as-marble-lines", "11#mirrored-operators"],
            pictures: [
                .init("timeout(30 ticks): nothing comes between 230 and 260, so it fails") { s in
                    try s.recordDiagram("timeout(.seconds(30))", expected: "-1-2--#", error: RxError.timeout) { d in
                        d.hot("-1-2-------3-|", of: Int.self).timeout(.seconds(30), scheduler: d.scheduler)
                    }
                },
                .init("timeout(30 ticks, other: fallback): at 260 it switches to fallback") { s in
                    try s.recordDiagram("timeout(.seconds(30), other: fallback)", expected: "-1-2---8-9|") { d in
                        d.hot("-1-2-------3-|", of: Int.self).timeout(
                            .seconds(30), other: d.cold("-8-9|", of: Int.self, label: "fallback"), scheduler: d.scheduler)
                    }
                },
            ]),
    ]
}
