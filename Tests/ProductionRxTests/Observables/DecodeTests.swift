// `decode(type:decoder:)` and `DataDecoder` (Sources/ProductionRx/Observables/Decode.swift):
// each `Data` element decoded, with JSON, property lists or any `DataDecoder`; a decoding
// error ends the sequence.
import Foundation
import ProductionRx
import Testing

@Suite("decode(type:decoder:)", .leakChecked)
struct DecodeTests {
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

    @Test func decodeDecodesEachDataElementWithAJSONDecoder() {
        let data = Observable.of(Self.json(#"{"name":"Ann"}"#), Self.json(#"{"name":"Bo"}"#))

        let seen = record(data.decode(type: User.self, decoder: JSONDecoder()))

        #expect(seen == [.next(User(name: "Ann")), .next(User(name: "Bo")), .completed])
    }

    @Test func decodeWorksWithAPropertyListDecoder() throws {
        let encoded = try PropertyListEncoder().encode(User(name: "Ann"))

        let seen = record(Observable.just(encoded).decode(type: User.self, decoder: PropertyListDecoder()))

        #expect(seen == [.next(User(name: "Ann")), .completed])
    }

    @Test func decodeWorksWithAnyDataDecoder() {
        let seen = record(Observable.just(Data([1, 2, 3])).decode(type: User.self, decoder: ByteCountDecoder()))

        #expect(seen == [.next(User(name: "3 bytes")), .completed])
    }

    @Test func anElementThatDoesNotDecodeEndsTheSequenceWithTheDecodersErrorAndDisposesTheSource() {
        let source = ManualSource<Data>()
        nonisolated(unsafe) var events: [Event<User>] = []
        let subscription = source.observable.decode(type: User.self, decoder: JSONDecoder()).subscribe { events.append($0) }

        source.send(.next(Self.json(#"{"name":"Ann"}"#)))
        source.send(.next(Self.json("not json")))

        #expect(events.count == 2)
        #expect(events.first?.element == User(name: "Ann"))
        guard case .error(let error)? = events.last else {
            Issue.record("expected an error, got \(events)")
            return
        }
        #expect(error is DecodingError)
        #expect(source.disposals == 1)
        subscription.dispose()
    }
}
