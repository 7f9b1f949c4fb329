// `concat`: one sequence after the other, each subscribed when the previous completes.
// Chapter 5; the sink it rests on, `TailRecursiveSink`, is why 100,000 of them do not
// overflow the stack.

extension ObservableType {
    /// This sequence, then `second`: `second` is subscribed once this one completes, and
    /// never if it fails.
    ///
    /// - seealso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    /// - parameter second: The sequence that follows.
    /// - returns: This sequence's elements, then `second`'s.
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element> where Source.Element == Element {
        Observable.concat([asObservable(), second.asObservable()])
    }
}

extension ObservableType {
    /// The sources one after the other: each is subscribed when the one before it completes;
    /// an error ends everything.
    ///
    /// However many sources there are, and however many finish during their own
    /// subscription, the stack does not grow with them; a `concat` nested as the last source
    /// of another is walked into rather than subscribed (`TailRecursiveSink`, chapter 5).
    ///
    /// - seealso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    /// - parameter sequence: The sources, in order.
    /// - returns: The elements of every source, source by source.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        Concat(sources: sequence, count: nil)
    }

    /// The sources of a collection one after the other, as `concat(_:)` of a sequence does;
    /// each is let go as soon as it has completed.
    ///
    /// - seealso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    /// - parameter collection: The sources, in order.
    /// - returns: The elements of every source, source by source.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Observable<Element>
    where Collection.Element == Observable<Element> {
        Concat(sources: ConsumingSources(base: collection), count: collection.count)
    }

    /// The sources given as arguments, one after the other, as `concat(_:)` of a sequence does.
    ///
    /// - seealso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    /// - parameter sources: The sources, in order.
    /// - returns: The elements of every source, source by source.
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        Concat(sources: ConsumingSources(base: sources), count: sources.count)
    }
}

/// The sources of a `concat` over a collection, as one subscription walks them: each
/// subscription's iterator hands every source out once and keeps no reference to it after,
/// so a source that has finished, and whatever it captured, is released while the later
/// ones run (the producer keeps the collection for the next subscription).
struct ConsumingSources<Base: Swift.Collection>: Sequence {
    let base: Base

    func makeIterator() -> Iterator {
        Iterator(remaining: Remaining(elements: Array(base.reversed())))
    }

    /// Hands out the sources first to last, forgetting each as it goes.
    struct Iterator: IteratorProtocol {
        // The tail-recursive sink copies its iterators around; the copies share this, and
        // only the sink's gate (one command at a time) calls `next()`.
        fileprivate let remaining: Remaining

        mutating func next() -> Base.Element? {
            remaining.elements.popLast()
        }
    }

    /// The sources not handed out yet, last one first.
    fileprivate final class Remaining {
        var elements: [Base.Element]

        init(elements: [Base.Element]) {
            self.elements = elements
        }
    }
}

// snippet:begin concat-sink
/// One subscription of `concat`: the current observable's elements and error go down; its
/// completion is not the end, only a request to the tail-recursive machinery for the next
/// observable (whose running out is the end, `done()`).
private final class ConcatSink<Sequence: Swift.Sequence, Observer: ObserverType>: TailRecursiveSink<Sequence, Observer>, ObserverType
where Sequence.Element: ObservableConvertibleType, Sequence.Element.Element == Observer.Element {
    func on(_ event: Event<Element>) {
        if event.isCompleted {
            schedule(.moveNext)
            return
        }
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }

    override func subscribeToNext(_ source: Observable<Element>) -> Disposable {
        source.subscribe(self)
    }

    override func extract(_ observable: Observable<Element>) -> SequenceGenerator? {
        // A nested concat of the same kind is walked into instead of subscribed to.
        guard let nested = observable as? Concat<Sequence> else {
            return nil
        }
        return (nested.sources.makeIterator(), nested.count)
    }
}
// snippet:end concat-sink

/// The observable `concat` returns: the sources and, when known, how many there are.
private final class Concat<Sequence: Swift.Sequence>: Producer<Sequence.Element.Element> where Sequence.Element: ObservableConvertibleType {
    fileprivate let sources: Sequence
    fileprivate let count: Int?

    init(sources: Sequence, count: Int?) {
        self.sources = sources
        self.count = count
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = ConcatSink<Sequence, Observer>(observer: observer, cancel: cancel)
        let subscription = sink.run((sources.makeIterator(), count))
        return (sink: sink, subscription: subscription)
    }
}
