// `groupBy(keySelector:)`: splits one line into one line per key, each a subject the sink
// feeds, all sharing one subscription to the source. Chapter 10 ("groupBy: one line per key").

// snippet:begin group-by-extension
extension ObservableType {
    /// Groups the elements of an observable sequence according to a specified key selector
    /// function.
    ///
    /// The first element of a new key sends a `GroupedObservable` for that key, then the
    /// element itself on it; later elements of the key go to the same group. A group is a
    /// hot line: subscribe to it when it arrives, or miss what it sends before. Completion
    /// and errors reach every group, then the outer sequence. The source stays subscribed
    /// while the outer subscription or any group subscription is alive.
    ///
    /// - seealso: [groupBy operator on reactivex.io](http://reactivex.io/documentation/operators/groupby.html)
    /// - parameter keySelector: A function to extract the key for each element; throwing
    ///   sends the error to every group and to the outer sequence.
    /// - returns: A sequence of observable groups, each of which corresponds to a unique key
    ///   value, containing all elements that share that same key value.
    public func groupBy<Key: Hashable>(keySelector: @escaping (Element) throws -> Key) -> Observable<GroupedObservable<Key, Element>> {
        GroupBy(source: asObservable(), selector: keySelector)
    }
}
// snippet:end group-by-extension

/// A group's elements: a subscription to the group's subject that also holds the source
/// subscription open (a `retain()` on the sink's `RefCountDisposable`) until it is disposed.
private final class GroupedObservableImpl<Element>: Observable<Element> {
    private let subject: PublishSubject<Element>
    private let refCount: RefCountDisposable

    init(subject: PublishSubject<Element>, refCount: RefCountDisposable) {
        self.subject = subject
        self.refCount = refCount
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let release = refCount.retain()
        let subscription = subject.subscribe(observer)
        return Disposables.create(release, subscription)
    }
}

// snippet:begin group-by-sink
/// One subscription of `groupBy`: a subject per key seen so far, and a reference-counted
/// subscription to the source that the outer subscription and every group subscription hold.
private final class GroupBySink<Key: Hashable, Element, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == GroupedObservable<Key, Element> {
    typealias Parent = GroupBy<Key, Element>

    private let parent: Parent
    private let subscription = SingleAssignmentDisposable()
    private var refCountDisposable: RefCountDisposable!
    // Only touched by the source's events, which arrive one at a time.
    private var groupedSubjectTable: [Key: PublishSubject<Element>] = [:]

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        refCountDisposable = RefCountDisposable(disposable: subscription)

        subscription.setDisposable(parent.source.subscribe(self))

        return refCountDisposable
    }

    private func onGroupEvent(key: Key, value: Element) {
        if let writer = groupedSubjectTable[key] {
            writer.on(.next(value))
        } else {
            let writer = PublishSubject<Element>()
            groupedSubjectTable[key] = writer

            let group = GroupedObservable(
                key: key,
                source: GroupedObservableImpl(subject: writer, refCount: refCountDisposable)
            )

            // The group goes out first, so that a subscriber who subscribes to it on arrival
            // also receives the element that opened it.
            forwardOn(.next(group))
            writer.on(.next(value))
        }
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            do {
                let groupKey = try parent.selector(value)
                onGroupEvent(key: groupKey, value: value)
            } catch {
                self.error(error)
                return
            }
        case .error(let error):
            self.error(error)
        case .completed:
            forwardOnGroups(event: .completed)
            forwardOn(.completed)
            subscription.dispose()
            dispose()
        }
    }

    private func error(_ error: Swift.Error) {
        forwardOnGroups(event: .error(error))
        forwardOn(.error(error))
        subscription.dispose()
        dispose()
    }

    private func forwardOnGroups(event: Event<Element>) {
        for writer in groupedSubjectTable.values {
            writer.on(event)
        }
    }
}
// snippet:end group-by-sink

/// The observable `groupBy` returns.
private final class GroupBy<Key: Hashable, Element>: Producer<GroupedObservable<Key, Element>> {
    typealias KeySelector = (Element) throws -> Key

    fileprivate let source: Observable<Element>
    fileprivate let selector: KeySelector

    init(source: Observable<Element>, selector: @escaping KeySelector) {
        self.source = source
        self.selector = selector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == GroupedObservable<Key, Element> {
        let sink = GroupBySink(parent: self, observer: observer, cancel: cancel)
        return (sink: sink, subscription: sink.run())
    }
}
