// `flatMapLatest` and `switchLatest`: only the latest inner sequence is forwarded; the one
// before is disposed the moment the next arrives. Chapter 10 ("Combining and recovering").

extension ObservableType {
    /// Maps each element to an inner sequence with `selector` and sends the elements of the
    /// latest inner sequence only: a new element disposes the inner subscription before it.
    ///
    /// `map` followed by `switchLatest`, in one step. The result completes once the source
    /// and the latest inner sequence have both completed.
    ///
    /// - seealso: [flatMapLatest operator on reactivex.io](http://reactivex.io/documentation/operators/flatmap.html)
    /// - parameter selector: Makes the inner sequence for an element.
    /// - returns: The elements of whichever inner sequence is the latest.
    @preconcurrency public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping @Sendable (Element) throws -> Source)
        -> Observable<Source.Element>
    {
        FlatMapLatest(source: asObservable(), selector: selector)
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Sends the elements of the latest sequence the source sent: each new one disposes the
    /// subscription to the one before.
    ///
    /// The result completes once the source and the latest inner sequence have both
    /// completed.
    ///
    /// - seealso: [switch operator on reactivex.io](http://reactivex.io/documentation/operators/switch.html)
    /// - returns: The elements of whichever inner sequence is the latest.
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

    /// What an element of the source leads to.
    private enum Switch {
        /// Subscribe to this inner sequence, which carries this number.
        case to(Int, Observable<Source.Element>)
        /// Nothing: the source had already completed.
        case nowhere
        /// `performMap` threw; the error was sent, and the sink must be disposed.
        case failed
    }

    let lock = RecursiveLock()
    private let sourceSubscription = SingleAssignmentDisposable()
    /// The latest inner subscription; each new one disposes the one before.
    private let innerSubscription = SerialDisposable()

    // Guarded by `lock`.
    /// The number of the latest inner sequence: only it may send.
    fileprivate var latestNumber = 0
    /// Whether the latest inner sequence is still running.
    fileprivate var latestIsRunning = false
    /// Set when the source completed: the end of the latest inner sequence is the end.
    fileprivate var sourceIsDone = false

    override init(observer: Observer, cancel: Cancelable) {
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<SourceType>) -> Disposable {
        sourceSubscription.setDisposable(source.subscribe(self))
        return Disposables.create(sourceSubscription, innerSubscription)
    }

    /// Turns an element of the source into the inner sequence to switch to.
    func performMap(_ element: SourceType) throws -> Source {
        rxAbstractMethod()
    }

    /// The source completed: `performMap` will not be called again. Called with `lock` held.
    func sourceCompleted() {
    }

    /// Under the lock: maps `element` to its inner sequence and makes it the latest.
    private func decideSwitch(for element: Element) -> Switch {
        lock.performLocked {
            guard !sourceIsDone else {
                return .nowhere
            }
            do {
                let inner = try performMap(element).asObservable()
                latestNumber &+= 1
                latestIsRunning = true
                return .to(latestNumber, inner)
            } catch {
                forwardError(error)
                stopForwarding()
                return .failed
            }
        }
    }

    /// Switches to the inner sequence `element` stands for: what `on(.next(element))` and
    /// `onNext(element)` both do.
    private func switchTo(_ element: Element) {
        switch decideSwitch(for: element) {
        case .to(let number, let inner):
            // The slot replaces (and so disposes) the previous inner subscription before the
            // new one is made, at the moment the new element arrives.
            let slot = SingleAssignmentDisposable()
            innerSubscription.disposable = slot
            slot.setDisposable(inner.subscribe(SwitchSinkIter(parent: self, id: number, this: slot)))
        case .nowhere:
            break
        case .failed:
            dispose()
        }
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            switchTo(element)
        case .error(let error):
            lock.performLocked {
                endUnderLock(.error(error))
            }
            dispose()
        case .completed:
            let ended: Bool = lock.performLocked {
                sourceIsDone = true
                sourceCompleted()
                // With no inner sequence running, nothing is left to wait for.
                guard latestIsRunning else {
                    endUnderLock(.completed)
                    return true
                }
                return false
            }
            sourceSubscription.dispose()
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
    /// This inner sequence's own subscription, disposed once it has ended.
    private let this: Disposable

    init(parent: Parent, id: Int, this: Disposable) {
        self.parent = parent
        self.id = id
        self.this = this
    }

    func on(_ event: Event<Element>) {
        guard case .next(let element) = event else {
            end(with: event)
            return
        }
        onNext(element)
    }

    /// An error or completion of this inner sequence. Under the lock: an error ends the
    /// result; completion ends it too if the source is done; a replaced sequence's end
    /// changes nothing. Disposing runs other code, so it waits for the lock to be released.
    private func end(with event: Event<Element>) {
        let ended: Bool = parent.lock.performLocked {
            guard parent.latestNumber == id else {
                return false
            }
            if case .completed = event {
                parent.latestIsRunning = false
                guard parent.sourceIsDone else {
                    return false
                }
            }
            parent.endUnderLock(event)
            return true
        }
        this.dispose()
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
            if parent.latestNumber == id {
                parent.forwardNext(element)
            }
        }
    }

    func onCompleted() {
        end(with: .completed)
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
        return (sink: sink, subscription: sink.run(source))
    }
}

/// The observable `flatMapLatest` returns.
private final class FlatMapLatest<SourceType, Source: ObservableConvertibleType>: Producer<Source.Element> {
    private let source: Observable<SourceType>
    /// Makes each element's inner sequence; every subscription's sink gets it.
    private let selector: (SourceType) throws -> Source

    init(source: Observable<SourceType>, selector: @escaping (SourceType) throws -> Source) {
        self.source = source
        self.selector = selector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Source.Element {
        let sink = MapSwitchSink<SourceType, Source, Observer>(selector: selector, observer: observer, cancel: cancel)
        return (sink: sink, subscription: sink.run(source))
    }
}
