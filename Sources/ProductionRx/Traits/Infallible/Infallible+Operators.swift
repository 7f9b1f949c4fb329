// The operators Infallible mirrors from Observable, as RxSwift's
// `RxSwift/Traits/Infallible/Infallible+Operators.swift` does: each calls the Observable operator on the wrapped source and wraps the result again.
// Chapter 14. (Longer than ~300 lines on purpose: it is one list of thin wrappers, kept in
// one file as RxSwift keeps it, so a learner can compare the two side by side.)

// MARK: - Creation

extension InfallibleType {
    /// An `Infallible` that sends `element` and completes.
    ///
    /// - seealso: [just operator on reactivex.io](http://reactivex.io/documentation/operators/just.html)
    /// - parameter element: The one element.
    /// - returns: An `Infallible` of that element.
    public static func just(_ element: Element) -> Infallible<Element> {
        Infallible(.just(element))
    }

    /// An `Infallible` that sends `element` on `scheduler`, then completes.
    ///
    /// - seealso: [just operator on reactivex.io](http://reactivex.io/documentation/operators/just.html)
    /// - parameter element: The one element.
    /// - parameter scheduler: Where the element and the completion are sent.
    /// - returns: An `Infallible` of that element.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(.just(element, scheduler: scheduler))
    }

    /// An `Infallible` that sends nothing and never ends.
    ///
    /// - seealso: [never operator on reactivex.io](http://reactivex.io/documentation/operators/empty-never-throw.html)
    /// - returns: An `Infallible` without events.
    public static func never() -> Infallible<Element> {
        Infallible(.never())
    }

    /// An `Infallible` that completes at once, without an element.
    ///
    /// - seealso: [empty operator on reactivex.io](http://reactivex.io/documentation/operators/empty-never-throw.html)
    /// - returns: An empty `Infallible`.
    public static func empty() -> Infallible<Element> {
        Infallible(.empty())
    }

    /// Makes the `Infallible` only when someone subscribes, and a new one for every subscriber.
    ///
    /// - seealso: [defer operator on reactivex.io](http://reactivex.io/documentation/operators/defer.html)
    /// - parameter observableFactory: Makes the sequence for each subscription.
    /// - returns: An `Infallible` that calls the factory on subscription.
    @preconcurrency public static func deferred(_ observableFactory: @escaping @Sendable () throws -> Infallible<Element>) -> Infallible<Element> {
        Infallible(.deferred { try observableFactory().asObservable() })
    }
}

extension Infallible {
    /// An `Infallible` that sends `elements` in order, then completes.
    ///
    /// - seealso: [from operator on reactivex.io](http://reactivex.io/documentation/operators/from.html)
    /// - parameter elements: The elements, in order.
    /// - parameter scheduler: Where the elements are sent; by default the current thread's
    ///   trampoline.
    /// - returns: An `Infallible` of the elements.
    public static func of(_ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Infallible<Element> {
        Infallible(Observable.from(elements, scheduler: scheduler))
    }

    /// An `Infallible` that sends the elements of `array` in order, then completes.
    ///
    /// - seealso: [from operator on reactivex.io](http://reactivex.io/documentation/operators/from.html)
    /// - parameter array: The elements, in order.
    /// - parameter scheduler: Where the elements are sent; by default the current thread's
    ///   trampoline.
    /// - returns: An `Infallible` of the elements.
    public static func from(_ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Infallible<Element> {
        Infallible(Observable.from(array, scheduler: scheduler))
    }

    /// An `Infallible` that sends the elements of `sequence` in order, then completes.
    ///
    /// - seealso: [from operator on reactivex.io](http://reactivex.io/documentation/operators/from.html)
    /// - parameter sequence: The elements, in order.
    /// - parameter scheduler: Where the elements are sent; by default the current thread's
    ///   trampoline.
    /// - returns: An `Infallible` of the elements.
    public static func from<Sequence: Swift.Sequence>(
        _ sequence: Sequence, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Infallible<Element> where Sequence.Element == Element {
        Infallible(Observable.from(sequence, scheduler: scheduler))
    }

    /// An `Infallible` that sends `element` again and again, on `scheduler`, and never ends.
    ///
    /// A ProductionRx extension: RxSwift's `Infallible` has no `repeatElement`
    /// (`RxSwift/Traits/Infallible/Infallible+Operators.swift`), so code that uses it does not
    /// compile against RxSwift; `Observable.repeatElement(…).asInfallible(onErrorJustReturn:)` does.
    ///
    /// - seealso: [repeat operator on reactivex.io](http://reactivex.io/documentation/operators/repeat.html)
    /// - parameter element: The element to repeat.
    /// - parameter scheduler: Where the elements are sent; by default the current thread's
    ///   trampoline.
    /// - returns: An endless `Infallible` of that element.
    public static func repeatElement(_ element: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Infallible<Element> {
        Infallible(Observable.repeatElement(element, scheduler: scheduler))
    }
}

extension InfallibleType where Element: RxAbstractInteger {
    /// An `Infallible` that sends 0, 1, 2, … one every `period`, and never ends.
    ///
    /// A ProductionRx extension: RxSwift's `Infallible` has no `interval`
    /// (`RxSwift/Traits/Infallible/Infallible+Operators.swift`), so code that uses it does not
    /// compile against RxSwift; `Observable.interval(…).asInfallible(onErrorJustReturn:)` does.
    ///
    /// - seealso: [interval operator on reactivex.io](http://reactivex.io/documentation/operators/interval.html)
    /// - parameter period: The time between two elements (and before the first).
    /// - parameter scheduler: The scheduler that keeps time.
    /// - returns: An endless `Infallible` of counters.
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(Observable.interval(period, scheduler: scheduler))
    }

    /// An `Infallible` that sends 0 after `dueTime`, then 1, 2, … every `period` if one is
    /// given; without a period it completes after the 0.
    ///
    /// A ProductionRx extension: RxSwift's `Infallible` has no `timer`
    /// (`RxSwift/Traits/Infallible/Infallible+Operators.swift`), so code that uses it does not
    /// compile against RxSwift; `Observable.timer(…).asInfallible(onErrorJustReturn:)` does.
    ///
    /// - seealso: [timer operator on reactivex.io](http://reactivex.io/documentation/operators/timer.html)
    /// - parameter dueTime: When the first element comes.
    /// - parameter period: The time between later elements; `nil` for one element only.
    /// - parameter scheduler: The scheduler that keeps time.
    /// - returns: An `Infallible` of counters.
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(Observable.timer(dueTime, period: period, scheduler: scheduler))
    }
}

// MARK: - Filter, map, compactMap

extension InfallibleType {
    /// Keeps the elements `predicate` accepts.
    ///
    /// - seealso: [filter operator on reactivex.io](http://reactivex.io/documentation/operators/filter.html)
    /// - parameter predicate: Decides, element by element, what goes through. It cannot throw.
    /// - returns: An `Infallible` of the accepted elements.
    @preconcurrency public func filter(_ predicate: @escaping @Sendable (Element) -> Bool) -> Infallible<Element> {
        Infallible(asObservable().filter(predicate))
    }

    // snippet:begin infallible-map
    /// Transforms each element.
    ///
    /// - seealso: [map operator on reactivex.io](http://reactivex.io/documentation/operators/map.html)
    /// - parameter transform: Applied to each element. It cannot throw: a throwing transform
    ///   could end the sequence with an error.
    /// - returns: An `Infallible` of the transformed elements.
    @preconcurrency public func map<Result>(_ transform: @escaping @Sendable (Element) -> Result) -> Infallible<Result> {
        Infallible(asObservable().map(transform))
    }
    // snippet:end infallible-map

    /// Transforms each element and drops the `nil` results.
    ///
    /// - seealso: [map operator on reactivex.io](http://reactivex.io/documentation/operators/map.html)
    /// - parameter transform: Applied to each element; `nil` drops it.
    /// - returns: An `Infallible` of the non-`nil` results.
    @preconcurrency public func compactMap<Result>(_ transform: @escaping @Sendable (Element) -> Result?) -> Infallible<Result> {
        Infallible(asObservable().compactMap(transform))
    }
}

// MARK: - distinctUntilChanged

// The closures of these forms are declared `throws`, as in RxSwift
// (`RxSwift/Traits/Infallible/Infallible+Operators.swift`); a thrown error reaches
// the subscriber as it would from an Observable. Chapter 14, "What Infallible promises".
extension InfallibleType where Element: Equatable {
    /// Drops each element equal to the one before it.
    ///
    /// - seealso: [distinct operator on reactivex.io](http://reactivex.io/documentation/operators/distinct.html)
    /// - returns: An `Infallible` without consecutive duplicates.
    public func distinctUntilChanged() -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged())
    }
}

extension InfallibleType {
    /// Drops each element whose key equals the key of the element before it.
    ///
    /// - seealso: [distinct operator on reactivex.io](http://reactivex.io/documentation/operators/distinct.html)
    /// - parameter keySelector: The key to compare.
    /// - returns: An `Infallible` without consecutive duplicates.
    @preconcurrency public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping @Sendable (Element) throws -> Key) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(keySelector))
    }

    /// Drops each element `comparer` finds equal to the element before it.
    ///
    /// - seealso: [distinct operator on reactivex.io](http://reactivex.io/documentation/operators/distinct.html)
    /// - parameter comparer: `true` when two elements count as equal.
    /// - returns: An `Infallible` without consecutive duplicates.
    @preconcurrency public func distinctUntilChanged(_ comparer: @escaping @Sendable (Element, Element) throws -> Bool) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(comparer))
    }

    /// Drops each element whose key `comparer` finds equal to the key of the element before it.
    ///
    /// - seealso: [distinct operator on reactivex.io](http://reactivex.io/documentation/operators/distinct.html)
    /// - parameter keySelector: The key to compare.
    /// - parameter comparer: `true` when two keys count as equal.
    /// - returns: An `Infallible` without consecutive duplicates.
    @preconcurrency public func distinctUntilChanged<K>(
        _ keySelector: @escaping @Sendable (Element) throws -> K, comparer: @escaping @Sendable (K, K) throws -> Bool
    ) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
    }

    /// Drops each element whose property at `keyPath` equals that of the element before it.
    ///
    /// - seealso: [distinct operator on reactivex.io](http://reactivex.io/documentation/operators/distinct.html)
    /// - parameter keyPath: The property to compare.
    /// - returns: An `Infallible` without consecutive duplicates.
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(at: keyPath))
    }
}

// MARK: - Time

extension InfallibleType {
    /// Sends an element only after `dueTime` has passed without another one.
    ///
    /// - seealso: [debounce operator on reactivex.io](http://reactivex.io/documentation/operators/debounce.html)
    /// - parameter dueTime: The quiet time an element must be followed by.
    /// - parameter scheduler: The scheduler that keeps time.
    /// - returns: An `Infallible` of the elements that were followed by quiet.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().debounce(dueTime, scheduler: scheduler))
    }

    /// Sends at most one element per `dueTime`: the first of a burst, and with `latest` the
    /// last one too when the window closes.
    ///
    /// - seealso: [debounce operator on reactivex.io](http://reactivex.io/documentation/operators/debounce.html)
    /// - parameter dueTime: The length of the window.
    /// - parameter latest: Whether to send the latest element at the end of the window.
    /// - parameter scheduler: The scheduler that keeps time.
    /// - returns: An `Infallible` of at most one element per window.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().throttle(dueTime, latest: latest, scheduler: scheduler))
    }
}

// MARK: - flatMap and its family

// The inner sequences may be any ObservableConvertibleType, as in RxSwift: an inner error
// would reach the subscriber. Chapter 14, "What Infallible promises".
extension InfallibleType {
    /// Maps each element to a sequence and merges all of them.
    ///
    /// - seealso: [flatMap operator on reactivex.io](http://reactivex.io/documentation/operators/flatmap.html)
    /// - parameter selector: Makes the inner sequence of an element.
    /// - returns: An `Infallible` of the elements of every inner sequence.
    @preconcurrency public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping @Sendable (Element) -> Source) -> Infallible<Source.Element> {
        Infallible(asObservable().flatMap(selector))
    }

    /// Maps each element to a sequence and follows only the newest one, disposing the one
    /// before.
    ///
    /// - seealso: [flatMap operator on reactivex.io](http://reactivex.io/documentation/operators/flatmap.html)
    /// - parameter selector: Makes the inner sequence of an element.
    /// - returns: An `Infallible` of the elements of the latest inner sequence.
    @preconcurrency public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping @Sendable (Element) -> Source) -> Infallible<
        Source.Element
    > {
        Infallible(asObservable().flatMapLatest(selector))
    }

    /// Maps each element to a sequence, ignoring the elements that come while an inner
    /// sequence is still running.
    ///
    /// - seealso: [flatMap operator on reactivex.io](http://reactivex.io/documentation/operators/flatmap.html)
    /// - parameter selector: Makes the inner sequence of an element.
    /// - returns: An `Infallible` of the elements of the inner sequences it ran.
    @preconcurrency public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping @Sendable (Element) -> Source) -> Infallible<
        Source.Element
    > {
        Infallible(asObservable().flatMapFirst(selector))
    }

    /// Maps each element to a sequence and runs them one after the other.
    ///
    /// - seealso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    /// - parameter selector: Makes the inner sequence of an element.
    /// - returns: An `Infallible` of the inner sequences' elements, in order.
    @preconcurrency public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping @Sendable (Element) -> Source) -> Infallible<Source.Element>
    {
        Infallible(asObservable().concatMap(selector))
    }
}

// MARK: - concat and merge

extension InfallibleType {
    /// Runs `second` after this sequence completes.
    ///
    /// - seealso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    /// - parameter second: What runs next.
    /// - returns: An `Infallible` of this sequence's elements, then `second`'s.
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Infallible<Element> where Source.Element == Element {
        Infallible(asObservable().concat(second))
    }

    /// Runs the `Infallible`s of `sequence` one after the other.
    ///
    /// - seealso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    /// - parameter sequence: The sequences, in order.
    /// - returns: An `Infallible` of their elements, in order.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Infallible<Element>
    where Sequence.Element == Infallible<Element> {
        Infallible(Observable.concat(sequence.map { $0.asObservable() }))
    }

    /// Runs the `Infallible`s of `collection` one after the other.
    ///
    /// - seealso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    /// - parameter collection: The sequences, in order.
    /// - returns: An `Infallible` of their elements, in order.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Infallible<Element>
    where Collection.Element == Infallible<Element> {
        Infallible(Observable.concat(collection.map { $0.asObservable() }))
    }

    /// Runs `sources` one after the other.
    ///
    /// - seealso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    /// - parameter sources: The sequences, in order.
    /// - returns: An `Infallible` of their elements, in order.
    public static func concat(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(Observable.concat(sources.map { $0.asObservable() }))
    }

    /// Runs every `Infallible` of `sources` at once and merges their elements.
    ///
    /// - seealso: [merge operator on reactivex.io](http://reactivex.io/documentation/operators/merge.html)
    /// - parameter sources: The sequences to merge.
    /// - returns: An `Infallible` that completes when all of them have.
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Infallible<Element>
    where Collection.Element == Infallible<Element> {
        Infallible(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Runs every `Infallible` of `sources` at once and merges their elements.
    ///
    /// - seealso: [merge operator on reactivex.io](http://reactivex.io/documentation/operators/merge.html)
    /// - parameter sources: The sequences to merge.
    /// - returns: An `Infallible` that completes when all of them have.
    public static func merge(_ sources: [Infallible<Element>]) -> Infallible<Element> {
        Infallible(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Runs `sources` at once and merges their elements.
    ///
    /// - seealso: [merge operator on reactivex.io](http://reactivex.io/documentation/operators/merge.html)
    /// - parameter sources: The sequences to merge.
    /// - returns: An `Infallible` that completes when all of them have.
    public static func merge(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(Observable.merge(sources.map { $0.asObservable() }))
    }
}

// MARK: - scan and startWith

extension InfallibleType {
    /// Sends each step of an accumulation that updates `seed` in place.
    ///
    /// - seealso: [scan operator on reactivex.io](http://reactivex.io/documentation/operators/scan.html)
    /// - parameter seed: The starting value.
    /// - parameter accumulator: Folds one element into the accumulated value.
    /// - returns: An `Infallible` of the accumulated values.
    @preconcurrency public func scan<Seed>(into seed: Seed, accumulator: @escaping @Sendable (inout Seed, Element) -> Void) -> Infallible<Seed> {
        Infallible(asObservable().scan(into: seed, accumulator: accumulator))
    }

    /// Sends each step of an accumulation that starts from `seed`.
    ///
    /// - seealso: [scan operator on reactivex.io](http://reactivex.io/documentation/operators/scan.html)
    /// - parameter seed: The starting value.
    /// - parameter accumulator: Makes the next accumulated value from the last and an element.
    /// - returns: An `Infallible` of the accumulated values.
    @preconcurrency public func scan<Seed>(_ seed: Seed, accumulator: @escaping @Sendable (Seed, Element) -> Seed) -> Infallible<Seed> {
        Infallible(asObservable().scan(seed, accumulator: accumulator))
    }

    /// Sends `element` first, then the sequence's own elements.
    ///
    /// - seealso: [startWith operator on reactivex.io](http://reactivex.io/documentation/operators/startwith.html)
    /// - parameter element: What comes first.
    /// - returns: An `Infallible` that starts with `element`.
    public func startWith(_ element: Element) -> Infallible<Element> {
        Infallible(asObservable().startWith(element))
    }
}

// MARK: - take and skip

extension InfallibleType {
    /// Sends elements until `other` sends one, then completes.
    ///
    /// - seealso: [takeUntil operator on reactivex.io](http://reactivex.io/documentation/operators/takeuntil.html)
    /// - parameter other: The `Infallible` whose first element ends this one.
    /// - returns: An `Infallible` that ends when `other` speaks.
    public func take<Source: InfallibleType>(until other: Source) -> Infallible<Element> {
        Infallible(asObservable().take(until: other.asObservable()))
    }

    /// Sends elements until `other` sends one, then completes.
    ///
    /// An error from `other` ends this sequence with that error, as in RxSwift
    /// (`RxSwift/Observables/TakeWithPredicate.swift`).
    ///
    /// - seealso: [takeUntil operator on reactivex.io](http://reactivex.io/documentation/operators/takeuntil.html)
    /// - parameter other: The sequence whose first element ends this one.
    /// - returns: An `Infallible` that ends when `other` speaks.
    public func take<Source: ObservableType>(until other: Source) -> Infallible<Element> {
        Infallible(asObservable().take(until: other))
    }

    /// Sends elements until `predicate` accepts one, then completes.
    ///
    /// - seealso: [takeUntil operator on reactivex.io](http://reactivex.io/documentation/operators/takeuntil.html)
    /// - parameter predicate: `true` for the element that ends the sequence.
    /// - parameter behavior: Whether that element is sent too (`.inclusive`) or not.
    /// - returns: An `Infallible` that ends at the first accepted element.
    @preconcurrency public func take(until predicate: @escaping @Sendable (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Infallible<Element>
    {
        Infallible(asObservable().take(until: predicate, behavior: behavior))
    }

    /// Sends elements while `predicate` accepts them, then completes.
    ///
    /// - seealso: [takeWhile operator on reactivex.io](http://reactivex.io/documentation/operators/takewhile.html)
    /// - parameter predicate: `false` for the element that ends the sequence.
    /// - parameter behavior: Whether that element is sent too (`.inclusive`) or not.
    /// - returns: An `Infallible` that ends at the first rejected element.
    @preconcurrency public func take(while predicate: @escaping @Sendable (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Infallible<Element>
    {
        Infallible(asObservable().take(while: predicate, behavior: behavior))
    }

    /// Sends the first `count` elements, then completes.
    ///
    /// - seealso: [take operator on reactivex.io](http://reactivex.io/documentation/operators/take.html)
    /// - parameter count: How many elements.
    /// - returns: An `Infallible` of at most `count` elements.
    public func take(_ count: Int) -> Infallible<Element> {
        Infallible(asObservable().take(count))
    }

    /// Sends the elements of the first `duration`, then completes.
    ///
    /// - seealso: [take operator on reactivex.io](http://reactivex.io/documentation/operators/take.html)
    /// - parameter duration: How long to listen.
    /// - parameter scheduler: The scheduler that keeps time.
    /// - returns: An `Infallible` that completes after `duration`.
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().take(for: duration, scheduler: scheduler))
    }

    /// Drops elements while `predicate` accepts them, then sends the rest.
    ///
    /// - seealso: [skipWhile operator on reactivex.io](http://reactivex.io/documentation/operators/skipwhile.html)
    /// - parameter predicate: `true` for the elements to drop at the start.
    /// - returns: An `Infallible` from the first rejected element on.
    @preconcurrency public func skip(while predicate: @escaping @Sendable (Element) throws -> Bool) -> Infallible<Element> {
        Infallible(asObservable().skip(while: predicate))
    }

    /// Drops elements until `other` sends one, then sends the rest.
    ///
    /// - seealso: [skipUntil operator on reactivex.io](http://reactivex.io/documentation/operators/skipuntil.html)
    /// - parameter other: The sequence whose first element opens the gate.
    /// - returns: An `Infallible` of the elements after `other`'s first.
    public func skip<Source: ObservableType>(until other: Source) -> Infallible<Element> {
        Infallible(asObservable().skip(until: other))
    }
}

// MARK: - Sharing, side effects, debugging

extension InfallibleType {
    /// Shares one subscription to the source among all subscribers, replaying the last
    /// `replay` elements to each new one.
    ///
    /// - seealso: [shareReplay operator on reactivex.io](http://reactivex.io/documentation/operators/replay.html)
    /// - parameter replay: How many elements a new subscriber gets at once.
    /// - parameter scope: Whether the replay buffer outlives the shared subscription.
    /// - returns: A shared `Infallible`.
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Infallible<Element> {
        Infallible(asObservable().share(replay: replay, scope: scope))
    }

    /// Prints every event, the subscription and the disposal, as `Observable.debug` does.
    ///
    /// - parameter identifier: Printed before each line; defaults to the call's location.
    /// - parameter trimOutput: Shortens long event descriptions.
    /// - parameter file: The file of the call, for the default identifier.
    /// - parameter line: The line of the call, for the default identifier.
    /// - parameter function: The function of the call, for the default identifier.
    /// - returns: The same `Infallible`, printing as it goes.
    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function
    ) -> Infallible<Element> {
        Infallible(asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }
}

extension Infallible {
    /// Runs side effects around each event, at subscription and at disposal, without
    /// changing the sequence.
    ///
    /// - seealso: [do operator on reactivex.io](http://reactivex.io/documentation/operators/do.html)
    /// - parameter onNext: Runs before each element is sent on.
    /// - parameter afterNext: Runs after each element was sent on.
    /// - parameter onCompleted: Runs before the completion is sent on.
    /// - parameter afterCompleted: Runs after the completion was sent on.
    /// - parameter onSubscribe: Runs before the source is subscribed.
    /// - parameter onSubscribed: Runs after the source was subscribed.
    /// - parameter onDispose: Runs when the subscription is disposed, for any reason.
    /// - returns: The same `Infallible`, with the side effects.
    @preconcurrency public func `do`(
        onNext: (@Sendable (Element) throws -> Void)? = nil,
        afterNext: (@Sendable (Element) throws -> Void)? = nil,
        onCompleted: (@Sendable () throws -> Void)? = nil,
        afterCompleted: (@Sendable () throws -> Void)? = nil,
        onSubscribe: (@Sendable () -> Void)? = nil,
        onSubscribed: (@Sendable () -> Void)? = nil,
        onDispose: (@Sendable () -> Void)? = nil
    ) -> Infallible<Element> {
        Infallible(
            asObservable().do(
                onNext: onNext,
                afterNext: afterNext,
                onCompleted: onCompleted,
                afterCompleted: afterCompleted,
                onSubscribe: onSubscribe,
                onSubscribed: onSubscribed,
                onDispose: onDispose
            ))
    }
}

// MARK: - withUnretained and withLatestFrom

extension InfallibleType {
    /// Pairs each element with `obj`, held weakly; the first element after `obj` is freed
    /// completes the sequence instead.
    ///
    /// - parameter obj: The object to pass along, without keeping it alive.
    /// - parameter resultSelector: Combines the object and an element.
    /// - returns: An `Infallible` of the combined values.
    @preconcurrency public func withUnretained<Object: AnyObject, Out>(_ obj: Object, resultSelector: @escaping @Sendable (Object, Element) -> Out)
        -> Infallible<Out>
    {
        Infallible(asObservable().withUnretained(obj, resultSelector: resultSelector))
    }

    /// Pairs each element with `obj`, held weakly; the first element after `obj` is freed
    /// completes the sequence instead.
    ///
    /// - parameter obj: The object to pass along, without keeping it alive.
    /// - returns: An `Infallible` of `(obj, element)` pairs.
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> Infallible<(Object, Element)> {
        withUnretained(obj) { ($0, $1) }
    }

    /// Combines each element with the latest element of `second`; elements that come before
    /// `second` has sent one are dropped.
    ///
    /// - seealso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    /// - parameter second: The sequence whose latest element is used.
    /// - parameter resultSelector: Combines an element with `second`'s latest.
    /// - returns: An `Infallible` of the combined values.
    @preconcurrency public func withLatestFrom<Source: InfallibleType, ResultType>(
        _ second: Source, resultSelector: @escaping @Sendable (Element, Source.Element) throws -> ResultType
    ) -> Infallible<ResultType> {
        Infallible(asObservable().withLatestFrom(second.asObservable(), resultSelector: resultSelector))
    }

    /// Sends the latest element of `second` each time this sequence sends one; elements that
    /// come before `second` has sent one are dropped.
    ///
    /// - seealso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    /// - parameter second: The sequence whose latest element is sent.
    /// - returns: An `Infallible` of `second`'s latest elements.
    public func withLatestFrom<Source: InfallibleType>(_ second: Source) -> Infallible<Source.Element> {
        Infallible(asObservable().withLatestFrom(second.asObservable()))
    }
}

// MARK: - combineLatest of a collection

extension InfallibleType {
    /// Combines the latest elements of every `Infallible` of `collection` with
    /// `resultSelector`, each time any of them sends one (once all have).
    ///
    /// - seealso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    /// - parameter collection: The sources.
    /// - parameter resultSelector: Combines the latest elements, in the collection's order.
    /// - returns: An `Infallible` of the combined values.
    @preconcurrency public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection, resultSelector: @escaping @Sendable ([Collection.Element.Element]) throws -> Element
    ) -> Infallible<Element>
    where Collection.Element: InfallibleType {
        Infallible(Observable.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// Sends the latest elements of every `Infallible` of `collection` as an array, each time
    /// any of them sends one (once all have).
    ///
    /// - seealso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    /// - parameter collection: The sources.
    /// - returns: An `Infallible` of arrays, in the collection's order.
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> Infallible<[Element]>
    where Collection.Element: InfallibleType, Collection.Element.Element == Element {
        Infallible<[Element]>(Observable.combineLatest(collection.map { $0.asObservable() }))
    }
}
