// Chapter 2's demo: the pieces of NaiveRx one at a time (disposables, an observer, the
// article's first Observable), then the ready-made sequences and the closure-based subscribe.
import Marbles
import NaiveRx

/// The error `Observable.error` fails with.
struct Oops: Error, CustomStringConvertible {
    var description: String { "Oops" }
}

/// Subscribes `recorder` to every kind of event of `observable`.
func record<O: ObservableType>(_ observable: O, into recorder: MarbleRecorder) -> Disposable {
    observable.subscribe(
        Observer { event in
            switch event {
            case .next(let element): recorder.onNext(element)
            case .error(let error): recorder.onError(error)
            case .completed: recorder.onCompleted()
            }
        })
}

print("1. Disposables")
let timer = AnonymousDisposable { print("     timer stopped") }
let request = AnonymousDisposable { print("     request cancelled") }
let composite = CompositeDisposable()
composite.insert(timer)
composite.insert(request)
print("   composite.dispose():")
composite.dispose()
print("   composite.insert(late) after dispose:")
composite.insert(AnonymousDisposable { print("     late disposed at once") })
print()

print("2. An observer is a closure that receives events")
let printer = Observer<Int> { event in print("   received \(event)") }
printer.on(.next(1))
printer.onNext(2)
printer.onCompleted()
print()

print("3. The article's first Observable: a subscribe closure, wrapped")
let unguarded = UnguardedObservable<Int> { observer in
    print("   subscribe closure runs: this is where the work starts")
    observer.onNext(1)
    observer.onNext(2)
    observer.onCompleted()
    return AnonymousDisposable { print("   subscription disposed: this is where the work stops") }
}
let firstRecorder = MarbleRecorder("UnguardedObservable")
_ = record(unguarded, into: firstRecorder)
print()
print(MarbleDiagram(firstRecorder.line).rendered.indented)
print()

print("4. Creating sequences")
let lines: [(String, Observable<String>)] = [
    ("just(\"7\")", .just("7")),
    ("of(\"1\", \"2\", \"3\")", .of("1", "2", "3")),
    ("from([\"tap\", \"tap\"])", .from(["tap", "tap"])),
    ("empty()", .empty()),
    ("error(Oops())", .error(Oops())),
    ("never()", .never()),
]
let recorders = lines.map { label, observable in
    let recorder = MarbleRecorder(label)
    record(observable, into: recorder).dispose()
    return recorder
}
print(MarbleDiagram(recorders.map(\.line)).rendered.indented)
print()

print("5. subscribe(onNext:onError:onCompleted:onDisposed:)")
let subscription = Observable.of(1, 2).subscribe(
    onNext: { print("   onNext(\($0))") },
    onError: { print("   onError(\($0))") },
    onCompleted: { print("   onCompleted") },
    onDisposed: { print("   onDisposed") }
)
subscription.dispose()
print()
print("Notice: every line ends in at most one | or #, after which nothing is sent; never() just")
print("        keeps going. The work starts when you subscribe and stops when the subscription is disposed.")

extension String {
    /// Every line of the text, indented by three spaces.
    var indented: String {
        split(separator: "\n", omittingEmptySubsequences: false)
            .map { "   " + $0 }
            .joined(separator: "\n")
    }
}
