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

/// What `TailRecursiveSink` is asked to do next.
enum TailRecursiveSinkCommand {
    case moveNext
    case dispose
}

// snippet:begin tail-recursive-sink
/// Subscribes to the observables of one or more sequences, one at a time.
///
/// Moving to the next observable goes through `gate`, an `AsyncLock`: when an observable
/// completes during its own subscription (as `just` does), the `moveNext` it triggers is
/// queued and run by the loop already on the stack, instead of nesting a new subscription
/// inside the old one. Subclasses say how to subscribe (`subscribeToNext`) and which
/// observables are themselves sequences to walk into (`extract`).
class TailRecursiveSink<Sequence: Swift.Sequence, Observer: ObserverType>: Sink<Observer>, InvocableWithValueType
where Sequence.Element: ObservableConvertibleType, Sequence.Element.Element == Observer.Element {
    typealias Value = TailRecursiveSinkCommand
    typealias Element = Observer.Element
    /// An iterator over observables, and how many it has left if that is known.
    typealias SequenceGenerator = (generator: Sequence.Iterator, remaining: Int?)

    /// A stack of iterators: the top one is being walked.
    var generators: [SequenceGenerator] = []
    var disposed = false
    /// The subscription to the current observable.
    let subscription = SerialDisposable()

    // Thread-safe: it takes its own lock.
    let gate = AsyncLock<InvocableScheduledItem<TailRecursiveSink<Sequence, Observer>>>()

    override init(observer: Observer, cancel: Cancelable) {
        super.init(observer: observer, cancel: cancel)
    }

    /// Starts walking `sources`; returns the subscription to whichever observable is current.
    func run(_ sources: SequenceGenerator) -> Disposable {
        generators.append(sources)

        schedule(.moveNext)

        return subscription
    }

    func invoke(_ command: TailRecursiveSinkCommand) {
        switch command {
        case .dispose:
            disposeCommand()
        case .moveNext:
            moveNextCommand()
        }
    }

    /// Runs `command` through the gate: now, or after the command that is running.
    func schedule(_ command: TailRecursiveSinkCommand) {
        gate.invoke(InvocableScheduledItem(invocable: self, state: command))
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

    // Runs inside the gate.
    private func moveNextCommand() {
        var next: Observable<Element>?

        repeat {
            guard let (generator, left) = generators.last else {
                break
            }

            if isDisposed {
                return
            }

            generators.removeLast()

            var iterator = generator

            guard let nextCandidate = iterator.next()?.asObservable() else {
                continue
            }

            // `left` says how many observables the iterator had. When this was its last one,
            // the iterator is not pushed back, so that an endless tail recursion (a sequence
            // whose last element is the same concat again) does not pile up iterators.
            if let knownOriginalLeft = left {
                // `- 1` because `next()` was just called.
                if knownOriginalLeft - 1 >= 1 {
                    generators.append((iterator, knownOriginalLeft - 1))
                }
            } else {
                generators.append((iterator, nil))
            }

            if let nextGenerator = extract(nextCandidate) {
                generators.append(nextGenerator)
                #if DEBUG || TRACE_RESOURCES
                recordTailRecursiveSinkStackSize(generators.count)
                #endif
            } else {
                next = nextCandidate
            }
        } while next == nil

        guard let existingNext = next else {
            done()
            return
        }

        let disposable = SingleAssignmentDisposable()
        subscription.disposable = disposable
        disposable.setDisposable(subscribeToNext(existingNext))
    }

    /// Subscribes this sink's observer side to `source`.
    func subscribeToNext(_ source: Observable<Element>) -> Disposable {
        rxAbstractMethod()
    }

    func disposeCommand() {
        disposed = true
        generators.removeAll(keepingCapacity: false)
    }

    override func dispose() {
        super.dispose()

        subscription.dispose()
        gate.dispose()

        schedule(.dispose)
    }
}
// snippet:end tail-recursive-sink

/// Something that runs with a value of its own type (the tail-recursive sink runs a command).
protocol InvocableWithValueType {
    associatedtype Value

    func invoke(_ value: Value)
}

/// An invocable with the value to run it with: what `AsyncLock` queues.
struct InvocableScheduledItem<I: InvocableWithValueType>: InvocableType {
    let invocable: I
    let state: I.Value

    init(invocable: I, state: I.Value) {
        self.invocable = invocable
        self.state = state
    }

    func invoke() {
        invocable.invoke(state)
    }
}
