// Exercises for chapter 3, "Sink and the first operator": filter and take.
import Exercises
import NaiveRx

let chapter03: [Exercise] = [
    Exercise(
        id: "03.1", name: "filter",
        title: "Write the filter operator",
        starter: "Exercises/03-sink-and-the-first-operator/Filter.swift",
        reread: "Chapters/03-sink-and-the-first-operator/README.md#writing-an-operator",
        hint:
            "Copy the shape of map in Sources/NaiveRx/Map.swift; in the .next case call the predicate inside do/catch and forward the element only when it returns true.",
        checks: [
            Check("keeps only the elements the predicate accepts, then completes") {
                expect(
                    events(of: Observable.of(1, 2, 3, 4).filter { $0.isMultiple(of: 2) }),
                    equals: ["next(2)", "next(4)", "completed"], "events of of(1, 2, 3, 4).filter(isEven)")
                expect(
                    events(of: Observable.of(1, 3).filter { $0.isMultiple(of: 2) }),
                    equals: ["completed"], "events of of(1, 3).filter(isEven)")
            },
            Check("passes the source's error through") {
                let failing = Observable<Int>.create { observer in
                    observer.onNext(2)
                    observer.onError(CheckError(name: "boom"))
                    return Disposables.create()
                }
                expect(
                    events(of: failing.filter { _ in true }), equals: ["next(2)", "error(boom)"],
                    "events of a source that fails, filtered")
            },
            Check("ends with the predicate's error when it throws") {
                let filtered = Observable.of(1, 2, 3).filter { element in
                    if element == 2 { throw CheckError(name: "predicate failed") }
                    return true
                }
                expect(
                    events(of: filtered), equals: ["next(1)", "error(predicate failed)"],
                    "events of of(1, 2, 3) filtered by a predicate that throws at 2")
            },
        ]
    ),
    Exercise(
        id: "03.2", name: "take",
        title: "Write the take operator",
        starter: "Exercises/03-sink-and-the-first-operator/Take.swift",
        reread: "Chapters/03-sink-and-the-first-operator/README.md#sink",
        hint:
            "Count the elements in the observer you subscribe to self; after forwarding the last one send .completed. Build the result with Observable { … } so that its Sink disposes the source's subscription for you.",
        checks: [
            Check("sends the first count elements, then completes") {
                expect(
                    events(of: Observable.of(1, 2, 3, 4).take(2)),
                    equals: ["next(1)", "next(2)", "completed"], "events of of(1, 2, 3, 4).take(2)")
            },
            Check("sends everything when the source is shorter than count") {
                expect(
                    events(of: Observable.of(1, 2).take(5)),
                    equals: ["next(1)", "next(2)", "completed"], "events of of(1, 2).take(5)")
            },
            Check("completes at once for take(0)") {
                expect(events(of: Observable.of(1, 2).take(0)), equals: ["completed"], "events of of(1, 2).take(0)")
            },
            Check("passes an error that comes before count elements") {
                let failing = Observable<Int>.error(CheckError(name: "boom"))
                expect(events(of: failing.take(1)), equals: ["error(boom)"], "events of error(boom).take(1)")
            },
            Check("disposes the source's subscription once done, and forwards nothing more") {
                let source = HandDrivenSource<Int>()
                var received: [String] = []
                let subscription = source.observable.take(2).subscribe(Observer { received.append($0.debugDescription) })
                expect(source.subscriptions, equals: 1, "subscriptions to the source")
                source.send(.next(1))
                expect(source.disposals, equals: 0, "disposals of the source's subscription after 1 of 2 elements")
                source.send(.next(2))
                expect(source.disposals >= 1, "the source's subscription is disposed right after the 2nd element")
                source.send(.next(3))
                expect(received, equals: ["next(1)", "next(2)", "completed"], "events of a hand-driven source 1, 2, 3 .take(2)")
                subscription.dispose()
            },
        ]
    ),
]
