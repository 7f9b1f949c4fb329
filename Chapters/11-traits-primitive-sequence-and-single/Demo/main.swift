// Chapter 11's demo: a fake user service that answers with Singles, the events under each
// Single drawn as marble lines; asSingle's two errors; toArray and first as Singles.
import Marbles
import ProductionRx

/// Why the fake service could not answer.
enum UserServiceError: Error, CustomStringConvertible {
    case notFound(id: Int)

    var description: String {
        switch self {
        case .notFound(let id): "no user \(id)"
        }
    }
}

/// A user service that answers later: every request waits until the demo calls `respond()`,
/// so that the marble lines show the time between asking and answering.
/// `Sendable`, because Rx's closures are `@Sendable` and capture it (chapter 16); its state is
/// `nonisolated(unsafe)`: this demo uses it from one thread at a time.
final class FakeUserService: Sendable {
    /// One request still waiting for its answer.
    final class Request {
        let id: Int
        let reply: (SingleEvent<String>) -> Void

        init(id: Int, reply: @escaping (SingleEvent<String>) -> Void) {
            self.id = id
            self.reply = reply
        }
    }

    private let users = [1: "Ada", 2: "Grace"]
    private let clock: MarbleClock
    nonisolated(unsafe) private var pending: [Request] = []

    init(clock: MarbleClock) {
        self.clock = clock
    }

    // snippet:begin demo-user-service
    /// The user's name, or `UserServiceError.notFound`: one answer, so a `Single`.
    func user(id: Int) -> Single<String> {
        Single.create { observer in
            nonisolated(unsafe) let request = Request(id: id, reply: observer)
            self.pending.append(request)
            return Disposables.create {
                // Disposed before the answer: the request is withdrawn.
                if let index = self.pending.firstIndex(where: { $0 === request }) {
                    self.pending.remove(at: index)
                    print("   (the request for user \(id) was cancelled)")
                }
            }
        }
    }
    // snippet:end demo-user-service

    /// Answers the oldest waiting request, one tick later.
    func respond() {
        guard !pending.isEmpty else { return }
        clock.tick()
        let request = pending.removeFirst()
        if let name = users[request.id] {
            request.reply(.success(name))
        } else {
            request.reply(.failure(UserServiceError.notFound(id: request.id)))
        }
    }
}

/// Subscribes `recorder` to the events underneath `sequence` and marks the subscription.
func record<Sequence: ObservableConvertibleType>(_ sequence: Sequence, into recorder: MarbleRecorder) -> Disposable {
    recorder.subscribed()
    return sequence.asObservable().subscribe(
        onNext: { recorder.onNext($0) },
        onError: { recorder.onError($0) },
        onCompleted: { recorder.onCompleted() }
    )
}

/// `elements` sent one per tick of `clock` and drawn on `recorder`, with the disposal marked.
func ticking(_ elements: [Int], clock: MarbleClock, recorder: MarbleRecorder) -> Observable<Int> {
    Observable.from(elements)
        .do(
            onNext: {
                clock.tick(); recorder.onNext($0)
            },
            onCompleted: {
                clock.tick(); recorder.onCompleted()
            },
            onSubscribe: { recorder.subscribed() },
            onDispose: { if recorder.events.last?.event.isTerminal != true { recorder.disposed() } }
        )
}

// MARK: 1. A Single is an Observable underneath

print("1. Three requests to a user service that answers with Singles")
print()
let clock = MarbleClock()
let service = FakeUserService(clock: clock)
let ada = MarbleRecorder("user(id: 1)", clock: clock)
let nobody = MarbleRecorder("user(id: 7)", clock: clock)
let grace = MarbleRecorder("user(id: 2)", clock: clock)
let adaSubscription = record(service.user(id: 1), into: ada)
let nobodySubscription = record(service.user(id: 7), into: nobody)
let graceSubscription = record(service.user(id: 2), into: grace)
clock.tick()
graceSubscription.dispose()
grace.disposed()
service.respond()
service.respond()
service.respond()
adaSubscription.dispose()
nobodySubscription.dispose()
print()
print(MarbleDiagram(ada.line, nobody.line, grace.line).rendered.indented)
print()
print("   A success is next and completed at the same tick, (a|); a failure is one error, #.")
print()

// MARK: 2. One Result callback

print("2. The same Singles, subscribed with one Result callback")
// snippet:begin demo-result-callback
for id in [1, 7] {
    _ = service.user(id: id).subscribe { result in
        print("   user(id: \(id)) -> \(result)")
    }
    service.respond()
}
// snippet:end demo-result-callback
print()

// MARK: 3. asSingle

print("3. asSingle() checks an Observable's promise at run time")
for elements in [[1], [], [1, 2, 3]] {
    let checkClock = MarbleClock()
    let source = MarbleRecorder("source", clock: checkClock)
    let checked = MarbleRecorder("asSingle()", clock: checkClock)
    record(ticking(elements, clock: checkClock, recorder: source).asSingle(), into: checked).dispose()
    print()
    print(MarbleDiagram(source.line, checked.line).rendered.indented)
}
print()

// MARK: 4. toArray and first

print("4. Operators whose answer is one value return a Single")
let arrayClock = MarbleClock()
let numbers = MarbleRecorder("source", clock: arrayClock)
let array = MarbleRecorder("toArray()", clock: arrayClock)
record(ticking([1, 2, 3], clock: arrayClock, recorder: numbers).toArray(), into: array).dispose()
print()
print(MarbleDiagram(numbers.line, array.line).rendered.indented)

let firstClock = MarbleClock()
let moreNumbers = MarbleRecorder("source", clock: firstClock)
let first = MarbleRecorder("first()", clock: firstClock)
let firstOfNumbers = ticking([4, 5, 6], clock: firstClock, recorder: moreNumbers).first()
record(firstOfNumbers.map { $0.map(String.init) ?? "nil" }, into: first).dispose()
print()
print(MarbleDiagram(moreNumbers.line, first.line).rendered.indented)
print()

print("Notice: a Single is a wrapped Observable whose events are next+completed or error, never more;")
print("        disposing before the answer withdrew the request; asSingle() turned a broken promise into")
print("        RxError.noElements or RxError.moreThanOneElement; toArray() and first() answer once, so")
print("        they return Singles. (A Single that completes empty stops a debug build: see the chapter.)")

extension String {
    /// Every line of the text, indented by three spaces.
    var indented: String {
        split(separator: "\n", omittingEmptySubsequences: false)
            .map { "   " + $0 }
            .joined(separator: "\n")
    }
}
