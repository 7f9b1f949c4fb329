// Chapter 1's demo: the same three values pulled from a Swift Sequence and pushed by an
// Observable, then sequences that complete, fail, and never end.
import Marbles
import NaiveRx

/// The error the failing example ends with.
struct ConnectionLost: Error, CustomStringConvertible {
    var description: String { "ConnectionLost" }
}

/// Subscribes `recorder` to every kind of event of `observable`.
func record<Element>(_ observable: Observable<Element>, into recorder: MarbleRecorder) -> Disposable {
    observable.subscribe(onNext: recorder.onNext, onError: recorder.onError, onCompleted: recorder.onCompleted)
}

print("1. Pull: a Swift Sequence. You call next(); the iterator answers.")
let numbers = [1, 2, 3]
let pulled = MarbleRecorder("Sequence (pull)")
// snippet:begin pull
var iterator = numbers.makeIterator()
while true {
    let answer = iterator.next()
    print("   you: next()   iterator: \(answer.map(String.init) ?? "nil")")
    guard let element = answer else {
        pulled.onCompleted()
        break
    }
    pulled.onNext(element)
}
// snippet:end pull
print()

print("2. Push: an Observable. You subscribe once; it calls your observer.")
let pushed = MarbleRecorder("Observable (push)")
// snippet:begin push
let pushSubscription = Observable.from(numbers).subscribe(
    Observer { event in
        print("   observable: on(\(event))")
        switch event {
        case .next(let element): pushed.onNext(element)
        case .error(let error): pushed.onError(error)
        case .completed: pushed.onCompleted()
        }
    })
pushSubscription.dispose()
// snippet:end push
print()
print(MarbleDiagram(pulled.line, pushed.line).rendered.indented)
print()
print("   The same line twice: nil at the end of a Sequence is | at the end of an Observable.")
print()

print("3. Three shapes of sequence:")
let finite = MarbleRecorder("finite")
record(Observable.of(1, 2, 3, 4), into: finite).dispose()

let failing = MarbleRecorder("error")
var failingReleased = false
let failingSubscription = record(
    Observable<String>.create { observer in
        observer.onNext("x")
        observer.onNext("y")
        observer.onError(ConnectionLost())
        observer.onNext("z") // Against the grammar: nobody receives it.
        return Disposables.create { failingReleased = true }
    }, into: failing)
// Read now, before any dispose(): the error alone must have released the resources.
let failingReleasedByTheError = failingReleased

let infinite = MarbleRecorder("infinite")
var infiniteReleased = false
infinite.subscribed()
let taps = record(
    Observable<String>.create { observer in
        for _ in 1...3 { observer.onNext("tap") }
        return Disposables.create { infiniteReleased = true }
    }, into: infinite)
print("   before dispose: infinite resources released? \(infiniteReleased)")
taps.dispose()
infinite.disposed()
failingSubscription.dispose()

print()
print(MarbleDiagram(finite.line, failing.line, infinite.line).rendered.indented)
print()
print("   These lines show the order events arrived in, not time: the recorder has no clock.")
print("   finite arrived all at once, during subscribe; on a clock (chapter 8) it is (1234|).")
print()
print("   error: resources released by the # alone, before any dispose()? \(failingReleasedByTheError)")
print("   infinite: resources released after dispose (!)? \(infiniteReleased)")
print()
print("Notice: pull and push draw the same line; what changed is who calls whom. A sequence ends")
print("        with | or #, or runs until you dispose it (!), and nothing comes after its end.")

extension String {
    /// Every line of the text, indented by three spaces.
    var indented: String {
        split(separator: "\n", omittingEmptySubsequences: false)
            .map { "   " + $0 }
            .joined(separator: "\n")
    }
}
