// `decode(type:decoder:)`: turns each `Data` element into a `Decodable` value. As in RxSwift
// (`RxSwift/Observables/Decode.swift`), it is `map` with a decoder, so it has no sink of its own. Chapter 5 ("An operator made of
// an operator").
import Foundation

// snippet:begin decode
extension ObservableType where Element == Data {
    /// Decodes each `Data` element into an `Item` with `decoder`.
    ///
    /// An element that does not decode ends the sequence with the decoder's error.
    ///
    /// - parameter type: The type each element decodes to.
    /// - parameter decoder: The decoder: `JSONDecoder`, `PropertyListDecoder`, or any type
    ///   of yours that conforms to `DataDecoder`.
    ///
    /// - returns: An `Observable` of the decoded type.
    public func decode<Item: Decodable, Decoder: DataDecoder>(type: Item.Type, decoder: Decoder) -> Observable<Item> {
        mapping { try decoder.decode(type, from: $0) }
    }
}

/// Something that turns `Data` into a `Decodable` value: what `decode(type:decoder:)` needs
/// of its decoder.
public protocol DataDecoder {
    /// Decodes a value of `type` from `data`, or throws.
    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item
}

extension JSONDecoder: DataDecoder {}
extension PropertyListDecoder: DataDecoder {}
// snippet:end decode
