// `andThen`: run a Completable, then another sequence. All four overloads share one
// producer, ConcatCompletable. Chapter 12.

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
    fileprivate let completable: Observable<Never>
    fileprivate let second: Observable<Element>

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

/// Observes the `Completable`; on its completion swaps the serial subscription over to the
/// second sequence.
///
/// It never holds the `Completable` itself (`run` gets it), and lets go of `second` once
/// subscribed to it: once the first has completed, nothing it captured is kept alive by
/// this subscription.
private final class ConcatCompletableSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Never

    /// The sequence to run next, until it is subscribed to.
    private var second: Observable<Observer.Element>?
    private let subscription = SerialDisposable()

    init(second: Observable<Observer.Element>, observer: Observer, cancel: Cancelable) {
        self.second = second
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        // snippet:begin workbook-concat-completable-sink-on
        switch event {
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .next:
            break
        case .completed:
            guard let second else {
                return
            }
            self.second = nil
            let otherSink = ConcatCompletableSinkOther(parent: self)
            // Setting the serial disposable disposes, and lets go of, the first subscription.
            subscription.disposable = second.subscribe(otherSink)
        }
        // snippet:end workbook-concat-completable-sink-on
    }

    func run(_ completable: Observable<Never>) -> Disposable {
        // snippet:begin workbook-concat-completable-sink-run
        let subscription = SingleAssignmentDisposable()
        self.subscription.disposable = subscription
        subscription.setDisposable(completable.subscribe(self))
        return self.subscription
        // snippet:end workbook-concat-completable-sink-run
    }
}

/// Observes the second sequence and forwards everything through the first sink.
private final class ConcatCompletableSinkOther<Observer: ObserverType>: ObserverType {
    typealias Element = Observer.Element
    typealias Parent = ConcatCompletableSink<Observer>

    private let parent: Parent

    init(parent: Parent) {
        self.parent = parent
    }

    func on(_ event: Event<Observer.Element>) {
        // snippet:begin workbook-concat-completable-sink-other-on
        parent.forwardOn(event)
        if event.isStopEvent {
            parent.dispose()
        }
        // snippet:end workbook-concat-completable-sink-other-on
    }
}
// snippet:end concat-completable
