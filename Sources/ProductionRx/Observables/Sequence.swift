// `Observable.of` and `Observable.from`: a sequence's elements, one scheduled step each.
// Chapter 7 explains why the steps of two sequences interleave on the trampoline.

extension ObservableType {
    /// A sequence of the given elements, then `completed`. Each element is a separate step
    /// on `scheduler` (by default the current thread's trampoline).
    public static func of(_ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        ObservableSequence(elements: elements, scheduler: scheduler)
    }
}

extension ObservableType {
    /// A sequence of the array's elements, then `completed`, one step each on `scheduler`.
    public static func from(_ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        ObservableSequence(elements: array, scheduler: scheduler)
    }

    /// A sequence of the sequence's elements, then `completed`, one step each on `scheduler`.
    public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<
        Element
    > where Sequence.Element == Element {
        ObservableSequence(elements: sequence, scheduler: scheduler)
    }
}

/// The sink of one `of`/`from` subscription.
private final class ObservableSequenceSink<Sequence: Swift.Sequence, Observer: ObserverType>: Sink<Observer> where Sequence.Element == Observer.Element {
    // snippet:begin observable-sequence-sink-run
    func run(_ elements: Sequence, on scheduler: ImmediateSchedulerType) -> Disposable {
        // One element per scheduled step, the iterator carried from step to step: on the
        // trampoline each `recurse` goes to the back of the queue, behind whatever else was
        // scheduled meanwhile.
        scheduler.scheduleRecursive(elements.makeIterator()) { iterator, recurse in
            var rest = iterator
            guard let element = rest.next() else {
                self.end(.completed)
                return
            }
            self.forwardOn(.next(element))
            recurse(rest)
        }
    }
    // snippet:end observable-sequence-sink-run
}

/// The observable `of` and `from` return.
private final class ObservableSequence<Sequence: Swift.Sequence>: Producer<Sequence.Element> {
    private let elements: Sequence
    private let scheduler: ImmediateSchedulerType

    init(elements: Sequence, scheduler: ImmediateSchedulerType) {
        self.elements = elements
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = ObservableSequenceSink<Sequence, Observer>(observer: observer, cancel: cancel)
        return (sink: sink, subscription: sink.run(elements, on: scheduler))
    }
}
