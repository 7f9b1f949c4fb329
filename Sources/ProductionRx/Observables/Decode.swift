// `decode(type:decoder:)`: turns each `Data` element into a `Decodable` value. As in RxSwift,
// it is `map` with a decoder, so it has no sink of its own. Chapter 5 ("An operator made of
// an operator").
import Foundation

// snippet:begin decode
extension ObservableType where Element == Data {
    /// Attempt to decode the emitted `Data` using a provided decoder.
    ///
    /// An element that does not decode ends the sequence with the decoder's error.
    ///
    /// - parameter type: A `Decodable`-conforming type to attempt to decode to.
    /// - parameter decoder: A capable decoder, e.g. `JSONDecoder` or `PropertyListDecoder`.
    ///
    /// - note: If using a custom decoder, it must conform to the `DataDecoder` protocol.
    ///
    /// - returns: An `Observable` of the decoded type.
    public func decode<Item: Decodable, Decoder: DataDecoder>(type: Item.Type, decoder: Decoder) -> Observable<Item> {
        map { try decoder.decode(type, from: $0) }
    }
}

/// Represents an entity capable of decoding raw `Data` into a concrete `Decodable` type.
public protocol DataDecoder {
    /// Decodes a value of `type` from `data`, or throws.
    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item
}

extension JSONDecoder: DataDecoder {}
extension PropertyListDecoder: DataDecoder {}
// snippet:end decode
