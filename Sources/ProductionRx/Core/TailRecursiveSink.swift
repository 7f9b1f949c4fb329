// The sink behind `concat`: it walks a sequence of observables one after the other without
// growing the stack, however many there are and however synchronously they finish. Chapter 5.

#if DEBUG || TRACE_RESOURCES
import Synchronization

/// The deepest stack of iterators any tail-recursive sink (`concat`, `catch(sequence:)`,
/// `retry`) has held so far, in debug builds, as RxSwift exposes it for its tests: a nested
/// concat that is walked into instead of subscribed to adds one level, and a tail call (the
/// nested concat is the last element) adds none. Set it to `0` before measuring.
public var maxTailRecursiveSinkStackSize: Int {
    get { tailRecursiveSinkStackSize.load(ordering: .relaxed) }
    set { tailRecursiveSinkStackSize.store(newValue, ordering: .relaxed) }
}

/// The storage behind `maxTailRecursiveSinkStackSize`: sinks on several threads may raise it
/// at once.
private let tailRecursiveSinkStackSize = Atomic<Int>(0)

/// Raises `maxTailRecursiveSinkStackSize` to `size` if `size` is larger.
private func recordTailRecursiveSinkStackSize(_ size: Int) {
    var current = tailRecursiveSinkStackSize.load(ordering: .relaxed)
    while current < size {
        let (exchanged, original) = tailRecursiveSinkStackSize.compareExchange(
            expected: current, desired: size, ordering: .relaxed)
        if exchanged { return }
        current = original
    }
}
#endif

/// What a subclass of `TailRecursiveSink` asks it to do: go on to the next observable.
enum TailRecursiveSinkCommand {
    case moveNext
}

// snippet:begin tail-recursive-sink
/// Subscribes to the observables of one or more sequences, one at a time.
///
/// Moving to the next observable goes through `gate`, an `AsyncLock`: when an observable
/// completes during its own subscription (as `just` does), the `moveNext` it triggers is
/// queued and run by the loop already on the stack, instead of nesting a new subscription
/// inside the old one. Subclasses say how to subscribe (`subscribeToNext`) and which
/// observables are themselves sequences to walk into (`extract`).
class TailRecursiveSink<Sequence: Swift.Sequence, Observer: ObserverType>: Sink<Observer>
where Sequence.Element: ObservableConvertibleType, Sequence.Element.Element == Observer.Element {
    typealias Element = Observer.Element
    /// An iterator over observables, and how many it has left if that is known.
    typealias SequenceGenerator = (generator: Sequence.Iterator, remaining: Int?)

    /// The iterators being walked, innermost on top. Only touched inside the gate.
    private var stack: [SequenceGenerator] = []
    /// The subscription to the current observable; each new one replaces (and disposes)
    /// the one before.
    private let current = SerialDisposable()
    /// Runs the moves one at a time; thread-safe, it takes its own lock.
    private let gate = AsyncLock()

    override init(observer: Observer, cancel: Cancelable) {
        super.init(observer: observer, cancel: cancel)
    }

    /// Starts walking `sources`; returns the subscription to whichever observable is current.
    func run(_ sources: SequenceGenerator) -> Disposable {
        stack.append(sources)
        schedule(.moveNext)
        return current
    }

    /// Runs `command` through the gate: now, or after the move that is running.
    func schedule(_ command: TailRecursiveSinkCommand) {
        switch command {
        case .moveNext:
            gate.invoke { self.moveNext() }
        }
    }

    /// Every observable completed.
    func done() {
        forwardOn(.completed)
        dispose()
    }

    /// The iterator to walk into when `observable` is itself a sequence of observables this
    /// sink can flatten, otherwise `nil`.
    func extract(_ observable: Observable<Element>) -> SequenceGenerator? {
        rxAbstractMethod()
    }

    /// Subscribes this sink's observer side to `source`.
    func subscribeToNext(_ source: Observable<Element>) -> Disposable {
        rxAbstractMethod()
    }

    /// Inside the gate: pops iterators until one yields an observable that is not itself a
    /// sequence to walk into, and subscribes to it; when the stack runs empty, `done()`.
    private func moveNext() {
        while let top = stack.popLast() {
            if isDisposed {
                return
            }
            var iterator = top.generator
            guard let candidate = iterator.next()?.asObservable() else {
                // Used up: it stays off the stack.
                continue
            }
            // Back on the stack, unless that was known to be its last observable: an endless
            // tail recursion (a sequence whose last element is the same concat again) then
            // never piles iterators up.
            let remaining = top.remaining.map { $0 - 1 }
            if remaining.map({ $0 > 0 }) ?? true {
                stack.append((iterator, remaining))
            }
            if let nested = extract(candidate) {
                stack.append(nested)
                #if DEBUG || TRACE_RESOURCES
                recordTailRecursiveSinkStackSize(stack.count)
                #endif
                continue
            }
            subscribe(to: candidate)
            return
        }
        done()
    }

    /// Makes `source` the current observable. Its slot replaces (and so disposes) the
    /// previous subscription before `subscribeToNext` runs, so that a `dispose()` that comes
    /// during the new subscription reaches it too.
    private func subscribe(to source: Observable<Element>) {
        let slot = SingleAssignmentDisposable()
        current.disposable = slot
        slot.setDisposable(subscribeToNext(source))
    }

    override func dispose() {
        super.dispose()
        current.dispose()
        gate.dispose()
    }
}
// snippet:end tail-recursive-sink
