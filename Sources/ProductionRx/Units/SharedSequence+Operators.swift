// The operators of Driver and Signal: each one applies the Observable operator of the same
// name to the wrapped sequence and wraps the result again, shared, as the same unit; the
// time operators run on `SharingScheduler.make()`. Chapter 13 (Units).
//
// Longer than most files on purpose: RxCocoa keeps every unit operator in this one file
// (`RxCocoa/Traits/SharedSequence/SharedSequence+Operators.swift`), and
// each is three lines of delegation; splitting them would hide that they are all one idea.

// MARK: map
extension SharedSequenceConvertibleType {
    // snippet:begin shared-sequence-map
    /// The unit of `selector`'s result for each element, shared the strategy's way like every
    /// operator's result.
    ///
    /// - parameter selector: Makes the new element from each element.
    /// - returns: A unit of the same strategy.
    @preconcurrency public func map<Result>(_ selector: @escaping @MainActor (Element) -> Result) -> SharedSequence<SharingStrategy, Result> {
        let source =
            self
            .asObservable()
            .map(onTheMainActor("map", selector))
        return SharedSequence<SharingStrategy, Result>(source)
    }
    // snippet:end shared-sequence-map
}

// MARK: compactMap
extension SharedSequenceConvertibleType {
    /// The unit of `selector`'s non-`nil` results: an element for which it returns `nil` is
    /// dropped.
    ///
    /// - parameter selector: Makes the new element, or `nil` to drop this one.
    /// - returns: A unit of the same strategy.
    @preconcurrency public func compactMap<Result>(_ selector: @escaping @MainActor (Element) -> Result?) -> SharedSequence<SharingStrategy, Result> {
        let source =
            self
            .asObservable()
            .compactMap(onTheMainActor("compactMap", selector))
        return SharedSequence<SharingStrategy, Result>(source)
    }
}

// MARK: filter
extension SharedSequenceConvertibleType {
    /// The unit of the elements that pass `predicate`.
    ///
    /// - parameter predicate: Says, element by element, whether it goes through.
    /// - returns: A unit of the same strategy.
    @preconcurrency public func filter(_ predicate: @escaping @MainActor (Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        let source =
            self
            .asObservable()
            .filter(onTheMainActor("filter", predicate))
        return SharedSequence(source)
    }
}

// MARK: switchLatest
extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
    /// The elements of the latest unit this one sent: each new inner unit disposes the
    /// subscription to the one before.
    ///
    /// - returns: A unit of the inner units' strategy.
    public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        let source: Observable<Element.Element> =
            self
            .asObservable()
            .mapping { $0.asSharedSequence() }
            .switchLatest()
        return SharedSequence<Element.SharingStrategy, Element.Element>(source)
    }
}

// MARK: flatMapLatest
extension SharedSequenceConvertibleType {
    /// Maps each element to a unit with `selector` and sends the elements of the latest one only:
    /// `map`, then `switchLatest`.
    ///
    /// - parameter selector: Makes the inner unit for an element.
    /// - returns: A unit of the inner units' strategy.
    @preconcurrency public func flatMapLatest<Sharing, Result>(_ selector: @escaping @MainActor (Element) -> SharedSequence<Sharing, Result>)
        -> SharedSequence<Sharing, Result>
    {
        let source: Observable<Result> =
            self
            .asObservable()
            .flatMapLatest(onTheMainActor("flatMapLatest", selector))
        return SharedSequence<Sharing, Result>(source)
    }
}

// MARK: flatMapFirst
extension SharedSequenceConvertibleType {
    /// Maps each element to a unit with `selector` and sends its elements, dropping the elements
    /// that arrive while an inner unit is still running.
    ///
    /// - parameter selector: Makes the inner unit for an element that is not dropped.
    /// - returns: A unit of the inner units' strategy.
    @preconcurrency public func flatMapFirst<Sharing, Result>(_ selector: @escaping @MainActor (Element) -> SharedSequence<Sharing, Result>)
        -> SharedSequence<Sharing, Result>
    {
        let source: Observable<Result> =
            self
            .asObservable()
            .flatMapFirst(onTheMainActor("flatMapFirst", selector))
        return SharedSequence<Sharing, Result>(source)
    }
}

// MARK: do
extension SharedSequenceConvertibleType {
    /// Runs the given closures as the events pass, then passes them on unchanged: for side
    /// effects such as logging.
    ///
    /// - parameter onNext: Called with each element, before it is passed on.
    /// - parameter afterNext: Called with each element, after it was passed on.
    /// - parameter onCompleted: Called on completion, before it is passed on.
    /// - parameter afterCompleted: Called on completion, after it was passed on.
    /// - parameter onSubscribe: Called before the source is subscribed.
    /// - parameter onSubscribed: Called after the source was subscribed.
    /// - parameter onDispose: Called when the subscription to the source is disposed, however
    ///   it ends.
    /// - returns: A unit of the same strategy, with the same events.
    @preconcurrency public func `do`(
        onNext: (@MainActor (Element) -> Void)? = nil,
        afterNext: (@MainActor (Element) -> Void)? = nil,
        onCompleted: (@MainActor () -> Void)? = nil,
        afterCompleted: (@MainActor () -> Void)? = nil,
        onSubscribe: (@Sendable () -> Void)? = nil,
        onSubscribed: (@Sendable () -> Void)? = nil,
        onDispose: (@Sendable () -> Void)? = nil
    ) -> SharedSequence<SharingStrategy, Element> {
        let source = asObservable()
            .do(
                onNext: onTheMainActor("do", onNext), afterNext: onTheMainActor("do", afterNext), onCompleted: onTheMainActor("do", onCompleted),
                afterCompleted: onTheMainActor("do", afterCompleted), onSubscribe: onSubscribe,
                onSubscribed: onSubscribed, onDispose: onDispose)

        return SharedSequence(source)
    }
}

// MARK: debug
extension SharedSequenceConvertibleType {
    /// Prints every event, and each subscription and disposal, with `identifier` (by default
    /// the file, line and function of the call).
    ///
    /// - parameter identifier: What the printed lines start with.
    /// - parameter trimOutput: Whether to cut each event's description to 40 characters.
    /// - parameter file: The file of the call, for the default identifier.
    /// - parameter line: The line of the call, for the default identifier.
    /// - parameter function: The function of the call, for the default identifier.
    /// - returns: A unit of the same strategy, with the same events.
    public func debug(_ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line, function: String = #function)
        -> SharedSequence<SharingStrategy, Element>
    {
        let source = asObservable()
            .debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function)
        return SharedSequence(source)
    }
}

// MARK: distinctUntilChanged
extension SharedSequenceConvertibleType where Element: Equatable {
    /// Drops each element equal to the one just before it.
    ///
    /// - returns: A unit of the same strategy.
    public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
        let source = asObservable()
            .distinctUntilChanged()

        return SharedSequence(source)
    }
}

extension SharedSequenceConvertibleType {
    /// Drops each element whose key, by `keySelector`, equals the key of the one just before it.
    ///
    /// - parameter keySelector: Makes the key compared.
    /// - returns: A unit of the same strategy.
    @preconcurrency public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping @MainActor (Element) -> Key) -> SharedSequence<
        SharingStrategy, Element
    > {
        let source = asObservable()
            .distinctUntilChanged(onTheMainActor("distinctUntilChanged", keySelector))
        return SharedSequence(source)
    }

    /// Drops each element that `comparer` finds equal to the one just before it.
    ///
    /// - parameter comparer: Says whether two neighbouring elements count as the same.
    /// - returns: A unit of the same strategy.
    @preconcurrency public func distinctUntilChanged(_ comparer: @escaping @MainActor (Element, Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        let source = asObservable()
            .distinctUntilChanged(onTheMainActor("distinctUntilChanged", comparer))
        return SharedSequence<SharingStrategy, Element>(source)
    }

    /// Drops each element whose key, by `keySelector`, `comparer` finds equal to the key of the
    /// one just before it.
    ///
    /// - parameter keySelector: Makes the key compared.
    /// - parameter comparer: Says whether two keys count as the same.
    /// - returns: A unit of the same strategy.
    @preconcurrency public func distinctUntilChanged<K>(_ keySelector: @escaping @MainActor (Element) -> K, comparer: @escaping @MainActor (K, K) -> Bool)
        -> SharedSequence<SharingStrategy, Element>
    {
        let source = asObservable()
            .distinctUntilChanged(onTheMainActor("distinctUntilChanged", keySelector), comparer: onTheMainActor("distinctUntilChanged", comparer))
        return SharedSequence<SharingStrategy, Element>(source)
    }
}

// MARK: flatMap
extension SharedSequenceConvertibleType {
    /// Maps each element to a unit with `selector` and sends the elements of every inner unit
    /// as they come.
    ///
    /// - parameter selector: Makes the inner unit for an element.
    /// - returns: A unit of the inner units' strategy.
    @preconcurrency public func flatMap<Sharing, Result>(_ selector: @escaping @MainActor (Element) -> SharedSequence<Sharing, Result>) -> SharedSequence<
        Sharing, Result
    > {
        let source = asObservable()
            .flatMap(onTheMainActor("flatMap", selector))

        return SharedSequence(source)
    }
}

// MARK: merge
extension SharedSequenceConvertibleType {
    /// The elements of every unit in `sources`, as they come.
    ///
    /// - seealso: [merge operator on reactivex.io](http://reactivex.io/documentation/operators/merge.html)
    /// - parameter sources: The units to merge.
    /// - returns: A unit of the same strategy.
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> SharedSequence<SharingStrategy, Element>
    where Collection.Element == SharedSequence<SharingStrategy, Element> {
        let source = Observable.merge(sources.map { $0.asObservable() })
        return SharedSequence<SharingStrategy, Element>(source)
    }

    /// The elements of every unit in `sources`, as they come.
    ///
    /// - seealso: [merge operator on reactivex.io](http://reactivex.io/documentation/operators/merge.html)
    /// - parameter sources: The units to merge.
    /// - returns: A unit of the same strategy.
    public static func merge(_ sources: [SharedSequence<SharingStrategy, Element>]) -> SharedSequence<SharingStrategy, Element> {
        let source = Observable.merge(sources.map { $0.asObservable() })
        return SharedSequence<SharingStrategy, Element>(source)
    }

    /// The elements of every unit given, as they come.
    ///
    /// - seealso: [merge operator on reactivex.io](http://reactivex.io/documentation/operators/merge.html)
    /// - parameter sources: The units to merge.
    /// - returns: A unit of the same strategy.
    public static func merge(_ sources: SharedSequence<SharingStrategy, Element>...) -> SharedSequence<SharingStrategy, Element> {
        let source = Observable.merge(sources.map { $0.asObservable() })
        return SharedSequence<SharingStrategy, Element>(source)
    }
}

extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
    /// The elements of every unit this one sends, as they come.
    ///
    /// - returns: A unit of the inner units' strategy.
    public func merge() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        let source = asObservable()
            .mapping { $0.asSharedSequence() }
            .merge()
        return SharedSequence<Element.SharingStrategy, Element.Element>(source)
    }

    /// The elements of the units this one sends, as they come, with at most `maxConcurrent` of
    /// them subscribed at once; the others wait their turn.
    ///
    /// - parameter maxConcurrent: How many inner units may run at the same time.
    /// - returns: A unit of the inner units' strategy.
    public func merge(maxConcurrent: Int) -> SharedSequence<Element.SharingStrategy, Element.Element> {
        let source = asObservable()
            .mapping { $0.asSharedSequence() }
            .merge(maxConcurrent: maxConcurrent)
        return SharedSequence<Element.SharingStrategy, Element.Element>(source)
    }
}

// MARK: throttle
extension SharedSequenceConvertibleType {
    /// At most one element per `dueTime`, timed on the strategy's scheduler: see
    /// `ObservableType.throttle(_:latest:scheduler:)`.
    ///
    /// - seealso: [debounce operator on reactivex.io](http://reactivex.io/documentation/operators/debounce.html)
    /// - parameter dueTime: The shortest time between two elements sent.
    /// - parameter latest: Whether the last element of a window is sent when it ends.
    /// - returns: A unit of the same strategy.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true) -> SharedSequence<SharingStrategy, Element> {
        let source = asObservable()
            .throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler)

        return SharedSequence(source)
    }

    /// Each element once `dueTime` has passed without another, timed on the strategy's
    /// scheduler; an element followed sooner by another is dropped.
    ///
    /// - parameter dueTime: How long an element must stay the latest to be sent.
    /// - returns: A unit of the same strategy.
    public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        let source = asObservable()
            .debounce(dueTime, scheduler: SharingStrategy.scheduler)

        return SharedSequence(source)
    }
}

// MARK: scan
extension SharedSequenceConvertibleType {
    /// The value folded so far, starting from `seed`, after each element.
    ///
    /// - parameter seed: The value the fold starts from.
    /// - parameter accumulator: Combines the value so far with the next element.
    /// - returns: A unit of the same strategy.
    @preconcurrency public func scan<A>(_ seed: A, accumulator: @escaping @MainActor (A, Element) -> A) -> SharedSequence<SharingStrategy, A> {
        let source = asObservable()
            .scan(seed, accumulator: onTheMainActor("scan", accumulator))
        return SharedSequence<SharingStrategy, A>(source)
    }
}

// MARK: concat
extension SharedSequence {
    /// The elements of each unit in `sequence`, one unit after the other: the next is
    /// subscribed when the one before completes.
    ///
    /// - parameter sequence: The units, in order.
    /// - returns: A unit of the same strategy.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> SharedSequence<SharingStrategy, Element>
    where Sequence.Element == SharedSequence<SharingStrategy, Element> {
        let source = Observable.concat(sequence.lazy.map { $0.asObservable() })
        return SharedSequence<SharingStrategy, Element>(source)
    }

    /// The elements of each unit in `collection`, one unit after the other: the next is
    /// subscribed when the one before completes.
    ///
    /// - parameter collection: The units, in order.
    /// - returns: A unit of the same strategy.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> SharedSequence<SharingStrategy, Element>
    where Collection.Element == SharedSequence<SharingStrategy, Element> {
        let source = Observable.concat(collection.map { $0.asObservable() })
        return SharedSequence<SharingStrategy, Element>(source)
    }
}

// MARK: zip
extension SharedSequence {
    /// `resultSelector` of the units' elements, taken one from each unit at the same position:
    /// the first of each, then the second of each, and so on.
    ///
    /// - parameter collection: The units to zip.
    /// - parameter resultSelector: Makes the element to send from one element of each unit.
    /// - returns: A unit of the same strategy.
    @preconcurrency public static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection, resultSelector: @escaping @MainActor ([Element]) throws -> Result
    )
        -> SharedSequence<SharingStrategy, Result>
    where Collection.Element == SharedSequence<SharingStrategy, Element> {
        let source = Observable.zip(collection.map { $0.asSharedSequence().asObservable() }, resultSelector: onTheMainActor("zip", resultSelector))
        return SharedSequence<SharingStrategy, Result>(source)
    }

    /// The units' elements, taken one from each unit at the same position, as an array.
    ///
    /// - parameter collection: The units to zip.
    /// - returns: A unit of the same strategy.
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> SharedSequence<SharingStrategy, [Element]>
    where Collection.Element == SharedSequence<SharingStrategy, Element> {
        let source = Observable.zip(collection.map { $0.asSharedSequence().asObservable() })
        return SharedSequence<SharingStrategy, [Element]>(source)
    }
}

// MARK: combineLatest
extension SharedSequence {
    /// `resultSelector` of the latest element of every unit, each time one of them sends, once
    /// all have sent something.
    ///
    /// - parameter collection: The units to combine.
    /// - parameter resultSelector: Makes the element to send from the latest elements.
    /// - returns: A unit of the same strategy.
    @preconcurrency public static func combineLatest<Collection: Swift.Collection, Result>(
        _ collection: Collection, resultSelector: @escaping @MainActor ([Element]) throws -> Result
    )
        -> SharedSequence<SharingStrategy, Result>
    where Collection.Element == SharedSequence<SharingStrategy, Element> {
        let source = Observable.combineLatest(collection.map { $0.asObservable() }, resultSelector: onTheMainActor("combineLatest", resultSelector))
        return SharedSequence<SharingStrategy, Result>(source)
    }

    /// The latest element of every unit, as an array, each time one of them sends, once all
    /// have sent something.
    ///
    /// - parameter collection: The units to combine.
    /// - returns: A unit of the same strategy.
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> SharedSequence<SharingStrategy, [Element]>
    where Collection.Element == SharedSequence<SharingStrategy, Element> {
        let source = Observable.combineLatest(collection.map { $0.asObservable() })
        return SharedSequence<SharingStrategy, [Element]>(source)
    }
}

// MARK: withLatestFrom
extension SharedSequenceConvertibleType {
    /// Combines each element with the latest element of `second` through `resultSelector`;
    /// `second`'s elements never trigger a send, and elements that come before `second` sent
    /// anything are dropped.
    ///
    /// - parameter second: The unit whose latest element goes with each element.
    /// - parameter resultSelector: Makes the element to send from the pair.
    /// - returns: A unit of the same strategy.
    @preconcurrency public func withLatestFrom<SecondO: SharedSequenceConvertibleType, ResultType>(
        _ second: SecondO, resultSelector: @escaping @MainActor (Element, SecondO.Element) -> ResultType
    ) -> SharedSequence<SharingStrategy, ResultType> where SecondO.SharingStrategy == SharingStrategy {
        let source = asObservable()
            .withLatestFrom(second.asSharedSequence(), resultSelector: onTheMainActor("withLatestFrom", resultSelector))

        return SharedSequence<SharingStrategy, ResultType>(source)
    }

    /// Sends, for each element, the latest element of `second`; elements that come before
    /// `second` sent anything are dropped.
    ///
    /// - parameter second: The unit whose latest element is sent.
    /// - returns: A unit of the same strategy.
    public func withLatestFrom<SecondO: SharedSequenceConvertibleType>(_ second: SecondO) -> SharedSequence<SharingStrategy, SecondO.Element> {
        let source = asObservable()
            .withLatestFrom(second.asSharedSequence())

        return SharedSequence<SharingStrategy, SecondO.Element>(source)
    }
}

// MARK: skip
extension SharedSequenceConvertibleType {
    /// Drops the first `count` elements and sends every element after them.
    ///
    /// - seealso: [skip operator on reactivex.io](http://reactivex.io/documentation/operators/skip.html)
    /// - parameter count: How many elements to drop.
    /// - returns: A unit of the same strategy.
    public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
        let source = asObservable()
            .skip(count)
        return SharedSequence(source)
    }
}

// MARK: startWith
extension SharedSequenceConvertibleType {
    /// Sends `element` first, then the unit's events.
    ///
    /// - seealso: [startWith operator on reactivex.io](http://reactivex.io/documentation/operators/startwith.html)
    /// - parameter element: What comes first.
    /// - returns: A unit of the same strategy.
    public func startWith(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        let source = asObservable()
            .startWith(element)

        return SharedSequence(source)
    }
}

// MARK: delay
extension SharedSequenceConvertibleType {
    /// The same events, each `dueTime` later, timed on the strategy's scheduler.
    ///
    /// - seealso: [delay operator on reactivex.io](http://reactivex.io/documentation/operators/delay.html)
    /// - parameter dueTime: How much later.
    /// - returns: A unit of the same strategy.
    public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        let source = asObservable()
            .delay(dueTime, scheduler: SharingStrategy.scheduler)

        return SharedSequence(source)
    }
}

// MARK: withUnretained
extension SharedSequence where SharingStrategy == SignalSharingStrategy {
    /// Combines each element with `obj`, held weakly and handed over as a plain reference,
    /// through `resultSelector`; once `obj` is gone, the next element completes the unit.
    ///
    /// - note: A unit that replays would keep `obj` in its buffer, and so alive: that is why
    ///   `Driver` does not have this operator.
    ///
    /// - parameter obj: The object to hand over with each element, while it lives.
    /// - parameter resultSelector: Makes the element to send from `obj` and an element.
    /// - returns: A unit of the same strategy.
    @preconcurrency public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object,
        resultSelector: @escaping @MainActor (Object, Element) -> Out
    ) -> SharedSequence<SharingStrategy, Out> {
        SharedSequence<SharingStrategy, Out>(asObservable().withUnretained(obj, resultSelector: onTheMainActor("withUnretained", resultSelector)))
    }

    /// Pairs each element with `obj`, held weakly and handed over as a plain reference; once
    /// `obj` is gone, the next element completes the unit.
    ///
    /// - note: A unit that replays would keep `obj` in its buffer, and so alive: that is why
    ///   `Driver` does not have this operator.
    ///
    /// - parameter obj: The object to hand over with each element, while it lives.
    /// - returns: A unit of the same strategy, of `(obj, element)` pairs.
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> SharedSequence<SharingStrategy, (Object, Element)> {
        withUnretained(obj) { ($0, $1) }
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Unavailable for `Driver`, whose replay buffer would keep `obj` alive: use
    /// `drive(with:onNext:onCompleted:onDisposed:)`.
    @available(*, message: "withUnretained has been deprecated for Driver. Consider using `drive(with:onNext:onCompleted:onDisposed:)`, instead", unavailable)
    @preconcurrency public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object,
        resultSelector: @escaping @MainActor (Object, Element) -> Out
    ) -> SharedSequence<SharingStrategy, Out> {
        SharedSequence(asObservable().withUnretained(obj, resultSelector: onTheMainActor("withUnretained", resultSelector)))
    }

    /// Unavailable for `Driver`, whose replay buffer would keep `obj` alive: use
    /// `drive(with:onNext:onCompleted:onDisposed:)`.
    @available(*, message: "withUnretained has been deprecated for Driver. Consider using `drive(with:onNext:onCompleted:onDisposed:)`, instead", unavailable)
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> SharedSequence<SharingStrategy, (Object, Element)> {
        SharedSequence(asObservable().withUnretained(obj))
    }
}
