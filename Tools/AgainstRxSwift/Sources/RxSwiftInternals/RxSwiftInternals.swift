// The one door into RxSwift's internals the tests need: wrapping a hand-driven source in a
// trait or a unit without a check, as `init(raw:)` does. ProductionRx declares it `package`
// (tests and exercises reach it, other packages do not); RxSwift declares it internal, so this
// module reaches it with `@testable import`, which SwiftPM allows in debug builds. The
// ProductionRx stand-in (Sources/ProductionRx) gives it the name the tests call.
@testable import RxCocoa
@testable import RxSwift

/// RxSwift's internal `PrimitiveSequence.init(raw:)`: the source as a trait, unchecked.
public func uncheckedPrimitiveSequence<Trait, Element>(_ source: Observable<Element>) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source)
}

/// RxSwift's internal `Infallible.init(_:)`: the source as an Infallible, unchecked.
public func uncheckedInfallible<Element>(_ source: Observable<Element>) -> Infallible<Element> {
    Infallible(source)
}

/// RxCocoa's internal `SharedSequence.init(raw:)`: the source as a unit, without moving it
/// to the sharing scheduler or sharing it.
public func uncheckedSharedSequence<Strategy, Element>(_ source: Observable<Element>) -> SharedSequence<Strategy, Element> {
    SharedSequence(raw: source)
}
