// Chapter 5's demo: a program written for RxSwift 6, compiled against ProductionRx by
// changing the import; then the objects one subscription builds, counted and drawn.
import Marbles
import ProductionRx

print("1. A program written for RxSwift 6. Only its import says ProductionRx.")
print()
// snippet:begin rxswift-program
// Top-level code runs on the main actor; Rx's closures are `@Sendable` (chapter 16), and this
// demo runs on one thread, so they may use the bag as it is.
nonisolated(unsafe) let disposeBag = DisposeBag()

Observable.of(1, 2, 3)
    .map { $0 * 10 }
    .subscribe(
        onNext: { print("next", $0) },
        onError: { print("error", $0) },
        onCompleted: { print("completed") },
        onDisposed: { print("disposed") }
    )
    .disposed(by: disposeBag)

let greeting = Observable<String>.create { observer in
    observer.onNext("hello")
    observer.onCompleted()
    observer.onNext("ignored: the sequence has ended")
    return Disposables.create { print("create's disposable runs") }
}
greeting
    .subscribe(onNext: { print($0) }, onCompleted: { print("greeting completed") })
    .disposed(by: disposeBag)

Observable.of(1, 2)
    .subscribe(onNext: { outer in
        Observable.of(outer * 10, outer * 10 + 1)
            .subscribe(onNext: { print("  inner", $0) })
            .disposed(by: disposeBag)
        print("outer", outer)
    })
    .disposed(by: disposeBag)
// snippet:end rxswift-program
print()
print("   RxSwift 6 prints the same lines, in the same order. The trampoline in Producer.subscribe")
print("   queues each inner subscription's elements behind the outer one's next step.")
print()

print("2. Inside one subscription: create, then map, then subscribe(onNext:)")
print()
insideOneSubscription()
print()
print("Notice: subscribing built a SinkDisposer and a sink per operator, chained from the subscriber up to create;")
print("        the 3 sent after dispose went nowhere, and disposing let go of every object the subscription built.")

/// Builds `create { … }.map { $0 * 10 }`, subscribes, sends two elements, disposes, sends
/// one more, and prints the objects and the live-object count at each step.
func insideOneSubscription() {
    let clock = MarbleClock()
    let sent = MarbleRecorder("create sends", clock: clock)
    let mapped = MarbleRecorder("map { $0 * 10 }", clock: clock)
    nonisolated(unsafe) var sendLater: AnyObserver<Int>?
    var counts: [(moment: String, live: Int)] = []
    func count(_ moment: String) {
        #if DEBUG
        counts.append((moment, Int(Resources.total)))
        #endif
    }

    count("before")
    var numbers: Observable<Int>? = Observable<Int>.create { observer in
        sendLater = observer
        return Disposables.create()
    }
    var tens: Observable<Int>? = numbers?.map { $0 * 10 }
    count("two observables built (AnonymousObservable, Map)")
    var subscription: Disposable? = tens?.subscribe(onNext: mapped.onNext, onCompleted: mapped.onCompleted)
    count("subscribed")

    print("   The subscription, as the objects it holds (read with Mirror; not RxSwift API):")
    print()
    for line in objectTree(subscription as Any) {
        print("     " + line)
    }
    print()

    for value in [1, 2] {
        clock.tick()
        sent.onNext(value)
        sendLater?.onNext(value)
    }
    clock.tick()
    subscription?.dispose()
    mapped.disposed()
    sent.disposed()
    clock.tick()
    sent.onNext(3)
    sendLater?.onNext(3)
    print(MarbleDiagram(sent.line, mapped.line).rendered.indented)
    print()

    sendLater = nil
    subscription = nil
    count("disposed, and the kept observer let go")
    numbers = nil
    tens = nil
    count("both observables released")

    #if DEBUG
    print("   Resources.total, the live ProductionRx objects (debug builds), compared with before:")
    let start = counts[0].live
    for (moment, live) in counts.dropFirst() {
        print("     " + moment.padding(toLength: 50, withPad: " ", startingAt: 0) + (live - start >= 0 ? "+" : "") + "\(live - start)")
    }
    #else
    _ = (numbers, tens, counts)
    print("   Resources.total counts live objects in debug builds only.")
    #endif
}

/// The objects reachable from `root` through stored properties, one line per object,
/// indented by depth. Closures, flags and locks are skipped; an object already shown is
/// named again but not opened again, so reference cycles end.
func objectTree(_ root: Any) -> [String] {
    var seen = Set<ObjectIdentifier>()
    var lines: [String] = []
    func visit(_ value: Any, label: String, depth: Int) {
        let unwrapped = unwrap(value)
        guard let value = unwrapped else { return }
        let name = String(describing: type(of: value))
        if Mirror(reflecting: value).displayStyle == .tuple {
            // A pair of stored values: each shown under its own label, at this depth.
            for child in Mirror(reflecting: value).children {
                visit(child.value, label: child.label ?? label, depth: depth)
            }
            return
        }
        guard type(of: value) is AnyClass else {
            // A struct or enum: shown by name if it is one of Rx's pieces, never opened.
            if ["Disposable", "Observer", "Sink"].contains(where: name.contains) {
                lines.append(String(repeating: "  ", count: depth) + (label.isEmpty ? "" : "\(label): ") + name)
            }
            return
        }
        let object = value as AnyObject
        if ["AtomicInt", "RecursiveLock", "SpinLock", "SynchronizationTracker"].contains(where: name.hasPrefix) {
            return
        }
        let prefix = String(repeating: "  ", count: depth) + (label.isEmpty ? "" : "\(label): ")
        guard seen.insert(ObjectIdentifier(object)).inserted else {
            lines.append(prefix + name + " (shown above)")
            return
        }
        lines.append(prefix + name)
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                visit(child.value, label: child.label ?? "", depth: depth + 1)
            }
            mirror = current.superclassMirror
        }
    }
    visit(root, label: "", depth: 0)
    return lines
}

/// `value` without its optional wrapping, or `nil` if it is an empty optional.
func unwrap(_ value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return mirror.children.first.map { unwrap($0.value) } ?? nil
}

extension String {
    /// Every line of the text, indented by three spaces.
    var indented: String {
        split(separator: "\n", omittingEmptySubsequences: false)
            .map { "   " + $0 }
            .joined(separator: "\n")
    }
}
