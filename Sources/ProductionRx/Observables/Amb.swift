// `amb`: whichever source sends first (an element, an error or completion) wins; the others
// are disposed and only the winner is forwarded. Chapter 10 ("Combining and recovering").

extension ObservableType {
    /// Propagates the observable sequence that reacts first.
    ///
    /// An empty sequence of sources gives a sequence that never sends anything.
    ///
    /// - seealso: [amb operator on reactivex.io](http://reactivex.io/documentation/operators/amb.html)
    /// - parameter sequence: Observable sources competing to react first.
    /// - returns: An observable sequence that surfaces any of the given sequences, whichever
    ///   reacted first.
    public static func amb<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        sequence.reduce(Observable<Sequence.Element.Element>.never()) { accumulated, source in
            accumulated.amb(source.asObservable())
        }
    }
}

extension ObservableType {
    /// Propagates the observable sequence that reacts first.
    ///
    /// - seealso: [amb operator on reactivex.io](http://reactivex.io/documentation/operators/amb.html)
    /// - parameter right: Second observable sequence.
    /// - returns: An observable sequence that surfaces either of the given sequences,
    ///   whichever reacted first.
    public func amb<O2: ObservableType>(_ right: O2) -> Observable<Element> where O2.Element == Element {
        Amb(left: asObservable(), right: right.asObservable())
    }
}

/// Which source won, if any yet.
private enum AmbState {
    case neither
    case left
    case right
}

/// The observer one side of `amb` is subscribed with. Until a side wins, `sink` decides;
/// the winner's observer then gets a `sink` that forwards directly.
private final class AmbObserver<Observer: ObserverType>: ObserverType {
    typealias Element = Observer.Element
    typealias This = AmbObserver<Observer>
    typealias Sink = (This, Event<Element>) -> Void

    // Replaced once, by `decide`, under the amb sink's lock.
    fileprivate var sink: Sink
    fileprivate var cancel: Disposable

    init(cancel: Disposable, sink: @escaping Sink) {
        Resources.incrementTotal()

        self.sink = sink
        self.cancel = cancel
    }

    func on(_ event: Event<Element>) {
        sink(self, event)
        if event.isStopEvent {
            cancel.dispose()
        }
    }

    deinit {
        Resources.decrementTotal()
    }
}

// snippet:begin amb-sink
/// One subscription of `amb` of two: the first side to send anything becomes the choice,
/// under `lock`; the other side's subscription is disposed at that moment.
private final class AmbSink<Observer: ObserverType>: Sink<Observer> {
    typealias Element = Observer.Element
    typealias Parent = Amb<Element>
    typealias AmbObserverType = AmbObserver<Observer>

    private let parent: Parent

    // Taken whenever a side sends before the choice is made.
    private let lock = RecursiveLock()
    // state, guarded by `lock`
    private var choice = AmbState.neither

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        let subscription1 = SingleAssignmentDisposable()
        let subscription2 = SingleAssignmentDisposable()
        let disposeAll = Disposables.create(subscription1, subscription2)

        let forwardEvent = { (_: AmbObserverType, event: Event<Element>) in
            self.forwardOn(event)
            if event.isStopEvent {
                self.dispose()
            }
        }

        let decide = { (observer: AmbObserverType, event: Event<Element>, me: AmbState, otherSubscription: Disposable) in
            self.lock.performLocked {
                if self.choice == .neither {
                    self.choice = me
                    observer.sink = forwardEvent
                    observer.cancel = disposeAll
                    otherSubscription.dispose()
                }

                if self.choice == me {
                    self.forwardOn(event)
                    if event.isStopEvent {
                        self.dispose()
                    }
                }
            }
        }

        let sink1 = AmbObserver<Observer>(cancel: subscription1) { observer, event in
            decide(observer, event, .left, subscription2)
        }

        let sink2 = AmbObserver<Observer>(cancel: subscription2) { observer, event in
            decide(observer, event, .right, subscription1)
        }

        subscription1.setDisposable(parent.left.subscribe(sink1))
        subscription2.setDisposable(parent.right.subscribe(sink2))

        return disposeAll
    }
}
// snippet:end amb-sink

/// The observable `amb` returns: the two competing sources.
private final class Amb<Element>: Producer<Element> {
    fileprivate let left: Observable<Element>
    fileprivate let right: Observable<Element>

    init(left: Observable<Element>, right: Observable<Element>) {
        self.left = left
        self.right = right
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = AmbSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}
