// `catch` and `catchAndReturn`: on error, carry on with another sequence; `catch(sequence:)`
// tries one sequence after another until one does not fail. Chapter 10 ("Combining and
// recovering"); `retry` (Retry.swift) is `catch(sequence:)` over the same source repeated.

extension ObservableType {
    /// Recovers from an error: when the source fails, `handler` makes a sequence out of the
    /// error, and the result carries on with that sequence's events.
    ///
    /// The failed source is disposed before the handler's sequence is subscribed. If the
    /// handler throws, that error is sent instead.
    ///
    /// - seealso: [catch operator on reactivex.io](http://reactivex.io/documentation/operators/catch.html)
    /// - parameter handler: Makes the sequence to carry on with, from the error.
    /// - returns: The source's elements, then, if it failed, the handler's sequence.
    @preconcurrency public func `catch`(_ handler: @escaping @Sendable (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        Catch(source: asObservable(), handler: handler)
    }

    /// Recovers from an error with one element: when the source fails, `element` goes down
    /// in place of the error, and the result completes.
    ///
    /// - seealso: [catch operator on reactivex.io](http://reactivex.io/documentation/operators/catch.html)
    /// - parameter element: The element that stands in for the error.
    /// - returns: The source's elements, then, if it failed, `element`.
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        Catch(source: asObservable(), handler: { _ in Observable.just(element) })
    }
}

extension ObservableType {
    /// Tries the sources one after the other: each is subscribed only when the previous one
    /// failed, and the first one that completes ends the result. When every source failed,
    /// the last error is sent.
    ///
    /// - seealso: [catch operator on reactivex.io](http://reactivex.io/documentation/operators/catch.html)
    /// - parameter sequence: The sources to try in turn.
    /// - returns: The elements of each source tried, up to the first that completes.
    public static func `catch`<Sequence: Swift.Sequence>(sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        CatchSequence(sources: sequence)
    }
}

// MARK: RxSwift 5 names

extension ObservableType {
    /// RxSwift 5's name for `catch(_:)`: carries on with the sequence `handler` makes of the
    /// source's error.
    ///
    /// - seealso: [catch operator on reactivex.io](http://reactivex.io/documentation/operators/catch.html)
    /// - parameter handler: Makes the sequence to carry on with, from the error.
    /// - returns: The source's elements, then, if it failed, the handler's sequence.
    @available(*, deprecated, renamed: "catch(_:)")
    @preconcurrency public func catchError(_ handler: @escaping @Sendable (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        `catch`(handler)
    }

    /// RxSwift 5's name for `catchAndReturn(_:)`: `element` in place of the source's error.
    ///
    /// - seealso: [catch operator on reactivex.io](http://reactivex.io/documentation/operators/catch.html)
    /// - parameter element: The element that stands in for the error.
    /// - returns: The source's elements, then, if it failed, `element`.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
        catchAndReturn(element)
    }

    /// RxSwift 5's name for `catch(sequence:)`: the sources tried in turn, until one completes.
    ///
    /// - seealso: [catch operator on reactivex.io](http://reactivex.io/documentation/operators/catch.html)
    /// - parameter sequence: The sources to try in turn.
    /// - returns: The elements of each source tried, up to the first that completes.
    @available(*, deprecated, renamed: "catch(sequence:)")
    public static func catchError<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        `catch`(sequence: sequence)
    }
}

// MARK: catch with a handler

/// One subscription of `catch(_:)`. It watches the source until the source fails, then the
/// sequence the handler makes of the error, in the source's place.
///
/// It never holds the source itself (`run` is handed it), and lets go of the handler once it
/// has run: after the switch, nothing the failed source or the handler captured is kept
/// alive by this subscription.
private final class CatchSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    private enum Watching {
        /// The source, and the handler to call if it fails.
        case source(handler: (Swift.Error) throws -> Observable<Observer.Element>)
        /// The handler's sequence: everything it sends goes down, its error too.
        case replacement
    }

    /// Changed once, by the source's error. The events that read it come one at a time: the
    /// source's, then the replacement's.
    private var watching: Watching
    /// The source's subscription, then the replacement's: setting the second disposes the
    /// first.
    private let current = SerialDisposable()

    init(handler: @escaping (Swift.Error) throws -> Observable<Observer.Element>, observer: Observer, cancel: Cancelable) {
        watching = .source(handler: handler)
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<Observer.Element>) -> Disposable {
        // In the serial disposable before subscribing: a source that fails during its own
        // subscription is then replaced, and disposed, like any other.
        let sourceSubscription = SingleAssignmentDisposable()
        current.disposable = sourceSubscription
        sourceSubscription.setDisposable(source.subscribe(self))
        return current
    }

    /// The source's events.
    func on(_ event: Event<Observer.Element>) {
        // After its error the source has had its say: what it sends then (a source that
        // breaks the grammar) must not end the replacement's sequence.
        guard case .source(let handler) = watching else { return }
        guard case .error(let error) = event else {
            forwardOn(event)
            if event.isStopEvent {
                dispose()
            }
            return
        }
        watching = .replacement
        let replacement: Observable<Observer.Element>
        do {
            replacement = try handler(error)
        } catch {
            forwardOn(.error(error))
            dispose()
            return
        }
        current.disposable = replacement.subscribe(CatchReplacementObserver(self))
    }

    /// One of the source's elements, without an `Event` (chapter 15): down it goes, unless
    /// the source has failed already.
    func onNext(_ element: Observer.Element) {
        guard case .source = watching else { return }
        forwardNext(element)
    }

    /// The replacement's events: everything it sends goes down, its error too.
    fileprivate func replacementSent(_ event: Event<Observer.Element>) {
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }
}

/// Observes the handler's sequence for a `CatchSink`, apart from the failed source.
private final class CatchReplacementObserver<Observer: ObserverType>: ObserverType {
    private let sink: CatchSink<Observer>

    init(_ sink: CatchSink<Observer>) {
        self.sink = sink
    }

    func on(_ event: Event<Observer.Element>) {
        sink.replacementSent(event)
    }
}

/// The observable `catch(_:)` and `catchAndReturn(_:)` return: the source and the handler.
final class Catch<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let handler: (Swift.Error) throws -> Observable<Element>

    init(source: Observable<Element>, handler: @escaping (Swift.Error) throws -> Observable<Element>) {
        self.source = source
        self.handler = handler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = CatchSink(handler: handler, observer: observer, cancel: cancel)
        let subscription = sink.run(source)
        return (sink: sink, subscription: subscription)
    }
}

// MARK: catch over a sequence of sources

// snippet:begin catch-sequence-sink
/// One subscription of `catch(sequence:)` (and of `retry`): the current source's elements go
/// down; its error is kept, and the tail-recursive machinery is asked for the next source;
/// its completion ends everything. When the sources run out, the last error goes down.
private final class CatchSequenceSink<Sequence: Swift.Sequence, Observer: ObserverType>: TailRecursiveSink<Sequence, Observer>, ObserverType
where Sequence.Element: ObservableConvertibleType, Sequence.Element.Element == Observer.Element {
    // Only touched inside the gate (the tail-recursive sink's AsyncLock) or by the current
    // source, which sends one event at a time.
    private var lastError: Swift.Error?

    func on(_ event: Event<Element>) {
        if case .error(let error) = event {
            // Not the end yet: the next source may do better.
            lastError = error
            schedule(.moveNext)
            return
        }
        forwardOn(event)
        if event.isCompleted {
            dispose()
        }
    }

    override func subscribeToNext(_ source: Observable<Element>) -> Disposable {
        source.subscribe(self)
    }

    override func done() {
        // Out of sources: the last one's error, or completion if there was no source at all.
        forwardOn(lastError.map { .error($0) } ?? .completed)
        dispose()
    }

    override func extract(_ observable: Observable<Element>) -> SequenceGenerator? {
        // A nested catch(sequence:) of the same kind is walked into instead of subscribed to.
        guard let nested = observable as? CatchSequence<Sequence> else {
            return nil
        }
        return (nested.sources.makeIterator(), nil)
    }
}
// snippet:end catch-sequence-sink

extension CatchSequenceSink {
    /// The current source's element, without an `Event` (chapter 15): down it goes.
    func onNext(_ element: Element) {
        forwardNext(element)
    }
}

/// The observable `catch(sequence:)`, `retry()` and `retry(_:)` return: the sources to try
/// in turn.
final class CatchSequence<Sequence: Swift.Sequence>: Producer<Sequence.Element.Element> where Sequence.Element: ObservableConvertibleType {
    /// Read by the sink of an enclosing `catch(sequence:)` too, which walks into them.
    let sources: Sequence

    init(sources: Sequence) {
        self.sources = sources
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = CatchSequenceSink<Sequence, Observer>(observer: observer, cancel: cancel)
        let subscription = sink.run((sources.makeIterator(), nil))
        return (sink: sink, subscription: subscription)
    }
}
