// Chapter 13 (Units): RxCocoaError, the error RxCocoa's bindings report. Libraries built on
// RxCocoa (map views, locations, web views, data sources) carry their own copy of RxCocoa's cast
// helper, which throws `RxCocoaError.castingError`; with `import ProductionRx` that helper must
// compile, and what the error prints must read as RxCocoa's. Data-source libraries conform to
// SectionedViewDataSourceType and throw `.itemsNotYetBound` before any items arrive.
import Foundation
import ProductionRx
import XCTest

/// A cast that throws when the value is not a `T`, written as libraries built on RxCocoa write
/// theirs, naming the error through its module.
private func castOrThrow<T>(_ resultType: T.Type, _ object: Any) throws -> T {
    guard let value = object as? T else {
        throw RxCocoa.RxCocoaError.castingError(object: object, targetType: resultType)
    }
    return value
}

/// A sectioned data source as data-source libraries write one: no model until items are bound.
private final class SectionedSource: RxCocoa.SectionedViewDataSourceType {
    var sections: [[String]] = []

    func model(at indexPath: IndexPath) throws -> Any {
        guard indexPath[0] < sections.count else { throw RxCocoaError.itemsNotYetBound(object: self) }
        return sections[indexPath[0]][indexPath[1]]
    }
}

/// Units: RxCocoaError
final class RxCocoaErrorTests: RxTestCase {
    func testAFailedCastInAnOperatorEndsTheSequenceWithACastingError() {
        let log = Log()
        let values: [Any] = [1, "two"]
        _ = Observable.from(values)
            .map { try castOrThrow(Int.self, $0) }
            .subscribe(
                onNext: { log.append("next \($0)") },
                onError: { error in
                    guard case .castingError(let object, let targetType) = error as? RxCocoaError else {
                        log.append("another error")
                        return
                    }
                    log.append("cannot cast \(object) to \(targetType)")
                })
        XCTAssertEqual(log.entries, ["next 1", "cannot cast two to Int"])
    }

    func testEveryCaseDescribesItselfInRxCocoasWords() {
        final class Source {}
        let source = Source()
        let descriptions = [
            RxCocoaError.unknown,
            .invalidOperation(object: "view"),
            .itemsNotYetBound(object: "table"),
            .invalidPropertyName(object: "label", propertyName: "text"),
            .invalidObjectOnKeyPath(object: "value", sourceObject: source, propertyName: "title"),
            .errorDuringSwizzling,
            .castingError(object: 3, targetType: String.self),
        ].map(\.debugDescription)
        XCTAssertEqual(
            descriptions,
            [
                "Unknown error occurred.",
                "Invalid operation was attempted on `view`.",
                "Data source is set, but items are not yet bound to user interface for `table`.",
                "Object `label` doesn't have a property named `text`.",
                "Unobservable object `value` was observed as `title` of `\(source)`.",
                "Error during swizzling.",
                "Error casting `3` to `String`",
            ])
    }

    func testASectionedDataSourceWithoutItemsThrowsItemsNotYetBound() throws {
        let source = SectionedSource()
        let index = IndexPath(indexes: [0, 1])
        XCTAssertThrowsError(try source.model(at: index)) { XCTAssertTrue($0 is RxCocoaError, "\($0)") }
        source.sections = [["a", "b"]]
        let dataSource: any SectionedViewDataSourceType = source
        XCTAssertEqual(try dataSource.model(at: index) as? String, "b")
    }
}
