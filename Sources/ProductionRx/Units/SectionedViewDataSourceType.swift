// SectionedViewDataSourceType: a data source that hands out the model behind a row, spelled as
// RxCocoa's (RxCocoa/Common/SectionedViewDataSourceType.swift, which builds on every platform).
// Data-source libraries conform to it and throw `RxCocoaError.itemsNotYetBound` before any items
// arrive. Chapter 13 (Units).
import Foundation

/// A data source organised in sections that can return the model shown at an index path.
public protocol SectionedViewDataSourceType {
    /// The model at `indexPath`; throws `RxCocoaError.itemsNotYetBound` when no items have been
    /// bound yet.
    func model(at indexPath: IndexPath) throws -> Any
}

extension RxCocoa {
    /// `SectionedViewDataSourceType`, named through its module.
    public typealias SectionedViewDataSourceType = ProductionRx.SectionedViewDataSourceType
}
