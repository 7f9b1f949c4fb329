// The atlas's pages for operators that make a sequence. AtlasPage says what a page holds.
import ProductionRx
import ProductionRxTest

/// The resource `using` makes in the atlas's picture: a disposable that does nothing.
private final class DatabaseConnection: Disposable {
    func dispose() {}
}

extension AtlasPage {
    static let create: [AtlasPage] = [
        .init(
            "create", .create, want: "runs my own code for each subscriber, sending what I choose",
            covers: ["Observable.create(_:)", "Infallible.create(subscribe:)"],
            does: "Runs your closure for each subscriber, handing it an observer to send events to; the disposable it returns runs when the subscription ends.",
            ending:
                "What the closure sends is kept to the grammar: after an error or a completion nothing more gets through, and the closure's disposable runs once.",
            chapters: ["05#create-rebuilt", "02#creating-sequences"],
            pictures: [
                .init("create: the closure sends 1 and 2 and completes, all at the subscription") { s in
                    try s.recordDiagram("create { o in o.onNext(1); o.onNext(2); o.onCompleted() }", expected: "(12|)") { _ in
                        Observable<Int>.create { observer in
                            observer.onNext(1)
                            observer.onNext(2)
                            observer.onCompleted()
                            return Disposables.create()
                        }
                    }
                }
            ]),
        .init(
            "deferred", .create, want: "is made afresh for each subscriber",
            covers: ["Observable.deferred(_:)", "Single.deferred(_:)", "Infallible.deferred(_:)", "Driver.deferred(_:)"],
            does: "Calls its factory when someone subscribes, and subscribes them to the sequence it returns: each subscriber gets a sequence of its own.",
            ending: "If the factory throws, the subscriber gets that error at once.",
            chapters: ["09#hot-and-cold", "11#mirrored-operators"],
            pictures: [
                .init("deferred { cold(\"-1-2|\") }: A, at 200, and B, at 240, each get a sequence of their own, from their own start") { s in
                    try s.recordDiagram(
                        "deferred { cold(\"-1-2|\") }",
                        subscribers: [.init("A", expected: "-1-2|"), .init("B", at: 240, expected: "-----1-2|")]
                    ) { d in
                        Observable.deferred { d.cold("-1-2|", of: Int.self) }
                    }
                }
            ]),
        .init(
            "using", .create, want: "holds a resource for as long as it runs",
            covers: ["Observable.using(_:observableFactory:)", "Single.using(_:primitiveSequenceFactory:)"],
            does:
                "Makes a resource when someone subscribes, builds the sequence from it, and disposes of the resource when that subscription ends, however it ends.",
            ending: "The resource is disposed after the error or the completion has been passed on, or on dispose.",
            chapters: ["11#mirrored-operators"],
            pictures: [
                .init("using: the sequence built from the resource runs as it would alone; the resource goes when it ends") { s in
                    try s.recordDiagram("using({ DatabaseConnection() }) { _ in cold(\"-1-2-|\") }", expected: "-1-2-|") { d in
                        Observable.using({ DatabaseConnection() }, observableFactory: { (_: DatabaseConnection) in d.cold("-1-2-|", of: Int.self) })
                    }
                }
            ]),
    ]
}
