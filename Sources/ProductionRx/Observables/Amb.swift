// `amb`: whichever source sends first (an element, an error or completion) wins; the others
// are disposed and only the winner is forwarded. Chapter 10 ("Combining and recovering").

extension ObservableType {
    /// Races the sources: the first to send anything (an element, an error or completion)
    /// wins, and from then on the result is that source; the others are disposed.
    ///
    /// An empty sequence of sources gives a sequence that never sends anything.
    ///
    /// - seealso: [amb operator on reactivex.io](http://reactivex.io/documentation/operators/amb.html)
    /// - parameter sequence: The sources that race.
    /// - returns: The winner's events.
    public static func amb<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        sequence.reduce(Observable<Sequence.Element.Element>.never()) { accumulated, source in
            accumulated.amb(source.asObservable())
        }
    }
}

extension ObservableType {
    /// Races this sequence against `right`: whichever sends anything first wins, and the
    /// result is that one from then on; the other is disposed.
    ///
    /// - seealso: [amb operator on reactivex.io](http://reactivex.io/documentation/operators/amb.html)
    /// - parameter right: The other contender.
    /// - returns: The winner's events.
    public func amb<O2: ObservableType>(_ right: O2) -> Observable<Element> where O2.Element == Element {
        Amb(left: asObservable(), right: right.asObservable())
    }
}

/// Where one side of an `amb` stands in the race.
private enum AmbStanding {
    /// It has sent nothing yet.
    case racing
    /// Its first event came before the other side's: everything it sends goes down.
    case won
    /// The other side was first: nothing it sends goes anywhere.
    case lost
}

/// The observer one side of `amb` is subscribed with. Its first event races the other side's
/// for the sink's flag; whichever sets it first wins, and lets go of the rival's
/// subscription.
private final class AmbObserver<Observer: ObserverType>: ObserverType {
    private let race: AmbSink<Observer>
    private let rival: Disposable
    /// Touched only by this side's own events, which arrive one at a time: no lock needed.
    private var standing = AmbStanding.racing

    init(race: AmbSink<Observer>, rival: Disposable) {
        Resources.incrementTotal()
        self.race = race
        self.rival = rival
    }

    func on(_ event: Event<Observer.Element>) {
        if standing == .racing {
            standing = race.claimVictory() ? .won : .lost
            if standing == .won {
                rival.dispose()
            }
        }
        if standing == .won {
            race.forwardFromWinner(event)
        }
    }

    deinit {
        Resources.decrementTotal()
    }
}

// snippet:begin amb-sink
/// One subscription of `amb` of two: both sides are subscribed, and the race between them is
/// one atomic flag. There is no lock: the winner's events go down as they come, and the
/// loser's are dropped by its own observer.
private final class AmbSink<Observer: ObserverType>: Sink<Observer> {
    /// 0 until the first event of either side sets it.
    private let decided = AtomicInt(0)

    func run(left: Observable<Observer.Element>, right: Observable<Observer.Element>) -> Disposable {
        let leftSubscription = SingleAssignmentDisposable()
        let rightSubscription = SingleAssignmentDisposable()
        let leftSide = AmbObserver(race: self, rival: rightSubscription)
        let rightSide = AmbObserver(race: self, rival: leftSubscription)
        leftSubscription.setDisposable(left.subscribe(leftSide))
        rightSubscription.setDisposable(right.subscribe(rightSide))
        return Disposables.create(leftSubscription, rightSubscription)
    }

    /// `true` for the first side to ask, `false` for the other, whatever threads they ask on.
    fileprivate func claimVictory() -> Bool {
        fetchOr(decided, 1) == 0
    }

    fileprivate func forwardFromWinner(_ event: Event<Observer.Element>) {
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }
}
// snippet:end amb-sink

/// The observable `amb` returns: the two competing sources.
private final class Amb<Element>: Producer<Element> {
    private let left: Observable<Element>
    private let right: Observable<Element>

    init(left: Observable<Element>, right: Observable<Element>) {
        self.left = left
        self.right = right
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = AmbSink(observer: observer, cancel: cancel)
        let subscription = sink.run(left: left, right: right)
        return (sink: sink, subscription: subscription)
    }
}
