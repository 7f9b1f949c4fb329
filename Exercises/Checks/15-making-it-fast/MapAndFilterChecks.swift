// The checks of exercise 15.1, mapAndFilter (chapter 15): map and filter's behaviour, kept, in
// one operator of its own on the element path, with no more heap allocations than a single map.
@_spi(Operators) import ExerciseCheckSupport
import ExerciseKit
@_spi(Operators) import ProductionRx
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the learner's answer must do, one behaviour per check, in the order the report lists them.
/// This file is compiled into the same module as the learner's file (Package.swift).
public let exerciseChecks: [Check] = [
    Check("transforms each element and keeps the results the predicate accepts, then completes") {
        expect(
            productionEvents(of: Observable.of(1, 2, 3, 4).mapAndFilter({ $0 * 10 }, where: { $0 > 15 })),
            equals: ["next(20)", "next(30)", "next(40)", "completed"],
            "events of of(1, 2, 3, 4).mapAndFilter({ $0 * 10 }, where: { $0 > 15 })"
        )
    },
    Check("an error the transform throws ends the sequence with that error, calls the transform no more, and disposes the subscription to the source") {
        let source = ProductionHandDrivenSource<Int>()
        var calls = 0
        nonisolated(unsafe) var received: [String] = []
        let subscription = source.observable
            .mapAndFilter(
                { element -> Int in
                    calls += 1
                    if element == 2 { throw CheckError(name: "boom") }
                    return element
                },
                where: { _ in true }
            )
            .subscribe { received.append($0.debugDescription) }
        for element in 1...4 {
            source.send(.next(element))
        }
        expect(received, equals: ["next(1)", "error(boom)"], "events for -1-2-3-4-, the transform throwing at 2")
        expect(calls, equals: 2, "calls of the transform for 1, 2 (throws), then 3 and 4 sent after the error")
        expect(source.disposals, equals: 1, "disposals of the subscription to the source, with no dispose() from outside")
        subscription.dispose()
    },
    Check("an error the predicate throws ends the sequence with that error, and disposes the subscription to the source") {
        let source = ProductionHandDrivenSource<Int>()
        var tested: [Int] = []
        nonisolated(unsafe) var received: [String] = []
        _ = source.observable
            .mapAndFilter({ $0 }) { element in
                tested.append(element)
                if element == 2 { throw CheckError(name: "boom") }
                return true
            }
            .subscribe { received.append($0.debugDescription) }
        for element in 1...3 {
            source.send(.next(element))
        }
        expect(received, equals: ["next(1)", "error(boom)"], "events for -1-2-3-, the predicate throwing at 2")
        expect(tested, equals: [1, 2], "elements the predicate was called with (3 was sent after the error)")
        expect(source.disposals, equals: 1, "disposals of the subscription to the source, with no dispose() from outside")
    },
    Check("passes the source's error through") {
        let failing = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(CheckError(name: "boom"))
            return Disposables.create()
        }
        expect(
            productionEvents(of: failing.mapAndFilter({ $0 * 10 }, where: { _ in true })),
            equals: ["next(10)", "error(boom)"], "events of mapAndFilter on -1-#")
    },
    Check("ends its own subscription when the source ends") {
        for end in ["completed", "error(boom)"] {
            let source = ProductionHandDrivenSource<Int>()
            let subscription = source.observable.mapAndFilter({ $0 }, where: { _ in true }).subscribe { _ in }
            source.send(.next(1))
            source.send(end == "completed" ? .completed : .error(CheckError(name: "boom")))
            expect(
                (subscription as? Cancelable)?.isDisposed == true,
                "the subscription has ended by itself, with no dispose() from outside, once the source sent \(end)")
            subscription.dispose()
        }
    },
    Check("disposing the subscription disposes the subscription to the source") {
        let source = ProductionHandDrivenSource<Int>()
        nonisolated(unsafe) var received: [String] = []
        let subscription = source.observable.mapAndFilter({ $0 * 10 }, where: { _ in true })
            .subscribe { received.append($0.debugDescription) }
        source.send(.next(1))
        subscription.dispose()
        source.send(.next(2))
        expect(source.subscriptions, equals: 1, "times the source was subscribed to")
        expect(source.disposals, equals: 1, "times the source's subscription was disposed")
        expect(received, equals: ["next(10)"], "events received, with 2 sent after dispose")
    },
    Check("forwards nothing after dispose, even from a source that keeps sending") {
        // A source that ignores its disposal, as a badly behaved one can: once disposed,
        // only the operator's own sink, handed to the disposer by run, can stop what arrives.
        let source = KeepsSendingSource()
        nonisolated(unsafe) var received: [String] = []
        let subscription = source.mapAndFilter({ $0 * 10 }, where: { _ in true }).subscribe { received.append($0.debugDescription) }
        source.send(.next(1))
        source.send(.next(2))
        subscription.dispose()
        source.send(.next(3))
        source.send(.completed)
        expect(
            received, equals: ["next(10)", "next(20)"],
            "events of mapAndFilter({ $0 * 10 }, where: { _ in true }) received, with 3 and completed sent after dispose")
    },
    Check("stops its sink before it disposes the subscription to the source: what the source sends while being disposed reaches no one") {
        // As RxSwift's SinkDisposer does: the sink run hands back is disposed first, then the
        // subscription to the source, so an element the source sends as it goes is dropped.
        let source = SendsWhileDisposedSource(lastWords: 2)
        nonisolated(unsafe) var received: [String] = []
        let subscription = source.mapAndFilter({ $0 * 10 }, where: { _ in true }).subscribe { received.append($0.debugDescription) }
        source.send(.next(1))
        subscription.dispose()
        expect(
            received, equals: ["next(10)"],
            "events of mapAndFilter({ $0 * 10 }, where: { _ in true }) received, with 2 sent by the source while its subscription was disposed")
    },
    Check("is one operator of its own: a Producer written in your file, not a chain of the library's") {
        let fused = Observable.of(1).mapAndFilter({ $0 }, where: { _ in true })
        let type = String(reflecting: Swift.type(of: fused))
        expect(fused is Producer<Int> && !type.hasPrefix("ProductionRx."), "the observable mapAndFilter returns (\(type)) is a Producer of your own")
    },
    Check("sends its elements on the element path: through the subscriber's onNext, with no Event built") {
        let subject = PublishSubject<Int>()
        let recorder = PathRecorder()
        let subscription = subject.mapAndFilter({ $0 * 10 }, where: { $0 > 15 }).subscribe(recorder)
        for element in 1...3 {
            subject.onNext(element)
        }
        subscription.dispose()
        expect(recorder.log, equals: ["onNext(20)", "onNext(30)"], "how the subscriber received 1, 2, 3 mapped by $0 * 10 and kept when > 15")
    },
    Check("receives its elements on the element path: an element that comes through onNext is not copied into an Event on its way in") {
        // Building `.next(element)` copies the element into the event; for an object, a copy
        // is a retain. So the retains of an object sent through onNext tell whether an Event
        // was built for it: map's sink, which has an onNext of its own, builds none.
        let fused = retainsOfAnElementSentThroughOnNext { $0.mapAndFilter({ $0.value }, where: { _ in true }) }
        let mapped = retainsOfAnElementSentThroughOnNext { $0.map { $0.value } }
        guard let fused, let mapped else {
            expect(false, "retains can be counted here (the Swift runtime's swift_retain hook was not found)")
            return
        }
        expect(
            fused <= mapped,
            "retains of an object sent through onNext to mapAndFilter({ $0.value }, where: { _ in true }): \(fused), at most \(mapped) (map's) expected"
        )
    },
    Check("handles an element that comes through onNext as one that comes through on(.next)") {
        for door in [SourceDoor.onNext, .onEvent] {
            let source = TwoDoorSource<Int>()
            var tested: [Int] = []
            nonisolated(unsafe) var received: [String] = []
            _ = source.mapAndFilter({ $0 * 10 }) { element in
                tested.append(element)
                if element == 30 { throw CheckError(name: "boom") }
                return element > 15
            }
            .subscribe { received.append($0.debugDescription) }
            for element in 1...4 {
                source.send(element, through: door)
            }
            let path = door == .onNext ? "onNext" : "on(.next)"
            expect(received, equals: ["next(20)", "error(boom)"], "events for 1, 2, 3, 4 sent through \(path), the predicate throwing at 30")
            expect(tested, equals: [10, 20, 30], "values the predicate was called with, through \(path)")
            expect(source.disposals, equals: 1, "disposals of the subscription to the source, through \(path)")
        }
    },
    Check("a subscription allocates no more than a single map's") {
        expectAllocations(
            heapAllocationsPerSubscription { $0.mapAndFilter({ $0 }, where: { _ in true }) },
            atMost: heapAllocationsPerSubscription { $0.map { $0 } },
            "heap allocations of one subscription to mapAndFilter, subscribed and disposed, against map's")
    },
    Check("an element goes through without allocating") {
        expectAllocations(
            heapAllocationsForElements([1, 2, 3], through: { $0.mapAndFilter({ $0 * 10 }, where: { _ in true }) }),
            atMost: heapAllocationsForElements([1, 2, 3], through: { $0 }),
            "heap allocations while 1, 2, 3 went through mapAndFilter to a subscriber, against the subject's own")
    },
]

/// An observer that writes down which of its doors each element came through.
private final class PathRecorder: ObserverType {
    var log: [String] = []

    func on(_ event: Event<Int>) {
        log.append(event.element.map { "on(.next(\($0)))" } ?? event.debugDescription)
    }

    func onNext(_ element: Int) {
        log.append("onNext(\(element))")
    }
}

/// How `TwoDoorSource` hands an element to its subscriber.
private enum SourceDoor {
    case onNext, onEvent
}

/// A source that hands each element to the operator subscribed to it through the door the
/// check names: `onNext(_:)`, or `on(.next(_:))`. It counts the disposals of its subscription.
private final class TwoDoorSource<Element>: Producer<Element> {
    private var doors: (onNext: (Element) -> Void, onEvent: (Event<Element>) -> Void)?
    private(set) var disposals = 0

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        doors = ({ observer.onNext($0) }, { observer.on($0) })
        // A well-behaved source: nothing goes through either door once its subscription ends.
        nonisolated(unsafe) let `self` = self
        return (
            sink: Disposables.create(),
            subscription: Disposables.create {
                self.disposals += 1
                self.doors = nil
            }
        )
    }

    func send(_ element: Element, through door: SourceDoor) {
        switch door {
        case .onNext: doors?.onNext(element)
        case .onEvent: doors?.onEvent(.next(element))
        }
    }
}

/// An element that is an object, so that a copy of it shows as a retain.
private final class Token {
    let value: Int

    init(value: Int) {
        self.value = value
    }
}

/// The retains of one `Token` sent through `onNext` to `operators`, while it goes through to
/// a subscriber that receives an `Int`. A first token goes through before counting.
private func retainsOfAnElementSentThroughOnNext(_ operators: (Observable<Token>) -> Observable<Int>) -> Int? {
    let source = TwoDoorSource<Token>()
    let subscription = operators(source.asObservable()).subscribe { _ in }
    defer { subscription.dispose() }
    source.send(Token(value: 0), through: .onNext)
    let token = Token(value: 1)
    return retains(of: token) {
        source.send(token, through: .onNext)
    }
}

/// The runtime's `swift_retain`.
private typealias RetainObject = @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?

// What the hook reads, since it cannot capture anything: the object watched, the count, and
// the runtime's own `swift_retain`.
nonisolated(unsafe) private var watchedObject: UnsafeMutableRawPointer?
nonisolated(unsafe) private var originalRetain: RetainObject?
private let watchedRetains = Atomic<Int>(0)

/// The retains of `object` while `body` runs, through the hook the Swift runtime keeps for
/// profilers (the one `heapAllocations(during:)` uses for allocations); nil where it is not
/// found.
private func retains(of object: AnyObject, during body: () -> Void) -> Int? {
    let everything = dlopen(nil, RTLD_NOW)
    guard let slot = dlsym(everything, "_swift_retain"),
        let enabled = dlsym(everything, "_swift_enableSwizzlingOfAllocationAndRefCountingFunctions_forInstrumentsOnly")
    else { return nil }
    let hook = slot.assumingMemoryBound(to: RetainObject?.self)
    let switchedOn = enabled.assumingMemoryBound(to: UInt8.self)
    guard let original = hook.pointee else { return nil }
    originalRetain = original
    watchedRetains.store(0, ordering: .sequentiallyConsistent)
    watchedObject = Unmanaged.passUnretained(object).toOpaque()
    hook.pointee = { pointer in
        if pointer != nil, pointer == watchedObject {
            watchedRetains.add(1, ordering: .relaxed)
        }
        return originalRetain!(pointer)
    }
    let wasOn = switchedOn.pointee
    switchedOn.pointee = 1
    body()
    switchedOn.pointee = wasOn
    hook.pointee = original
    watchedObject = nil
    return watchedRetains.load(ordering: .sequentiallyConsistent)
}
