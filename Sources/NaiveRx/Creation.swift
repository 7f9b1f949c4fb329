// Ready-made sequences, so that examples and the shared tests need no hand-written
// subscribe closures. Chapter 2 introduces them; they are all `Observable(_:)` underneath.

extension Observable {
    /// Creates an observable from a subscribe closure, as RxSwift spells it.
    public static func create(_ subscribe: @escaping (Observer<Element>) -> Disposable) -> Observable<Element> {
        Observable(subscribe)
    }

    // snippet:begin just
    /// A sequence of one element, then completion.
    public static func just(_ element: Element) -> Observable<Element> {
        Observable { observer in
            observer.onNext(element)
            observer.onCompleted()
            return Disposables.create()
        }
    }
    // snippet:end just

    /// A sequence of the given elements, then completion.
    public static func of(_ elements: Element...) -> Observable<Element> {
        from(elements)
    }

    // snippet:begin from
    /// A sequence of the elements of `sequence`, then completion.
    public static func from<S: Sequence>(_ sequence: S) -> Observable<Element> where S.Element == Element {
        Observable { observer in
            for element in sequence {
                observer.onNext(element)
            }
            observer.onCompleted()
            return Disposables.create()
        }
    }
    // snippet:end from

    /// A sequence that completes at once, with no elements.
    public static func empty() -> Observable<Element> {
        Observable { observer in
            observer.onCompleted()
            return Disposables.create()
        }
    }

    /// A sequence that never sends anything.
    public static func never() -> Observable<Element> {
        Observable { _ in Disposables.create() }
    }

    /// A sequence that fails at once with `error`.
    public static func error(_ error: Swift.Error) -> Observable<Element> {
        Observable { observer in
            observer.onError(error)
            return Disposables.create()
        }
    }
}
