// The operators every trait mirrors from Observable: each calls the Observable operator on
// the wrapped source and wraps the result again, so the trait survives the call. Chapter 11.

// snippet:begin primitive-sequence-operators
extension PrimitiveSequence {
    /// Delivers the events on `scheduler`.
    ///
    /// - seealso: [observeOn operator on reactivex.io](http://reactivex.io/documentation/operators/observeon.html)
    /// - parameter scheduler: Where the events are delivered.
    /// - returns: The same trait, delivered on `scheduler`.
    public func observe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.observe(on: scheduler))
    }

    /// Subscribes to (and disposes) the source on `scheduler`.
    ///
    /// - seealso: [subscribeOn operator on reactivex.io](http://reactivex.io/documentation/operators/subscribeon.html)
    /// - parameter scheduler: Where the subscription work runs.
    /// - returns: The same trait, subscribed on `scheduler`.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.subscribe(on: scheduler))
    }

    /// Shifts the events later by `dueTime`; an error is not delayed.
    ///
    /// - seealso: [delay operator on reactivex.io](http://reactivex.io/documentation/operators/delay.html)
    /// - parameter dueTime: How much later.
    /// - parameter scheduler: The scheduler that keeps time.
    /// - returns: The same trait, later.
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.delay(dueTime, scheduler: scheduler))
    }

    /// Subscribes to the source only after `dueTime`.
    ///
    /// - seealso: [delay operator on reactivex.io](http://reactivex.io/documentation/operators/delay.html)
    /// - parameter dueTime: How long to wait before subscribing.
    /// - parameter scheduler: The scheduler that keeps time.
    /// - returns: The same trait, started later.
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.delaySubscription(dueTime, scheduler: scheduler))
    }

    /// Fails with `RxError.timeout` if the source has not finished within `dueTime`.
    ///
    /// - seealso: [timeout operator on reactivex.io](http://reactivex.io/documentation/operators/timeout.html)
    /// - parameter dueTime: How long to wait.
    /// - parameter scheduler: The scheduler that keeps time.
    /// - returns: The same trait, with a deadline.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, scheduler: scheduler))
    }

    /// Switches to `other` if the source has not finished within `dueTime`.
    ///
    /// - seealso: [timeout operator on reactivex.io](http://reactivex.io/documentation/operators/timeout.html)
    /// - parameter dueTime: How long to wait.
    /// - parameter other: What to run instead after the deadline.
    /// - parameter scheduler: The scheduler that keeps time.
    /// - returns: The same trait, with a fallback.
    public func timeout(
        _ dueTime: RxTimeInterval,
        other: PrimitiveSequence<Trait, Element>,
        scheduler: SchedulerType
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, other: other.source, scheduler: scheduler))
    }

    /// Prints every event, subscription and disposal, as `Observable.debug` does.
    ///
    /// - parameter identifier: Printed before each line; defaults to the call's location.
    /// - parameter trimOutput: Shortens long event descriptions.
    /// - returns: The same trait, printing as it goes.
    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }
}
// snippet:end primitive-sequence-operators

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Runs side effects around the `Single`'s events and lifetime.
    ///
    /// - seealso: [do operator on reactivex.io](http://reactivex.io/documentation/operators/do.html)
    /// - parameter onSuccess: Before the element is delivered; throwing turns it into a failure.
    /// - parameter afterSuccess: After the element is delivered.
    /// - parameter onError: Before the error is delivered.
    /// - parameter afterError: After the error is delivered.
    /// - parameter onSubscribe: Before the source is subscribed.
    /// - parameter onSubscribed: After the source is subscribed.
    /// - parameter onDispose: When the subscription is disposed or ends.
    /// - returns: The same `Single`, with the side effects.
    @preconcurrency public func `do`(
        onSuccess: (@Sendable (Element) throws -> Void)? = nil, afterSuccess: (@Sendable (Element) throws -> Void)? = nil,
        onError: (@Sendable (Swift.Error) throws -> Void)? = nil, afterError: (@Sendable (Swift.Error) throws -> Void)? = nil,
        onSubscribe: (@Sendable () -> Void)? = nil, onSubscribed: (@Sendable () -> Void)? = nil, onDispose: (@Sendable () -> Void)? = nil
    ) -> Single<Element> {
        // A Single's success is the Observable's element.
        let observed = primitiveSequence.source.do(
            onNext: onSuccess, afterNext: afterSuccess, onError: onError, afterError: afterError,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose)
        return Single(raw: observed)
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Runs side effects around the `Maybe`'s events and lifetime.
    ///
    /// - seealso: [do operator on reactivex.io](http://reactivex.io/documentation/operators/do.html)
    /// - returns: The same `Maybe`, with the side effects.
    @preconcurrency public func `do`(
        onNext: (@Sendable (Element) throws -> Void)? = nil, afterNext: (@Sendable (Element) throws -> Void)? = nil,
        onError: (@Sendable (Swift.Error) throws -> Void)? = nil, afterError: (@Sendable (Swift.Error) throws -> Void)? = nil,
        onCompleted: (@Sendable () throws -> Void)? = nil, afterCompleted: (@Sendable () throws -> Void)? = nil,
        onSubscribe: (@Sendable () -> Void)? = nil, onSubscribed: (@Sendable () -> Void)? = nil, onDispose: (@Sendable () -> Void)? = nil
    ) -> Maybe<Element> {
        let observed = primitiveSequence.source.do(
            onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError, onCompleted: onCompleted,
            afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose)
        return Maybe(raw: observed)
    }

    /// The element, or `default` if the `Maybe` completes empty: a `Single`.
    ///
    /// - parameter default: The element to use when there is none.
    /// - returns: A `Single`.
    public func ifEmpty(default: Element) -> Single<Element> {
        Single(raw: primitiveSequence.source.ifEmpty(default: `default`))
    }

    /// The element, or, if the `Maybe` completes empty, whatever `other` does.
    ///
    /// - parameter other: The `Maybe` to switch to when empty.
    /// - returns: A `Maybe`.
    public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.ifEmpty(switchTo: other.primitiveSequence.source))
    }

    /// The element, or, if the `Maybe` completes empty, `other`'s: a `Single`.
    ///
    /// - parameter other: The `Single` to switch to when empty.
    /// - returns: A `Single`.
    public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
        Single(raw: primitiveSequence.source.ifEmpty(switchTo: other.primitiveSequence.source))
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Runs side effects around the `Completable`'s events and lifetime.
    ///
    /// - seealso: [do operator on reactivex.io](http://reactivex.io/documentation/operators/do.html)
    /// - returns: The same `Completable`, with the side effects.
    @preconcurrency public func `do`(
        onError: (@Sendable (Swift.Error) throws -> Void)? = nil, afterError: (@Sendable (Swift.Error) throws -> Void)? = nil,
        onCompleted: (@Sendable () throws -> Void)? = nil, afterCompleted: (@Sendable () throws -> Void)? = nil,
        onSubscribe: (@Sendable () -> Void)? = nil, onSubscribed: (@Sendable () -> Void)? = nil, onDispose: (@Sendable () -> Void)? = nil
    ) -> Completable {
        let observed = primitiveSequence.source.do(
            onError: onError, afterError: afterError, onCompleted: onCompleted, afterCompleted: afterCompleted,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose)
        return Completable(raw: observed)
    }

    // snippet:begin completable-concat
    /// Runs the `Completable`s one after another; fails with the first error.
    ///
    /// - returns: A `Completable` that completes when the last one has.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Completable
    where Sequence.Element == Completable {
        Completable(raw: Observable.concat(sequence.lazy.map { $0.asObservable() }))
    }
    // snippet:end completable-concat

    /// Runs the `Completable`s one after another; fails with the first error.
    ///
    /// - returns: A `Completable` that completes when the last one has.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Completable
    where Collection.Element == Completable {
        Completable(raw: Observable.concat(collection.map { $0.asObservable() }))
    }

    /// Runs the `Completable`s one after another; fails with the first error.
    ///
    /// - returns: A `Completable` that completes when the last one has.
    public static func concat(_ sources: Completable...) -> Completable {
        concat(sources)
    }

    // snippet:begin completable-concat-instance
    /// Runs `second` after this `Completable` has completed; fails with the first error, and
    /// then `second` is never subscribed to.
    ///
    /// - seealso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    /// - parameter second: The `Completable` to run next.
    /// - returns: A `Completable` that completes when `second` has.
    public func concat(_ second: Completable) -> Completable {
        Completable.concat(primitiveSequence, second)
    }
    // snippet:end completable-concat-instance

    // snippet:begin completable-zip
    /// Runs the `Completable`s all at once; completes when every one has, fails with the
    /// first error.
    ///
    /// - returns: A `Completable` of all of them.
    public static func zip<Collection: Swift.Collection>(_ sources: Collection) -> Completable
    where Collection.Element == Completable {
        Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
    }
    // snippet:end completable-zip

    /// Runs the `Completable`s all at once; completes when every one has.
    ///
    /// - returns: A `Completable` of all of them.
    public static func zip(_ sources: [Completable]) -> Completable {
        Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Runs the `Completable`s all at once; completes when every one has.
    ///
    /// - returns: A `Completable` of all of them.
    public static func zip(_ sources: Completable...) -> Completable {
        zip(sources)
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    // snippet:begin single-filter
    /// Keeps the element only if `predicate` accepts it: the result may be empty, so it is a
    /// `Maybe`.
    ///
    /// - seealso: [filter operator on reactivex.io](http://reactivex.io/documentation/operators/filter.html)
    /// - returns: A `Maybe` of the element, if accepted.
    @preconcurrency public func filter(_ predicate: @escaping @Sendable (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.filter(predicate))
    }
    // snippet:end single-filter

    /// Transforms the element and keeps it only if the result is not `nil`: a `Maybe`.
    ///
    /// - returns: A `Maybe` of the non-nil result.
    @preconcurrency public func compactMap<Result>(_ transform: @escaping @Sendable (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.compactMap(transform))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Keeps the element only if `predicate` accepts it.
    ///
    /// - seealso: [filter operator on reactivex.io](http://reactivex.io/documentation/operators/filter.html)
    /// - returns: A `Maybe` of the element, if accepted.
    @preconcurrency public func filter(_ predicate: @escaping @Sendable (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.filter(predicate))
    }

    /// Transforms the element and keeps it only if the result is not `nil`.
    ///
    /// - returns: A `Maybe` of the non-nil result.
    @preconcurrency public func compactMap<Result>(_ transform: @escaping @Sendable (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.compactMap(transform))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Runs another `Single` made from the element, and succeeds with its element.
    ///
    /// - seealso: [flatMap operator on reactivex.io](http://reactivex.io/documentation/operators/flatmap.html)
    /// - parameter selector: Makes the next `Single` from the element.
    /// - returns: A `Single` of the second element, or the first failure.
    @preconcurrency public func flatMap<Result>(_ selector: @escaping @Sendable (Element) throws -> Single<Result>) -> Single<Result> {
        Single<Result>(raw: primitiveSequence.source.flatMap(selector))
    }

    /// Runs a `Maybe` made from the element.
    ///
    /// - parameter selector: Makes the `Maybe` from the element.
    /// - returns: A `Maybe` with its outcome, or the first failure.
    @preconcurrency public func flatMapMaybe<Result>(_ selector: @escaping @Sendable (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe<Result>(raw: primitiveSequence.source.flatMap(selector))
    }

    /// Runs a `Completable` made from the element.
    ///
    /// - parameter selector: Makes the `Completable` from the element.
    /// - returns: A `Completable` that ends as the one made ends, or with the first failure.
    @preconcurrency public func flatMapCompletable(_ selector: @escaping @Sendable (Element) throws -> Completable) -> Completable {
        Completable(raw: primitiveSequence.source.flatMap(selector))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Runs another `Maybe` made from the element, if there is one.
    ///
    /// - seealso: [flatMap operator on reactivex.io](http://reactivex.io/documentation/operators/flatmap.html)
    /// - parameter selector: Makes the next `Maybe` from the element.
    /// - returns: A `Maybe` of the second outcome; empty if this one is empty.
    @preconcurrency public func flatMap<Result>(_ selector: @escaping @Sendable (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe<Result>(raw: primitiveSequence.source.flatMap(selector))
    }
}

extension PrimitiveSequenceType where Element: RxAbstractInteger {
    /// A trait that sends `0` after `dueTime` (and, for a `Single` or `Maybe`, then ends).
    ///
    /// - seealso: [timer operator on reactivex.io](http://reactivex.io/documentation/operators/timer.html)
    /// - parameter dueTime: When to send.
    /// - parameter scheduler: The scheduler that keeps time.
    /// - returns: The trait.
    public static func timer(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable<Element>.timer(dueTime, scheduler: scheduler))
    }
}

extension PrimitiveSequence {
    /// On an error, continues with the sequence `handler` makes from it.
    ///
    /// - seealso: [catch operator on reactivex.io](http://reactivex.io/documentation/operators/catch.html)
    /// - parameter handler: Makes the replacement from the error; throwing fails with that error.
    /// - returns: The same trait, recovered.
    @preconcurrency public func `catch`(_ handler: @escaping @Sendable (Swift.Error) throws -> PrimitiveSequence<Trait, Element>)
        -> PrimitiveSequence<Trait, Element>
    {
        PrimitiveSequence(raw: source.catch { try handler($0).asObservable() })
    }

    /// Subscribes again after every error, for ever.
    ///
    /// - seealso: [retry operator on reactivex.io](http://reactivex.io/documentation/operators/retry.html)
    /// - returns: The same trait, retried.
    public func retry() -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry())
    }

    /// Tries at most `maxAttemptCount` times in all, then fails with the last error.
    ///
    /// - seealso: [retry operator on reactivex.io](http://reactivex.io/documentation/operators/retry.html)
    /// - parameter maxAttemptCount: How many attempts, the first included.
    /// - returns: The same trait, retried.
    public func retry(_ maxAttemptCount: Int) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(maxAttemptCount))
    }

    /// Retries when the trigger sequence made from the errors sends an element.
    ///
    /// - seealso: [retry operator on reactivex.io](http://reactivex.io/documentation/operators/retry.html)
    /// - parameter notificationHandler: Turns the errors of type `Error` into retry triggers.
    /// - returns: The same trait, retried on the trigger.
    @preconcurrency public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
        when notificationHandler: @escaping @Sendable (Observable<Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// Retries when the trigger sequence made from the errors sends an element.
    ///
    /// - seealso: [retry operator on reactivex.io](http://reactivex.io/documentation/operators/retry.html)
    /// - parameter notificationHandler: Turns the errors into retry triggers.
    /// - returns: The same trait, retried on the trigger.
    @preconcurrency public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping @Sendable (Observable<Swift.Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// On an error, succeeds with `element` instead.
    ///
    /// - seealso: [catch operator on reactivex.io](http://reactivex.io/documentation/operators/catch.html)
    /// - parameter element: The element to succeed with.
    /// - returns: A `Single` that cannot fail.
    public func catchAndReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: primitiveSequence.source.catchAndReturn(element))
    }

    /// On an error, succeeds with `element` instead: RxSwift 5's spelling of `catchAndReturn`.
    ///
    /// - parameter element: The element to succeed with.
    /// - returns: A `Single` that cannot fail.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
        catchAndReturn(element)
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// On an error, succeeds with `element` instead.
    ///
    /// - seealso: [catch operator on reactivex.io](http://reactivex.io/documentation/operators/catch.html)
    /// - parameter element: The element to succeed with.
    /// - returns: A `Maybe` that cannot fail: it succeeds with the source's element or
    ///   `element`, or completes empty as the source does.
    public func catchAndReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: primitiveSequence.source.catchAndReturn(element))
    }

    /// On an error, succeeds with `element` instead: RxSwift 5's spelling of `catchAndReturn`.
    ///
    /// - parameter element: The element to succeed with.
    /// - returns: A `Maybe` that cannot fail.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
        catchAndReturn(element)
    }
}

extension PrimitiveSequence {
    /// Delivers the events on `scheduler`: RxSwift 5's spelling of `observe(on:)`.
    ///
    /// - parameter scheduler: Where the events are delivered.
    /// - returns: The same trait, delivered on `scheduler`.
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        observe(on: scheduler)
    }

    /// Subscribes to (and disposes) the source on `scheduler`: RxSwift 5's spelling of
    /// `subscribe(on:)`.
    ///
    /// - parameter scheduler: Where the subscription work runs.
    /// - returns: The same trait, subscribed on `scheduler`.
    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        subscribe(on: scheduler)
    }

    /// On an error, continues with the sequence `handler` makes from it: RxSwift 5's spelling
    /// of `catch(_:)`.
    ///
    /// - parameter handler: Makes the replacement from the error.
    /// - returns: The same trait, recovered.
    @available(*, deprecated, renamed: "catch(_:)")
    @preconcurrency public func catchError(_ handler: @escaping @Sendable (Swift.Error) throws -> PrimitiveSequence<Trait, Element>) -> PrimitiveSequence<
        Trait, Element
    > {
        `catch`(handler)
    }

    /// Retries when the trigger sequence made from the errors of type `Error` sends an
    /// element: RxSwift 5's spelling of `retry(when:)`.
    ///
    /// - parameter notificationHandler: Turns the errors into retry triggers.
    /// - returns: The same trait, retried on the trigger.
    @available(*, deprecated, renamed: "retry(when:)")
    @preconcurrency public func retryWhen<TriggerObservable: ObservableType, Error: Swift.Error>(
        _ notificationHandler: @escaping @Sendable (Observable<Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        retry(when: notificationHandler)
    }

    /// Retries when the trigger sequence made from the errors sends an element: RxSwift 5's
    /// spelling of `retry(when:)`.
    ///
    /// - parameter notificationHandler: Turns the errors into retry triggers.
    /// - returns: The same trait, retried on the trigger.
    @available(*, deprecated, renamed: "retry(when:)")
    @preconcurrency public func retryWhen<TriggerObservable: ObservableType>(
        _ notificationHandler: @escaping @Sendable (Observable<Swift.Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        retry(when: notificationHandler)
    }
}
