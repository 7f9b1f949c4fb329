// Exercises for chapter 2, "A naive Observable": creating a sequence, and disposing once.
import Exercises
import NaiveRx

let chapter02: [Exercise] = [
    Exercise(
        id: "02.1", name: "range",
        title: "Build Observable.range with create",
        starter: "Exercises/02-a-naive-observable/Range.swift",
        reread: "Chapters/02-a-naive-observable/README.md#creating-sequences",
        hint: "Inside the create closure, call observer.onNext for each value in start..<start + count, then onCompleted.",
        checks: [
            Check("sends count consecutive integers from start, then completes") {
                expect(
                    events(of: Observable.range(start: 3, count: 4)),
                    equals: ["next(3)", "next(4)", "next(5)", "next(6)", "completed"], "events of range(start: 3, count: 4)")
                expect(
                    events(of: Observable.range(start: -1, count: 2)),
                    equals: ["next(-1)", "next(0)", "completed"], "events of range(start: -1, count: 2)")
            },
            Check("completes at once when count is 0") {
                expect(events(of: Observable.range(start: 7, count: 0)), equals: ["completed"], "events of range(start: 7, count: 0)")
            },
            Check("starts again for every subscription") {
                let range = Observable.range(start: 1, count: 2)
                _ = events(of: range)
                expect(events(of: range), equals: ["next(1)", "next(2)", "completed"], "events of a second subscription")
            },
        ]
    ),
    Exercise(
        id: "02.2", name: "once",
        title: "A disposable that runs its action at most once",
        starter: "Exercises/02-a-naive-observable/OnceDisposable.swift",
        reread: "Chapters/02-a-naive-observable/README.md#disposables",
        hint: "Set isDisposed before running the action, and return early when it is already set.",
        checks: [
            Check("runs the action on dispose") {
                var runs = 0
                let disposable = OnceDisposable { runs += 1 }
                expect(runs, equals: 0, "runs before dispose()")
                expect(disposable.isDisposed, equals: false, "isDisposed before dispose()")
                disposable.dispose()
                expect(runs, equals: 1, "runs after dispose()")
                expect(disposable.isDisposed, equals: true, "isDisposed after dispose()")
            },
            Check("does not run the action again on a second dispose") {
                var runs = 0
                let disposable = OnceDisposable { runs += 1 }
                disposable.dispose()
                disposable.dispose()
                expect(runs, equals: 1, "runs after dispose() twice")
            },
            Check("does not run the action again when the action itself calls dispose") {
                var runs = 0
                var disposable: OnceDisposable?
                disposable = OnceDisposable {
                    runs += 1
                    // Stops after 5 rounds, so that a wrong answer fails instead of recursing forever.
                    if runs < 5 { disposable?.dispose() }
                }
                disposable?.dispose()
                expect(runs, equals: 1, "runs after a dispose() that disposes again from inside the action")
                disposable = nil
            },
        ]
    ),
]
