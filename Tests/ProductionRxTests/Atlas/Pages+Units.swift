// The atlas's pages for the units and controls (chapter 13), and for the conversions that
// lead back to a plain Observable. AtlasPage says what a page holds.
import ProductionRx
import ProductionRxTest

/// Records a unit's diagram with the units' scheduler swapped for a virtual one that runs
/// work at once, so that their `observe(on:)` keeps the ticks of the input.
private func recordUnit<Unit: ObservableConvertibleType>(
    _ text: String, _ subscribers: [DiagramSubscriber], _ make: @escaping (DiagramInputs) -> Unit
) throws -> RecordedDiagram {
    try TestScheduler(initialClock: 0, simulateProcessingDelay: false).recordDiagram(text, subscribers: subscribers) { d in
        var unit: Unit?
        SharingScheduler.mock(scheduler: d.scheduler) { unit = make(d) }
        return unit!
    }
}

/// Records a control's diagram on the main queue, where controls subscribe.
private func recordControl<Control: ObservableConvertibleType>(
    _ s: TestScheduler, _ text: String, expected: String, values: [String: Any], _ make: @escaping (DiagramInputs) -> Control
) throws -> RecordedDiagram {
    try onMainQueue { Result { try s.recordDiagram(text, expected: expected, values: values, make) } }.get()
}

extension AtlasPage {
    static let units: [AtlasPage] = [
        .init(
            "asDriver", .convert, want: "a Driver: shared, on the main thread, never failing, replaying the latest element",
            covers: [
                "asDriver(onErrorJustReturn:)", "asDriver(onErrorDriveWith:)", "asDriver(onErrorRecover:)", "Driver.asDriver()", "Infallible.asDriver()",
                "ControlEvent.asDriver()", "ControlProperty.asDriver()", "asSharedSequence(sharingStrategy:onErrorJustReturn:)", "Driver.asSharedSequence()",
            ],
            does:
                "Makes a Driver: the events are delivered on the main scheduler, one subscription is shared and its latest element replayed to newcomers, and an error is replaced as you say.",
            ending: "A control's `asDriver()` stops the process if the control's sequence fails: a control must not.",
            chapters: ["13#into-a-unit-asdriveronerror", "13#driver-and-signal"],
            pictures: [
                .init("asDriver(onErrorJustReturn: 0): the error becomes 0 and the end; B, at 240, first gets 2 replayed") { _ in
                    try recordUnit("asDriver(onErrorJustReturn: 0)", [.init("A", expected: "-1-2-3-(0|)"), .init("B", at: 240, expected: "----23-(0|)")]) { d in
                        d.hot("-1-2-3-#", of: Int.self).asDriver(onErrorJustReturn: 0)
                    }
                }
            ]),
        .init(
            "asSignal", .convert, want: "a Signal: shared, on the main thread, never failing, replaying nothing",
            covers: ["asSignal(onErrorJustReturn:)", "asSignal(onErrorSignalWith:)", "Infallible.asSignal()", "ControlEvent.asSignal()", "Signal.asSignal()"],
            does: "Makes a Signal: as a Driver, but a newcomer gets no replay, only what comes after it subscribed.",
            ending: "A control's `asSignal()` stops the process if the control's sequence fails.",
            chapters: ["13#driver-and-signal", "13#into-a-unit-asdriveronerror"],
            pictures: [
                .init("asSignal(onErrorJustReturn: 0): B, at 240, gets no replay") { _ in
                    try recordUnit("asSignal(onErrorJustReturn: 0)", [.init("A", expected: "-1-2-3-(0|)"), .init("B", at: 240, expected: "-----3-(0|)")]) { d in
                        d.hot("-1-2-3-#", of: Int.self).asSignal(onErrorJustReturn: 0)
                    }
                }
            ]),
        .init(
            "asObservable", title: "`asObservable` and the other plain conversions", .convert, want: "a plain Observable (or the control it already is)",
            covers: [
                "asObservable()", "Infallible.asObservable()", "Driver.asObservable()", "ControlEvent.asObservable()", "ControlProperty.asObservable()",
                "asControlEvent()", "asControlProperty()",
            ],
            does: "Gives the sequence inside a trait, a unit or a control as a plain Observable, with its events unchanged (and a control as itself).",
            chapters: ["11#wrap-dont-subclass", "13#sharedsequence-an-observable-in-a-struct"],
            pictures: [
                .init("asObservable() of a Single: the same element and end, now an Observable") { s in
                    try s.recordDiagram("asSingle().asObservable()", expected: "--(a|)") { d in
                        d.hot("--(a|)").asSingle().asObservable()
                    }
                }
            ]),
        .init(
            "changed", .convert, want: "a control's changes, without its current value",
            covers: ["changed"],
            does: "A ControlProperty's values as a ControlEvent without the first one, the value the property had when subscribed.",
            chapters: ["13#controls-controlproperty-and-controlevent"],
            pictures: [
                .init("changed: the current value a, sent at the subscription, is left out") { s in
                    try recordControl(s, "changed", expected: "--b-c-|", values: [:]) { d in
                        ControlProperty(values: d.hot("a-b-c-|"), valueSink: AnyObserver<String> { _ in }).changed
                    }
                }
            ]),
        .init(
            "orEmpty", .convert, want: "a text control's optional text as a plain String",
            covers: ["orEmpty"],
            does: "A ControlProperty of optional Strings (a text field's text) as one of Strings, `nil` read as the empty string.",
            chapters: ["13#controls-controlproperty-and-controlevent"],
            pictures: [
                .init("orEmpty: nil becomes the empty string") { s in
                    try recordControl(s, "orEmpty", expected: "-a-b-c-|", values: ["a": "rx", "b": "", "c": "rxswift"]) { d in
                        ControlProperty(
                            values: d.hot("-a-b-c-|", values: ["a": "rx", "b": nil, "c": "rxswift"] as [String: String?]),
                            valueSink: AnyObserver<String?> { _ in }
                        )
                        .orEmpty
                    }
                }
            ]),
    ]
}
