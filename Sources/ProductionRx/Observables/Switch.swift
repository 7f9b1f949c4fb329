// `flatMapLatest` and `switchLatest`: only the latest inner sequence is forwarded; the one
// before is disposed the moment the next arrives. Chapter 10 ("Combining and recovering").

extension ObservableType {
    /// Projects each element of an observable sequence into a new sequence of observable
    /// sequences and then transforms an observable sequence of observable sequences into an
    /// observable sequence producing values only from the most recent observable sequence.
    ///
    /// It is a combination of `map` + `switchLatest` operator.
    ///
    /// - seealso: [flatMapLatest operator on reactivex.io](http://reactivex.io/documentation/operators/flatmap.html)
    /// - parameter selector: A transform function to apply to each element.
    /// - returns: An observable sequence whose elements are the result of invoking the
    ///   transform function on each element of source producing an Observable of Observable
    ///   sequences and that at any point in time produces the elements of the most recent
    ///   inner observable sequence that has been received.
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
        -> Observable<Source.Element>
    {
        FlatMapLatest(source: asObservable(), selector: selector)
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Transforms an observable sequence of observable sequences into an observable sequence
    /// producing values only from the most recent observable sequence.
    ///
    /// Each time a new inner observable sequence is received, unsubscribe from the
    /// previous inner observable sequence.
    ///
    /// - seealso: [switch operator on reactivex.io](http://reactivex.io/documentation/operators/switch.html)
    /// - returns: The observable sequence that at any point in time produces the elements of
    ///   the most recent inner observable sequence that has been received.
    public func switchLatest() -> Observable<Element.Element> {
        Switch(source: asObservable())
    }
}

// snippet:begin switch-sink
/// One subscription of `switchLatest` and `flatMapLatest`: keeps one inner subscription in
/// a `SerialDisposable`, so that setting the next disposes the previous, and numbers the
/// inner sequences so that a late event from a replaced one is dropped.
///
/// Every event, from the source or any inner sequence, is handled under `lock`; disposing
/// happens after it is released. Subclasses say how an element becomes an inner sequence
/// (`performMap`) and let go of what only the source needed when it completes
/// (`sourceCompleted`).
private class SwitchSink<SourceType, Source: ObservableConvertibleType, Observer: ObserverType>: Sink<Observer>, ObserverType
where Source.Element == Observer.Element {
    typealias Element = SourceType

    private let subscriptions = SingleAssignmentDisposable()
    private let innerSubscription = SerialDisposable()

    let lock = RecursiveLock()

    // state, guarded by `lock`
    fileprivate var stopped = false
    /// The number of the latest inner sequence.
    fileprivate var latest = 0
    /// Whether the latest inner sequence is still running.
    fileprivate var hasLatest = false

    override init(observer: Observer, cancel: Cancelable) {
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<SourceType>) -> Disposable {
        let subscription = source.subscribe(self)
        subscriptions.setDisposable(subscription)
        return Disposables.create(subscriptions, innerSubscription)
    }

    /// Turns an element of the source into the inner sequence to switch to.
    func performMap(_ element: SourceType) throws -> Source {
        rxAbstractMethod()
    }

    /// The source completed: `performMap` will not be called again. Called with `lock` held.
    func sourceCompleted() {
    }

    /// Maps `element` under the lock and numbers it the latest; `nil` if there is nothing to
    /// switch to, and `ended` if `performMap` threw, the error was sent and the sink must be
    /// disposed.
    private func nextElementArrived(element: Element) -> (next: (Int, Observable<Source.Element>)?, ended: Bool) {
        lock.performLocked {
            if stopped {
                return (nil, false)
            }

            do {
                let observable = try performMap(element).asObservable()
                hasLatest = true
                latest = latest &+ 1
                return ((latest, observable), false)
            } catch {
                forwardError(error)
                stopForwarding()
                return (nil, true)
            }
        }
    }

    /// Switches to the inner sequence `element` stands for: what `on(.next(element))` and
    /// `onNext(element)` both do.
    private func switchTo(_ element: Element) {
        let (next, ended) = nextElementArrived(element: element)
        if ended {
            dispose()
        }
        if let (latest, observable) = next {
            let disposable = SingleAssignmentDisposable()
            // Replacing the serial disposable's content disposes the previous inner
            // subscription, at the moment the new element arrives.
            innerSubscription.disposable = disposable

            let observer = SwitchSinkIter(parent: self, id: latest, this: disposable)
            let subscription = observable.subscribe(observer)
            disposable.setDisposable(subscription)
        }
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            switchTo(element)
        case .error(let error):
            lock.performLocked {
                forwardOn(.error(error))
                stopForwarding()
            }
            dispose()
        case .completed:
            let ended = lock.performLocked {
                stopped = true
                sourceCompleted()

                if !hasLatest {
                    forwardOn(.completed)
                    stopForwarding()
                    return true
                }
                return false
            }

            subscriptions.dispose()
            if ended {
                dispose()
            }
        }
    }
}

/// The observer of inner sequence number `id`: forwards its events, under the parent's
/// lock, only while it is the latest.
private final class SwitchSinkIter<SourceType, Source: ObservableConvertibleType, Observer: ObserverType>: ObserverType
where Source.Element == Observer.Element {
    typealias Element = Source.Element
    typealias Parent = SwitchSink<SourceType, Source, Observer>

    private let parent: Parent
    private let id: Int
    private let this: Disposable

    init(parent: Parent, id: Int, this: Disposable) {
        self.parent = parent
        self.id = id
        self.this = this
    }

    func on(_ event: Event<Element>) {
        let ended: Bool = parent.lock.performLocked {
            if parent.latest != id {
                return false
            }

            switch event {
            case .next:
                parent.forwardOn(event)
                return false
            case .error:
                parent.forwardOn(event)
                parent.stopForwarding()
                return true
            case .completed:
                parent.hasLatest = false
                if parent.stopped {
                    parent.forwardOn(event)
                    parent.stopForwarding()
                    return true
                }
                return false
            }
        }

        // Disposing runs other code: after the lock is released.
        if event.isStopEvent {
            this.dispose()
        }
        if ended {
            parent.dispose()
        }
    }
}
// snippet:end switch-sink

// The element path (chapter 15): `onNext` is `on(.next(element))` without an `Event`.
extension SwitchSink {
    func onNext(_ element: Element) {
        switchTo(element)
    }
}

extension SwitchSinkIter {
    func onNext(_ element: Element) {
        parent.lock.performLocked {
            if parent.latest == id {
                parent.forwardNext(element)
            }
        }
    }

    func onCompleted() {
        let ended: Bool = parent.lock.performLocked {
            if parent.latest != id {
                return false
            }
            parent.hasLatest = false
            if parent.stopped {
                parent.forwardCompleted()
                parent.stopForwarding()
                return true
            }
            return false
        }

        this.dispose()
        if ended {
            parent.dispose()
        }
    }
}

/// `switchLatest`: the source's elements are the inner sequences.
private final class SwitchIdentitySink<Source: ObservableConvertibleType, Observer: ObserverType>: SwitchSink<Source, Source, Observer>
where Observer.Element == Source.Element {
    override init(observer: Observer, cancel: Cancelable) {
        super.init(observer: observer, cancel: cancel)
    }

    override func performMap(_ element: Source) throws -> Source {
        element
    }
}

/// `flatMapLatest`: an inner sequence per element, from `selector`.
private final class MapSwitchSink<SourceType, Source: ObservableConvertibleType, Observer: ObserverType>: SwitchSink<SourceType, Source, Observer>
where Observer.Element == Source.Element {
    typealias Selector = (SourceType) throws -> Source

    // guarded by `lock`; dropped when the source completes, with everything it captured
    private var selector: Selector?

    init(selector: @escaping Selector, observer: Observer, cancel: Cancelable) {
        self.selector = selector
        super.init(observer: observer, cancel: cancel)
    }

    override func performMap(_ element: SourceType) throws -> Source {
        guard let selector else {
            rxFatalError("flatMapLatest: an element arrived after the source completed. Chapter 5 explains the grammar sources keep.")
        }
        return try selector(element)
    }

    override func sourceCompleted() {
        selector = nil
    }
}

/// The observable `switchLatest` returns.
private final class Switch<Source: ObservableConvertibleType>: Producer<Source.Element> {
    private let source: Observable<Source>

    init(source: Observable<Source>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Source.Element {
        let sink = SwitchIdentitySink<Source, Observer>(observer: observer, cancel: cancel)
        let subscription = sink.run(source)
        return (sink: sink, subscription: subscription)
    }
}

/// The observable `flatMapLatest` returns.
private final class FlatMapLatest<SourceType, Source: ObservableConvertibleType>: Producer<Source.Element> {
    typealias Selector = (SourceType) throws -> Source

    private let source: Observable<SourceType>
    private let selector: Selector

    init(source: Observable<SourceType>, selector: @escaping Selector) {
        self.source = source
        self.selector = selector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Source.Element {
        let sink = MapSwitchSink<SourceType, Source, Observer>(selector: selector, observer: observer, cancel: cancel)
        let subscription = sink.run(source)
        return (sink: sink, subscription: subscription)
    }
}
