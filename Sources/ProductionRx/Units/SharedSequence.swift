// SharedSequence: the struct behind Driver and Signal, an Observable wrapped with a sharing
// strategy that says which scheduler it delivers on and how it shares. Chapter 13 (Units).

// snippet:begin shared-sequence
/// An `Observable` that keeps a unit's promises, wrapped in a struct whose type says so:
///
/// - it never fails;
/// - its events arrive on `SharingStrategy.scheduler`;
/// - it is shared the way `SharingStrategy.share` says.
///
/// `Element` is the type of its elements; `SharingStrategy` (`DriverSharingStrategy`,
/// `SignalSharingStrategy`) is a type with no values that carries the scheduler and the
/// sharing.
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType, ObservableConvertibleType {
    let source: Observable<Element>

    /// Wraps `source` after sharing it the strategy's way: what every operator does with its
    /// result, so that each step of a chain shares.
    init(_ source: Observable<Element>) {
        self.source = SharingStrategy.share(source)
    }

    /// Wraps `source` as it is, for sources that already keep the unit's promises (a
    /// `just` scheduled on the strategy's scheduler needs no sharing). `package`, so that
    /// this repository's tests can wrap a hand-driven source; other packages cannot.
    package init(raw: Observable<Element>) {
        self.source = raw
    }

    #if EXPANDABLE_SHARED_SEQUENCE
    /// Wraps `source` as it is, for code outside the library that adds operators of its own
    /// to units. Only with `EXPANDABLE_SHARED_SEQUENCE` defined: whoever defines it takes on
    /// keeping the unit's promises.
    public static func createUnsafe<Source: ObservableType>(source: Source) -> SharedSequence<SharingStrategy, Source.Element> {
        SharedSequence<SharingStrategy, Source.Element>(raw: source.asObservable())
    }
    #endif

    /// The wrapped sequence, without the unit's type.
    public func asObservable() -> Observable<Element> {
        source
    }

    /// The unit itself.
    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> {
        self
    }
}

/// What a unit's strategy says: where the unit delivers and how it shares.
public protocol SharingStrategyProtocol {
    /// The scheduler on which all sequence events are delivered.
    static var scheduler: SchedulerType { get }

    /// Shares `source` among the unit's subscribers: `share(replay:scope:)` for `Driver` and
    /// `Signal`, though a strategy of your own may share differently.
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// A type that can be read as a `SharedSequence`: the hook for operators on every unit.
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
    /// The sharing strategy of the unit: `DriverSharingStrategy` or `SignalSharingStrategy`.
    associatedtype SharingStrategy: SharingStrategyProtocol

    /// The value as a `SharedSequence`.
    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

extension SharedSequenceConvertibleType {
    /// The wrapped sequence, without the unit's type.
    public func asObservable() -> Observable<Element> {
        asSharedSequence().asObservable()
    }
}
// snippet:end shared-sequence

extension SharedSequence {
    /// A unit that only completes, on the strategy's scheduler.
    public static func empty() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.empty().subscribe(on: SharingStrategy.scheduler))
    }

    /// A unit that never sends anything: not even completion.
    public static func never() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.never())
    }

    /// A unit of `element`, then completion, on the strategy's scheduler.
    public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.just(element).subscribe(on: SharingStrategy.scheduler))
    }

    /// A unit that calls `observableFactory` for each subscriber and subscribes it to the
    /// unit the factory makes.
    ///
    /// - parameter observableFactory: Makes each subscriber's unit.
    /// - returns: The unit, made anew on each subscription.
    @preconcurrency public static func deferred(_ observableFactory: @escaping @Sendable () -> SharedSequence<SharingStrategy, Element>)
        -> SharedSequence<SharingStrategy, Element>
    {
        SharedSequence(Observable.deferring { observableFactory().asObservable() })
    }

    /// A unit of the given elements, then completion, one step each on the strategy's
    /// scheduler.
    ///
    /// - seealso: [from operator on reactivex.io](http://reactivex.io/documentation/operators/from.html)
    /// - parameter elements: The elements to send, in order.
    /// - returns: The unit.
    public static func of(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
        from(elements)
    }
}

extension SharedSequence {
    /// A unit of the array's elements, then completion, one step each on the strategy's
    /// scheduler.
    ///
    /// - seealso: [from operator on reactivex.io](http://reactivex.io/documentation/operators/from.html)
    /// - parameter array: The elements to send, in order.
    /// - returns: The unit.
    public static func from(_ array: [Element]) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(array, scheduler: SharingStrategy.scheduler))
    }

    /// A unit of the sequence's elements, then completion, one step each on the strategy's
    /// scheduler.
    ///
    /// - seealso: [from operator on reactivex.io](http://reactivex.io/documentation/operators/from.html)
    /// - parameter sequence: The elements to send, in order.
    /// - returns: The unit.
    public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence) -> SharedSequence<SharingStrategy, Element> where Sequence.Element == Element {
        SharedSequence(raw: Observable.from(sequence, scheduler: SharingStrategy.scheduler))
    }

    /// A unit of `optional`'s value, if it has one, then completion, on the strategy's
    /// scheduler.
    ///
    /// - seealso: [from operator on reactivex.io](http://reactivex.io/documentation/operators/from.html)
    /// - parameter optional: The value to send, if any.
    /// - returns: The unit.
    public static func from(optional: Element?) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(optional: optional, scheduler: SharingStrategy.scheduler))
    }
}

extension SharedSequence where Element: RxAbstractInteger {
    /// A unit that counts `0`, `1`, `2`, … one every `period`, on the strategy's scheduler.
    ///
    /// - seealso: [interval operator on reactivex.io](http://reactivex.io/documentation/operators/interval.html)
    /// - parameter period: The time between two numbers, and before the first.
    /// - returns: An endless count.
    public static func interval(_ period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.interval(period, scheduler: SharingStrategy.scheduler))
    }
}

extension SharedSequence where Element: RxAbstractInteger {
    /// A unit that sends `0` after `dueTime`, then counts on every `period`, on the
    /// strategy's scheduler.
    ///
    /// - seealso: [timer operator on reactivex.io](http://reactivex.io/documentation/operators/timer.html)
    /// - parameter dueTime: When the `0` comes.
    /// - parameter period: The time between the numbers after it.
    /// - returns: An endless count.
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler))
    }
}
