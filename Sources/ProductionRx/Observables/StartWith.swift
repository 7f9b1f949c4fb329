// `startWith`: some elements first, then the source. As in RxSwift it has no sink: the
// producer sends the elements straight to the observer, then subscribes it. Chapter 5.

extension ObservableType {
    /// Sends `elements` first, then the source's events.
    ///
    /// The elements are sent during `subscribe`, before the source is subscribed.
    ///
    /// - seealso: [startWith operator on reactivex.io](http://reactivex.io/documentation/operators/startwith.html)
    /// - parameter elements: What comes before the source.
    /// - returns: `elements`, then the source.
    public func startWith(_ elements: Element...) -> Observable<Element> {
        StartWith(source: asObservable(), elements: elements)
    }
}

/// The observable `startWith` returns. Nothing per subscription needs remembering, so there is
/// no `StartWithSink`: the source is subscribed with the observer itself.
private final class StartWith<Element>: Producer<Element> {
    private let elements: [Element]
    private let source: Observable<Element>

    init(source: Observable<Element>, elements: [Element]) {
        self.source = source
        self.elements = elements
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        for element in elements {
            observer.on(.next(element))
        }

        return (sink: Disposables.create(), subscription: source.subscribe(observer))
    }
}
