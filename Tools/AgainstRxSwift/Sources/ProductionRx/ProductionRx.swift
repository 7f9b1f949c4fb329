// `import ProductionRx`, in the AgainstRxSwift package, is RxSwift: RxSwift itself, RxRelay and
// RxCocoa's units, compiled from RXSWIFT_DIR. The repository's tests compile against it unchanged.
@_exported import RxCocoa
@_exported import RxRelay
@_exported import RxSwift
import RxSwiftInternals

// ProductionRx's `package` initialisers that wrap a source without a check, which the tests
// use to build a trait or a unit that breaks its promise or to test one operator alone. Here
// they call RxSwift's own internal initialisers of the same meaning (RxSwiftInternals).

extension PrimitiveSequence {
    /// The source as a trait, unchecked: RxSwift's `PrimitiveSequence.init(raw:)`.
    public init(raw source: Observable<Element>) {
        self = uncheckedPrimitiveSequence(source)
    }
}

extension Infallible {
    /// The source as an Infallible, unchecked: RxSwift's `Infallible.init(_:)`.
    public init(raw source: Observable<Element>) {
        self = uncheckedInfallible(source)
    }
}

extension SharedSequence {
    /// The source as a unit, unchecked: RxCocoa's `SharedSequence.init(raw:)`.
    public init(raw source: Observable<Element>) {
        self = uncheckedSharedSequence(source)
    }
}
