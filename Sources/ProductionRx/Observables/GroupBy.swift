// `groupBy(keySelector:)`: splits one line into one line per key, each a subject the sink
// feeds, all sharing one subscription to the source. Chapter 10 ("groupBy: one line per key").

// snippet:begin group-by-extension
extension ObservableType {
    /// Sorts the elements into one sequence per key.
    ///
    /// The first element of a new key sends a `GroupedObservable` for that key, then the
    /// element itself on it; later elements of the key go to the same group. A group is a
    /// hot line: subscribe to it when it arrives, or miss what it sends before. Completion
    /// and errors reach every group, then the outer sequence. The source stays subscribed
    /// while the outer subscription or any group subscription is alive.
    ///
    /// - seealso: [groupBy operator on reactivex.io](http://reactivex.io/documentation/operators/groupby.html)
    /// - parameter keySelector: The key of an element; throwing sends the error to every
    ///   group and to the outer sequence.
    /// - returns: The sequence of groups, one per key, each with the elements of its key.
    @preconcurrency public func groupBy<Key: Hashable>(keySelector: @escaping @Sendable (Element) throws -> Key) -> Observable<GroupedObservable<Key, Element>>
    {
        GroupBy(source: asObservable(), selector: keySelector)
    }
}
// snippet:end group-by-extension

/// What a group's `GroupedObservable` wraps: subscribing to it subscribes to the group's
/// subject, and takes a hold on the shared source subscription that lasts as long as the
/// group subscription does.
private final class GroupedObservableImpl<Element>: Observable<Element> {
    private let subject: PublishSubject<Element>
    private let sharedSource: RefCountDisposable

    init(subject: PublishSubject<Element>, refCount: RefCountDisposable) {
        self.subject = subject
        sharedSource = refCount
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        // The hold is taken before the subscription is made, and given back with it.
        Disposables.create(sharedSource.retain(), subject.subscribe(observer))
    }
}

// snippet:begin group-by-sink
/// One subscription of `groupBy`: a subject per key seen so far, and one subscription to the
/// source, shared through a `RefCountDisposable` by the outer subscription and by every
/// subscription to a group.
private final class GroupBySink<Key: Hashable, Element, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == GroupedObservable<Key, Element> {
    private let keySelector: (Element) throws -> Key
    private let sourceSubscription: SingleAssignmentDisposable
    /// The source is let go when the last holder of this is disposed.
    private let sharedSource: RefCountDisposable
    /// Only the source's events touch it, and they arrive one at a time.
    private var groups: [Key: PublishSubject<Element>] = [:]

    init(keySelector: @escaping (Element) throws -> Key, observer: Observer, cancel: Cancelable) {
        self.keySelector = keySelector
        let subscription = SingleAssignmentDisposable()
        sourceSubscription = subscription
        sharedSource = RefCountDisposable(disposable: subscription)
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<Element>) -> Disposable {
        sourceSubscription.setDisposable(source.subscribe(self))
        return sharedSource
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let key: Key
            do {
                key = try keySelector(element)
            } catch {
                finish(failing: error)
                return
            }
            group(for: key).on(.next(element))
        case .error(let error):
            finish(failing: error)
        case .completed:
            finish(failing: nil)
        }
    }

    /// The subject of `key`'s group, made when the key first shows up. A new group goes out
    /// before its first element does, so that whoever subscribes to it on arrival receives
    /// that element too.
    private func group(for key: Key) -> PublishSubject<Element> {
        if let subject = groups[key] {
            return subject
        }
        let subject = PublishSubject<Element>()
        groups[key] = subject
        forwardOn(.next(GroupedObservable(key: key, source: GroupedObservableImpl(subject: subject, refCount: sharedSource))))
        return subject
    }

    /// The end (an error, or completion when `error` is `nil`) reaches every group first,
    /// then the outer line; the source is let go at once, even if groups are still watched.
    private func finish(failing error: Swift.Error?) {
        let end: Event<Element> = error.map { .error($0) } ?? .completed
        for subject in groups.values {
            subject.on(end)
        }
        forwardOn(error.map { .error($0) } ?? .completed)
        sourceSubscription.dispose()
        dispose()
    }
}
// snippet:end group-by-sink

/// The observable `groupBy` returns.
private final class GroupBy<Key: Hashable, Element>: Producer<GroupedObservable<Key, Element>> {
    private let source: Observable<Element>
    private let keySelector: (Element) throws -> Key

    init(source: Observable<Element>, selector: @escaping (Element) throws -> Key) {
        self.source = source
        keySelector = selector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == GroupedObservable<Key, Element> {
        let sink = GroupBySink(keySelector: keySelector, observer: observer, cancel: cancel)
        let subscription = sink.run(source)
        return (sink: sink, subscription: subscription)
    }
}
