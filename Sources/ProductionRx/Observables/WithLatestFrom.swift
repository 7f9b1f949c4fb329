// `withLatestFrom`: each element of the source combined with the latest element of a second
// sequence, which only ever supplies values and never triggers a send. Chapter 10
// ("Combining and recovering").

extension ObservableType {
    /// Combines each element of the source with the latest element of `second` through
    /// `resultSelector`, and sends the result. `second`'s elements only update that latest
    /// value: they never trigger a send.
    ///
    /// Source elements that arrive before `second` sent anything are dropped. The result
    /// completes when the source completes and fails when either fails.
    ///
    /// - seealso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    /// - parameter second: The sequence whose latest element goes with each source element.
    /// - parameter resultSelector: Makes the element to send from the pair.
    /// - returns: One result for each source element that found a latest element of `second`.
    @preconcurrency public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
        _ second: Source, resultSelector: @escaping @Sendable (Element, Source.Element) throws -> ResultType
    ) -> Observable<ResultType> {
        WithLatestFrom(first: asObservable(), second: second.asObservable(), resultSelector: resultSelector)
    }

    /// Sends, for each element of the source, the latest element of `second`.
    ///
    /// Source elements that arrive before `second` sent anything are dropped.
    ///
    /// - seealso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    /// - parameter second: The sequence whose latest element is sent.
    /// - returns: `second`'s latest element, once for each source element that found one.
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        WithLatestFrom(first: asObservable(), second: second.asObservable(), resultSelector: { $1 })
    }
}

// snippet:begin with-latest-from-sink
/// One subscription of `withLatestFrom`: observes the first source itself, and the second
/// through a `SecondSourceObserver` that only stores `latest`, both under one lock.
private final class WithLatestFromSink<FirstType, SecondType, Observer: ObserverType>: Sink<Observer>, ObserverType, SecondSourceSink {
    typealias Element = FirstType

    let lock = RecursiveLock()
    private let combine: (FirstType, SecondType) throws -> Observer.Element
    // Guarded by `lock`.
    private var latest: SecondType?

    init(combine: @escaping (FirstType, SecondType) throws -> Observer.Element, observer: Observer, cancel: Cancelable) {
        self.combine = combine
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ first: Observable<FirstType>, _ second: Observable<SecondType>) -> Disposable {
        // The second source first, so that a value it sends while being subscribed is
        // already there for the first source's elements.
        let secondSubscription = SecondSourceObserver(self).subscribe(to: second)
        return Disposables.create(first.subscribe(self), secondSubscription)
    }

    func on(_ event: Event<FirstType>) {
        let ended: Bool = lock.performLocked {
            switch event {
            case .next(let element):
                guard let latest else {
                    // Nothing to combine with yet: the element is dropped.
                    return false
                }
                do {
                    forwardOn(.next(try combine(element, latest)))
                    return false
                } catch {
                    endUnderLock(.error(error))
                }
            case .error(let error):
                endUnderLock(.error(error))
            case .completed:
                endUnderLock(.completed)
            }
            return true
        }
        if ended {
            dispose()
        }
    }

    func onSecond(_ event: Event<SecondType>, subscription: Disposable) -> Bool {
        switch event {
        case .next(let value):
            latest = value
            return false
        case .completed:
            // Its last value stays the latest for good.
            subscription.dispose()
            return false
        case .error(let error):
            endUnderLock(.error(error))
            return true
        }
    }
}
// snippet:end with-latest-from-sink

extension WithLatestFromSink {
    /// `on(.next(element))` without an `Event` (chapter 15): combined with the latest value
    /// under the lock, or dropped while there is none.
    func onNext(_ element: FirstType) {
        let ended: Bool = lock.performLocked {
            guard let latest else {
                return false
            }
            let combined: Observer.Element
            do {
                combined = try combine(element, latest)
            } catch {
                return failUnderLock(error)
            }
            forwardNext(combined)
            return false
        }
        if ended {
            dispose()
        }
    }

    /// `combine` threw: the error goes down and forwarding stops. Out of line, so that
    /// building the `.error` event costs nothing on the elements that do not fail.
    @inline(never)
    private func failUnderLock(_ error: Swift.Error) -> Bool {
        endUnderLock(.error(error))
        return true
    }
}

/// The observable `withLatestFrom` returns: both sources and the selector.
private final class WithLatestFrom<FirstType, SecondType, ResultType>: Producer<ResultType> {
    private let first: Observable<FirstType>
    private let second: Observable<SecondType>
    private let resultSelector: (FirstType, SecondType) throws -> ResultType

    init(first: Observable<FirstType>, second: Observable<SecondType>, resultSelector: @escaping (FirstType, SecondType) throws -> ResultType) {
        self.first = first
        self.second = second
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == ResultType {
        let sink = WithLatestFromSink(combine: resultSelector, observer: observer, cancel: cancel)
        return (sink: sink, subscription: sink.run(first, second))
    }
}
