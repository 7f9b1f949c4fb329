// Exercise 03.1 — filter. Check it with `swift run exercises 03.1`.
//
// Write `filter` the way chapter 3 writes `map` (Sources/NaiveRx/Map.swift): subscribe to
// `self` and forward to the new observable's observer only the elements `predicate`
// accepts. Errors and completion pass through. If `predicate` throws, send that error:
// the sequence ends there.
//
//     -1-2-3-4-|  filter { $0.isMultiple(of: 2) }  → -2-4-|
//
// Read: Chapters/03-sink-and-the-first-operator/README.md#writing-an-operator
import NaiveRx

extension ObservableType {
    /// The elements for which `predicate` returns `true`; a thrown error ends the sequence.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        // Replace this line: it ignores `self` and completes at once.
        Observable<Element>.empty()
    }
}
