// The hand-driven source (ManualSource, in SharedSupport.swift) seen as a trait, so that
// "what is subscribed when" can be checked for Single, Maybe and Completable too. Chapters 11
// and 12.
import ProductionRx

extension ManualSource {
    /// The source as a Single, wrapped without a check (`init(raw:)`): the test keeps the
    /// promise by calling `succeed(_:)` or sending an error.
    var single: Single<Element> { Single(raw: observable) }

    /// The source as a Maybe, wrapped without a check: the test sends at most one element.
    var maybe: Maybe<Element> { Maybe(raw: observable) }

    /// Sends `element` and completes, as a Single's or a Maybe's source does.
    func succeed(_ element: Element) {
        send(.next(element))
        send(.completed)
    }
}

extension ManualSource where Element == Never {
    /// The source as a Completable, wrapped without a check.
    var completable: Completable { Completable(raw: observable) }
}
