// Workbook step 15, andThen: ConcatCompletableSink: your copy of Sources/ProductionRx/Traits/Completable+AndThen.swift.
// Write your code between the `workbook-` markers, then run `swift run workbook 15`.

// `andThen`: run a Completable, then another sequence. All four overloads share one
// producer, ConcatCompletable. Chapter 12.
import Synchronization

// snippet:begin and-then
extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// Runs this `Completable`, then `second`: `second` is subscribed only once this one
    /// completes, and never if it fails or is disposed first.
    ///
    /// - parameter second: The `Single` to run afterwards.
    /// - returns: A `Single` with `second`'s element, or the first error.
    public func andThen<Element>(_ second: Single<Element>) -> Single<Element> {
        let completable = primitiveSequence.asObservable()
        return Single(raw: ConcatCompletable(completable: completable, second: second.asObservable()))
    }

    /// Runs this `Completable`, then `second` (a `Maybe`).
    ///
    /// - parameter second: The `Maybe` to run afterwards.
    /// - returns: A `Maybe` with `second`'s outcome, or the first error.
    public func andThen<Element>(_ second: Maybe<Element>) -> Maybe<Element> {
        let completable = primitiveSequence.asObservable()
        return Maybe(raw: ConcatCompletable(completable: completable, second: second.asObservable()))
    }

    /// Runs this `Completable`, then `second` (another `Completable`).
    ///
    /// - parameter second: The `Completable` to run afterwards.
    /// - returns: A `Completable` that completes when both have.
    public func andThen(_ second: Completable) -> Completable {
        let completable = primitiveSequence.asObservable()
        return Completable(raw: ConcatCompletable(completable: completable, second: second.asObservable()))
    }

    /// Runs this `Completable`, then `second` (an `Observable`).
    ///
    /// - parameter second: The sequence to run afterwards.
    /// - returns: An `Observable` with `second`'s events, or the first error.
    public func andThen<Element>(_ second: Observable<Element>) -> Observable<Element> {
        let completable = primitiveSequence.asObservable()
        return ConcatCompletable(completable: completable, second: second.asObservable())
    }
}
// snippet:end and-then

// snippet:begin concat-completable
/// The producer behind every `andThen`: the `Completable` first, then the second sequence.
private final class ConcatCompletable<Element>: Producer<Element> {
    private let completable: Observable<Never>
    private let second: Observable<Element>

    init(completable: Observable<Never>, second: Observable<Element>) {
        self.completable = completable
        self.second = second
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = ConcatCompletableSink(second: second, observer: observer, cancel: cancel)
        let subscription = sink.run(completable)
        return (sink: sink, subscription: subscription)
    }
}

/// One subscription of `andThen`. It watches the `Completable`; on its completion, the
/// serial subscription moves over to the second sequence, whose events go down as they are.
///
/// It never holds the `Completable` itself (`run` gets it), and lets go of `second` once
/// subscribed to it: once the first has completed, nothing it captured is kept alive by
/// this subscription.
private final class ConcatCompletableSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    /// The sequence to run next, until it is subscribed to.
    private var second: Observable<Observer.Element>?
    /// Whatever runs now: the `Completable`'s subscription, then the second sequence's.
    private let current = SerialDisposable()
    /// Set by the `Completable`'s first end. A source that breaks the grammar may send an
    /// error after its completion, from another thread, while the second sequence delivers;
    /// only the first end counts.
    private let firstEnded = Atomic<Bool>(false)

    init(second: Observable<Observer.Element>, observer: Observer, cancel: Cancelable) {
        self.second = second
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ completable: Observable<Never>) -> Disposable {
        // snippet:begin workbook-concat-completable-sink-run
        // Step 15: subscribe this sink to `completable`, the subscription kept in
        // `current` (a SerialDisposable, so that the second can replace it).
        return Disposables.create()
        // snippet:end workbook-concat-completable-sink-run
    }

    func on(_ event: Event<Never>) {
        guard !firstEnded.exchange(true, ordering: .acquiringAndReleasing) else {
            return
        }
        // snippet:begin workbook-concat-completable-sink-on
        // Step 15: the Completable's error ends everything; its completion subscribes
        // a ConcatCompletableSinkOther to `second`, in `current`'s place, and lets go
        // of `second`.
        // snippet:end workbook-concat-completable-sink-on
    }
}

/// The observer of the second sequence: everything it sends goes down through the sink, and
/// its end ends the whole.
private final class ConcatCompletableSinkOther<Observer: ObserverType>: ObserverType {
    private let sink: ConcatCompletableSink<Observer>

    init(sink: ConcatCompletableSink<Observer>) {
        self.sink = sink
    }

    func on(_ event: Event<Observer.Element>) {
        // snippet:begin workbook-concat-completable-sink-other-on
        // Step 15: pass every event of the second sequence on through `sink`; its end ends everything.
        // snippet:end workbook-concat-completable-sink-other-on
    }
}
// snippet:end concat-completable
