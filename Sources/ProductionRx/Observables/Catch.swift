// `catch` and `catchAndReturn`: on error, carry on with another sequence; `catch(sequence:)`
// tries one sequence after another until one does not fail. Chapter 10 ("Combining and
// recovering"); `retry` (Retry.swift) is `catch(sequence:)` over the same source repeated.

extension ObservableType {
    /// Continues an observable sequence that is terminated by an error with the observable
    /// sequence produced by the handler.
    ///
    /// The failed source is disposed before the handler's sequence is subscribed. If the
    /// handler throws, that error is sent instead.
    ///
    /// - seealso: [catch operator on reactivex.io](http://reactivex.io/documentation/operators/catch.html)
    /// - parameter handler: Error handler function, producing another observable sequence.
    /// - returns: An observable sequence containing the source sequence's elements, followed
    ///   by the elements produced by the handler's resulting observable sequence in case an
    ///   error occurred.
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        Catch(source: asObservable(), handler: handler)
    }

    /// Continues an observable sequence that is terminated by an error with a single element.
    ///
    /// - seealso: [catch operator on reactivex.io](http://reactivex.io/documentation/operators/catch.html)
    /// - parameter element: Last element in an observable sequence in case error occurs.
    /// - returns: An observable sequence containing the source sequence's elements, followed
    ///   by the `element` in case an error occurred.
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        Catch(source: asObservable(), handler: { _ in Observable.just(element) })
    }
}

extension ObservableType {
    /// Continues an observable sequence that is terminated by an error with the next
    /// observable sequence.
    ///
    /// Each sequence is subscribed only when the previous one failed; the first one that
    /// completes ends the result. When every sequence failed, the last error is sent.
    ///
    /// - seealso: [catch operator on reactivex.io](http://reactivex.io/documentation/operators/catch.html)
    /// - parameter sequence: Observable sequences to try in turn.
    /// - returns: An observable sequence containing elements from consecutive source
    ///   sequences until a source sequence terminates successfully.
    public static func `catch`<Sequence: Swift.Sequence>(sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        CatchSequence(sources: sequence)
    }
}

// MARK: RxSwift 5 names

extension ObservableType {
    /// Continues an observable sequence that is terminated by an error with the observable
    /// sequence produced by the handler. Renamed `catch(_:)` in RxSwift 6.
    ///
    /// - seealso: [catch operator on reactivex.io](http://reactivex.io/documentation/operators/catch.html)
    /// - parameter handler: Error handler function, producing another observable sequence.
    /// - returns: An observable sequence containing the source sequence's elements, followed
    ///   by the elements produced by the handler's resulting observable sequence in case an
    ///   error occurred.
    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        `catch`(handler)
    }

    /// Continues an observable sequence that is terminated by an error with a single
    /// element. Renamed `catchAndReturn(_:)` in RxSwift 6.
    ///
    /// - seealso: [catch operator on reactivex.io](http://reactivex.io/documentation/operators/catch.html)
    /// - parameter element: Last element in an observable sequence in case error occurs.
    /// - returns: An observable sequence containing the source sequence's elements, followed
    ///   by the `element` in case an error occurred.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
        catchAndReturn(element)
    }

    /// Continues an observable sequence that is terminated by an error with the next
    /// observable sequence. Renamed `catch(sequence:)` in RxSwift 6.
    ///
    /// - seealso: [catch operator on reactivex.io](http://reactivex.io/documentation/operators/catch.html)
    /// - parameter sequence: Observable sequences to try in turn.
    /// - returns: An observable sequence containing elements from consecutive source
    ///   sequences until a source sequence terminates successfully.
    @available(*, deprecated, renamed: "catch(sequence:)")
    public static func catchError<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        `catch`(sequence: sequence)
    }
}

// MARK: catch with a handler

/// Observes the handler's sequence for a `CatchSink`: forwards everything, and ends the sink
/// when that sequence ends.
private final class CatchSinkProxy<Observer: ObserverType>: ObserverType {
    typealias Element = Observer.Element
    typealias Parent = CatchSink<Observer>

    private let parent: Parent

    init(parent: Parent) {
        self.parent = parent
    }

    func on(_ event: Event<Element>) {
        parent.forwardOn(event)

        switch event {
        case .next:
            break
        case .error, .completed:
            parent.dispose()
        }
    }
}

/// One subscription of `catch(_:)`: forwards the source; on its error, swaps the source's
/// subscription for one to the handler's sequence.
///
/// It never holds the source itself (`run` gets it), and lets go of the handler once it has
/// run: after the switch, nothing the failed source or the handler captured is kept alive by
/// this subscription.
private final class CatchSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    typealias Handler = Catch<Element>.Handler

    /// Until the source fails; only the source's events touch it, one at a time.
    private var handler: Handler?
    // Holds the source's subscription, then the handler sequence's: setting the second
    // disposes the first.
    private let subscription = SerialDisposable()

    init(handler: @escaping Handler, observer: Observer, cancel: Cancelable) {
        self.handler = handler
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<Element>) -> Disposable {
        let sourceSubscription = SingleAssignmentDisposable()
        subscription.disposable = sourceSubscription
        sourceSubscription.setDisposable(source.subscribe(self))

        return subscription
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forwardOn(event)
        case .completed:
            forwardOn(event)
            dispose()
        case .error(let error):
            guard let handler else {
                return
            }
            self.handler = nil
            do {
                let catchSequence = try handler(error)

                let observer = CatchSinkProxy(parent: self)

                subscription.disposable = catchSequence.subscribe(observer)
            } catch let handlerError {
                forwardOn(.error(handlerError))
                dispose()
            }
        }
    }
}

/// The observable `catch(_:)` and `catchAndReturn(_:)` return: the source and the handler.
private final class Catch<Element>: Producer<Element> {
    typealias Handler = (Swift.Error) throws -> Observable<Element>

    fileprivate let source: Observable<Element>
    fileprivate let handler: Handler

    init(source: Observable<Element>, handler: @escaping Handler) {
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
/// One subscription of `catch(sequence:)` (and of `retry`): forwards elements; on an error,
/// remembers it and asks the tail-recursive machinery for the next source; when the sources
/// run out, sends the last error.
private final class CatchSequenceSink<Sequence: Swift.Sequence, Observer: ObserverType>: TailRecursiveSink<Sequence, Observer>, ObserverType
where Sequence.Element: ObservableConvertibleType, Sequence.Element.Element == Observer.Element {
    typealias Element = Observer.Element

    // Only touched inside the gate (the tail-recursive sink's AsyncLock) or by the current
    // source, which sends one event at a time.
    private var lastError: Swift.Error?

    override init(observer: Observer, cancel: Cancelable) {
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forwardOn(event)
        case .error(let error):
            lastError = error
            schedule(.moveNext)
        case .completed:
            forwardOn(event)
            dispose()
        }
    }

    override func subscribeToNext(_ source: Observable<Element>) -> Disposable {
        source.subscribe(self)
    }

    override func done() {
        if let lastError {
            forwardOn(.error(lastError))
        } else {
            forwardOn(.completed)
        }

        dispose()
    }

    override func extract(_ observable: Observable<Element>) -> SequenceGenerator? {
        // A nested catch(sequence:) of the same kind is walked into instead of subscribed to.
        if let onError = observable as? CatchSequence<Sequence> {
            return (onError.sources.makeIterator(), nil)
        } else {
            return nil
        }
    }
}
// snippet:end catch-sequence-sink

/// The observable `catch(sequence:)`, `retry()` and `retry(_:)` return: the sources to try
/// in turn.
final class CatchSequence<Sequence: Swift.Sequence>: Producer<Sequence.Element.Element> where Sequence.Element: ObservableConvertibleType {
    typealias Element = Sequence.Element.Element

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
