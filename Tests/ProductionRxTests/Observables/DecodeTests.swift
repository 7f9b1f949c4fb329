// `decode(type:decoder:)` and `DataDecoder` (Sources/ProductionRx/Observables/Decode.swift):
// each `Data` element decoded, with JSON, property lists or any `DataDecoder`; a decoding
// error ends the sequence.
import Foundation
import ProductionRx
import XCTest

/// decode(type:decoder:)
final class DecodeTests: RxTestCase {
    private struct User: Codable, Equatable {
        let name: String
    }

    /// A decoder of its own: every `Data` decodes to its byte count, as a `User` named so.
    private struct ByteCountDecoder: DataDecoder {
        func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item {
            guard let user = User(name: "\(data.count) bytes") as? Item else { throw TestError.other }
            return user
        }
    }

    private static func json(_ text: String) -> Data {
        Data(text.utf8)
    }

    func testDecodeDecodesEachDataElementWithAJSONDecoder() {
        let data = Observable.of(Self.json(#"{"name":"Ann"}"#), Self.json(#"{"name":"Bo"}"#))

        let seen = record(data.decode(type: User.self, decoder: JSONDecoder()))

        XCTAssertEqual(seen, [.next(User(name: "Ann")), .next(User(name: "Bo")), .completed])
    }

    func testDecodeWorksWithAPropertyListDecoder() throws {
        let encoded = try PropertyListEncoder().encode(User(name: "Ann"))

        let seen = record(Observable.just(encoded).decode(type: User.self, decoder: PropertyListDecoder()))

        XCTAssertEqual(seen, [.next(User(name: "Ann")), .completed])
    }

    func testDecodeWorksWithAnyDataDecoder() {
        let seen = record(Observable.just(Data([1, 2, 3])).decode(type: User.self, decoder: ByteCountDecoder()))

        XCTAssertEqual(seen, [.next(User(name: "3 bytes")), .completed])
    }

    func testAnElementThatDoesNotDecodeEndsTheSequenceWithTheDecodersErrorAndDisposesTheSource() {
        let source = ManualSource<Data>()
        nonisolated(unsafe) var events: [Event<User>] = []
        let subscription = source.observable.decode(type: User.self, decoder: JSONDecoder()).subscribe { events.append($0) }

        source.send(.next(Self.json(#"{"name":"Ann"}"#)))
        source.send(.next(Self.json("not json")))

        XCTAssertEqual(events.count, 2)
        XCTAssertEqual(events.first?.element, User(name: "Ann"))
        guard case .error(let error)? = events.last else {
            XCTFail("expected an error, got \(events)")
            return
        }
        XCTAssertTrue(error is DecodingError)
        XCTAssertEqual(source.disposals, 1)
        subscription.dispose()
    }
}
