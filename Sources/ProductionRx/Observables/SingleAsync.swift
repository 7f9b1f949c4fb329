// `single()` and `single(_:)`: the Observable that checks a sequence holds exactly one
// (matching) element, failing with `RxError.noElements` or `RxError.moreThanOneElement`.
// Chapter 11 ("single(): the same check, without the trait").

// snippet:begin single-async-extension
extension ObservableType {
    /// The only element of the sequence, or an error: `RxError.noElements` if it completes
    /// empty, `RxError.moreThanOneElement` when a second element arrives.
    ///
    /// The element is sent as soon as it arrives, not at completion; a second element then
    /// sends the error and disposes the source. The result is an `Observable`: for a
    /// `Single`, use `asSingle()`.
    ///
    /// - seealso: [single operator on reactivex.io](http://reactivex.io/documentation/operators/first.html)
    /// - returns: An observable sequence that emits a single element, or an error if the
    ///   source emits none or more than one.
    public func single() -> Observable<Element> {
        SingleAsync(source: asObservable())
    }

    /// The only element of the sequence that satisfies `predicate`, or an error:
    /// `RxError.noElements` if none does, `RxError.moreThanOneElement` when a second one
    /// arrives. Elements that do not satisfy it are skipped.
    ///
    /// - seealso: [single operator on reactivex.io](http://reactivex.io/documentation/operators/first.html)
    /// - parameter predicate: A function to test each source element for a condition;
    ///   throwing sends the error.
    /// - returns: An observable sequence that emits a single element, or an error if the
    ///   source emits none or more than one that satisfies `predicate`.
    @preconcurrency public func single(_ predicate: @escaping @Sendable (Element) throws -> Bool) -> Observable<Element> {
        SingleAsync(source: asObservable(), predicate: predicate)
    }
}
// snippet:end single-async-extension

// snippet:begin single-async-sink
/// One subscription of `single`: forwards the first (matching) element and remembers it;
/// a second one, or a completion without one, is an error.
private final class SingleAsyncSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    /// `nil` for `single()`: then every element counts.
    private let predicate: ((Element) throws -> Bool)?
    /// Set by the first element that counts.
    private var hasOne = false

    init(predicate: ((Element) throws -> Bool)?, observer: Observer, cancel: Cancelable) {
        self.predicate = predicate
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let counts: Bool
            do {
                counts = try predicate?(element) ?? true
            } catch {
                end(.error(error))
                return
            }
            guard counts else {
                return
            }
            guard !hasOne else {
                end(.error(RxError.moreThanOneElement))
                return
            }
            hasOne = true
            forwardOn(event)
        case .error:
            end(event)
        case .completed:
            end(hasOne ? .completed : .error(RxError.noElements))
        }
    }
}
// snippet:end single-async-sink

/// The observable `single()` and `single(_:)` return.
private final class SingleAsync<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let predicate: ((Element) throws -> Bool)?

    init(source: Observable<Element>, predicate: ((Element) throws -> Bool)? = nil) {
        self.source = source
        self.predicate = predicate
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = SingleAsyncSink(predicate: predicate, observer: observer, cancel: cancel)
        return (sink: sink, subscription: source.subscribe(sink))
    }
}
