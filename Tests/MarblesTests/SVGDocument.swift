// Reading an SVG back with Foundation's XMLParser, so that the picture tests look at
// elements and attributes rather than at bytes.
import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// An SVG document read back: every element in document order, with its attributes, its
/// text, and its ancestors' names. `init` fails on anything that is not well-formed XML.
struct SVGDocument {
    struct Element {
        let name: String
        let attributes: [String: String]
        var text: String
        let ancestors: [String]
        /// How far down the element's ancestors move it (`<g transform="translate(0 24)">`).
        let offsetY: Double
        /// The classes of the element (`class="m p0"` gives `["m", "p0"]`).
        var classes: [String] { (attributes["class"] ?? "").split(separator: " ").map(String.init) }
        /// A numeric attribute.
        func number(_ name: String) -> Double? { attributes[name].flatMap(Double.init) }
    }

    struct NotWellFormed: Error, CustomStringConvertible {
        let description: String
    }

    let elements: [Element]
    let size: Int

    init(_ svg: String) throws {
        let delegate = Collector()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = delegate
        guard parser.parse() else {
            throw NotWellFormed(
                description: "line \(parser.lineNumber), column \(parser.columnNumber): \(parser.parserError.map { "\($0)" } ?? "unknown error")")
        }
        elements = delegate.elements
        size = svg.utf8.count
    }

    /// The elements named `name`.
    func all(_ name: String) -> [Element] {
        elements.filter { $0.name == name }
    }

    /// The first element named `name`.
    func first(_ name: String) -> Element? {
        elements.first { $0.name == name }
    }

    /// The text of every `<text>` element, in order.
    var texts: [String] { all("text").map(\.text) }

    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        var open: [Int] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            let offset = open.last.map { elements[$0].offsetY + translation(elements[$0].attributes["transform"]) } ?? 0
            elements.append(Element(name: name, attributes: attributes, text: "", ancestors: open.map { elements[$0].name }, offsetY: offset))
            open.append(elements.count - 1)
        }

        /// The vertical part of `translate(x y)`, or 0.
        private func translation(_ transform: String?) -> Double {
            guard let transform, transform.hasPrefix("translate("), transform.hasSuffix(")") else { return 0 }
            let parts = transform.dropFirst("translate(".count).dropLast().split(whereSeparator: { $0 == " " || $0 == "," })
            return parts.count == 2 ? Double(parts[1]) ?? 0 : 0
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let current = open.last { elements[current].text += string }
        }
    }
}
