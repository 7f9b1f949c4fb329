// Chapter 0's demo, the first command a learner runs: a tiny NaiveRx observable drawn as a
// marble line, the reading loop, and every chapter's demo. No arguments, no set-up.
import Marbles
import NaiveRx

print("Rx from the inside: RxSwift, built twice, one piece at a time.")
print()

print("A NaiveRx observable of three numbers, subscribed to and drawn as a marble line:")
let recorder = MarbleRecorder("Observable.of(1, 2, 3)")
let subscription = Observable.of(1, 2, 3).subscribe(
    onNext: recorder.onNext,
    onError: recorder.onError,
    onCompleted: recorder.onCompleted
)
subscription.dispose()
print()
print(MarbleDiagram(recorder.line).rendered.indented)
print()
print("Notice: each - is a moment where nothing happens, each digit is an element, | is the end.")
print()

print(
    """
    The loop, once per chapter:
      1. Read the chapter:        Chapters/NN-slug/README.md
      2. Open the code it links:  Sources/NaiveRx/… (chapters 1-4), Sources/ProductionRx/… (5 on)
      3. Watch it run:            swift run chNN
      4. Do the exercises:        edit the starters in Exercises/NN-slug/
      5. Check them:              swift run exercises NN
    """)
print()

/// One line per chapter. `isReady` is false until the chapter's demo does more than say
/// it is being written.
let chapters: [(demo: String, title: String, isReady: Bool)] = [
    ("ch00", "How to use this repository: this welcome", true),
    ("ch01", "Observables are sequences: pull vs push, drawn as marble lines", true),
    ("ch02", "A naive Observable: disposables, observers, creating sequences", true),
    ("ch03", "Sink and the first operator: a misbehaving source, guarded; map", true),
    ("ch04", "Where naive breaks: threads, reentrancy, races, leaks", true),
    ("ch05", "The shape of production Rx: Producer, Sink, SinkDisposer", true),
    ("ch06", "Disposables and DisposeBag: counting live resources", true),
    ("ch07", "Schedulers: the trampoline, observe(on:), subscribe(on:)", true),
    ("ch08", "Testing in virtual time: marble strings in, marble strings out", true),
    ("ch09", "Subjects and sharing: PublishSubject to share(replay:scope:)", true),
    ("ch10", "Combining and recovering: flatMap, combineLatest, catch, retry", true),
    ("ch11", "Traits I: PrimitiveSequence and Single, a fake user service", true),
    ("ch12", "Traits II: Maybe, Completable, andThen, a chain of downloads", true),
    ("ch13", "Units: Driver, Signal, an autocomplete search box", true),
    ("ch14", "Rx meets async/await: Infallible, values, Single.value, and back", true),
    ("ch15", "Making it fast: NaiveRx against ProductionRx against the floor", true),
    ("ch16", "Rx under Swift 6: where a closure runs, and units on the main actor", true),
]

print("Every chapter's demo (run one with swift run chNN):")
for chapter in chapters {
    let status = chapter.isReady ? "" : "  (coming)"
    print("  \(chapter.demo)  \(chapter.title)\(status)")
}
print()
print("Next: open Chapters/01-observables-are-sequences/README.md, then run swift run ch01.")

extension String {
    /// Every line of the text, indented by two spaces.
    var indented: String {
        split(separator: "\n", omittingEmptySubsequences: false)
            .map { "  " + $0 }
            .joined(separator: "\n")
    }
}
