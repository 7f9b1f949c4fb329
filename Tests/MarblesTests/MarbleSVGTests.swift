// How marble diagrams are drawn as SVG pictures: well-formed, small, accessible, the same
// bytes every time, and drawing what the text drawing says. Chapter 8 shows such pictures.
import Foundation
import Marbles
import Testing

/// Diagrams covering everything a picture draws, for the tests that check every picture.
private enum Samples {
    static let map = MarbleDiagram(
        MarbleLine(events: [.init(2, .next("1")), .init(5, .next("2")), .init(8, .next("3")), .init(11, .completed)]),
        MarbleLine(events: [.init(2, .next("10")), .init(5, .next("20")), .init(8, .next("30")), .init(11, .completed)], producedBy: "map { $0 * 10 }")
    )

    static let crowded = MarbleDiagram(
        MarbleLine("a", events: [.init(2, .next("1")), .init(5, .next("2")), .init(5, .next("3")), .init(5, .next("4")), .init(5, .completed)]),
        MarbleLine("take(3)", events: [.init(2, .next("1")), .init(5, .next("2")), .init(5, .next("3")), .init(5, .completed)])
    )

    /// flatMap with two overlapping inner sequences, the second subscribed later than its
    /// element arrived, one disposed early.
    static let inners = MarbleDiagram(
        MarbleLine(events: [
            .init(2, .next("a"), inners: [MarbleLine(events: [.init(3, .next("1")), .init(6, .next("1"))], subscribedAt: 2, disposedAt: 7)]),
            .init(4, .next("b"), inners: [MarbleLine(events: [.init(6, .next("2")), .init(8, .next("2")), .init(9, .completed)], subscribedAt: 5)]),
            .init(12, .completed),
        ]),
        MarbleLine(
            events: [.init(3, .next("1")), .init(6, .next("1")), .init(6, .next("2")), .init(8, .next("2")), .init(12, .completed)], producedBy: "flatMap")
    )

    static let failing = MarbleDiagram(
        MarbleLine(
            events: [.init(0, .next("x")), .init(2, .next("y")), .init(4, .next("z"), observed: false), .init(6, .error("boom"))],
            subscribedAt: 1, disposedAt: 3),
        MarbleLine(events: [.init(2, .next("y")), .init(3, .error("boom"))], producedBy: "something < that & \"fails\"")
    )

    static let longLabels = MarbleDiagram(
        MarbleLine(events: [.init(1, .next("s")), .init(3, .next("swift")), .init(4, .next("[1,2,3]")), .init(5, .next("<&>")), .init(7, .completed)])
    )

    static let window = MarbleDiagram(
        MarbleLine(events: [.init(1, .next("1")), .init(3, .next("2")), .init(5, .next("3")), .init(6, .completed)]),
        MarbleLine(
            events: [
                .init(0, .next(""), inners: [MarbleLine(events: [.init(1, .next("1")), .init(3, .next("2")), .init(4, .completed)], subscribedAt: 0)]),
                .init(4, .next(""), inners: [MarbleLine(events: [.init(5, .next("3")), .init(6, .completed)], subscribedAt: 4)]),
                .init(6, .completed),
            ], producedBy: "window(timeSpan: .seconds(40), count: 3)")
    )

    static let all: [(name: String, diagram: MarbleDiagram)] = [
        ("map", map), ("crowded", crowded), ("inners", inners), ("failing", failing), ("longLabels", longLabels), ("window", window),
    ]
}

/// The marbles of a picture: each element's shape (circle or rect) with its text and place.
private struct Marble {
    let text: String
    let x: Double
    let y: Double
    let classes: [String]
}

private func marbles(_ document: SVGDocument) -> [Marble] {
    let elements = document.elements
    return elements.indices.compactMap { index in
        let element = elements[index]
        let shape = index > 0 ? elements[index - 1] : element
        guard element.name == "text", ["circle", "rect"].contains(shape.name), shape.classes.contains("m") || shape.classes.contains("g") else { return nil }
        return Marble(text: element.text, x: element.number("x") ?? .nan, y: element.offsetY + (element.number("y") ?? .nan) - 4, classes: shape.classes)
    }
}

@Suite struct MarbleSVGTests {
    @Test(arguments: Samples.all.map(\.name))
    func everyPictureIsWellFormedWithARoleATitleAndTheMarbleTextAsItsDescription(name: String) throws {
        let diagram = try #require(Samples.all.first { $0.name == name }).diagram
        let document = try SVGDocument(diagram.svg(title: "The \(name) diagram"))
        let root = try #require(document.elements.first)
        #expect(root.name == "svg")
        #expect(root.attributes["xmlns"] == "http://www.w3.org/2000/svg")
        #expect(root.attributes["role"] == "img")
        let title = try #require(document.first("title"))
        let description = try #require(document.first("desc"))
        #expect(title.ancestors == ["svg"] && description.ancestors == ["svg"], "title and desc are the picture's own, not a mark's tooltip")
        #expect(root.attributes["aria-labelledby"] == "\(title.attributes["id"] ?? "?") \(description.attributes["id"] ?? "?")")
        #expect(title.text == "The \(name) diagram")
        #expect(description.text == diagram.rendered)
        #expect(root.number("width") != nil && root.attributes["viewBox"] == "0 0 \(root.attributes["width"] ?? "") \(root.attributes["height"] ?? "")")
    }

    @Test(arguments: Samples.all.map(\.name))
    func everyPictureStaysUnderTwelveKilobytes(name: String) throws {
        let diagram = try #require(Samples.all.first { $0.name == name }).diagram
        #expect(diagram.svg(title: name).utf8.count < 12 * 1024)
    }

    @Test func aBusyDiagramStaysUnderTwelveKilobytes() throws {
        // Three inputs of 20 elements with two-character labels, and an output whose every
        // element has a three-element inner sequence: more than an operator page shows.
        func input(_ offset: Int) -> MarbleLine {
            MarbleLine(events: (0..<20).map { TimedMarbleEvent(offset + 3 * $0, .next("\(10 + $0)")) } + [TimedMarbleEvent(61, .completed)])
        }
        let output = MarbleLine(
            events: (0..<12).map { index in
                TimedMarbleEvent(
                    5 * index, .next("\(index)"),
                    inners: [
                        MarbleLine(
                            events: (1...3).map { TimedMarbleEvent(5 * index + $0, .next("\($0)")) } + [TimedMarbleEvent(5 * index + 4, .completed)],
                            subscribedAt: 5 * index)
                    ])
            } + [TimedMarbleEvent(62, .completed)], producedBy: "groupBy { … }")
        let svg = MarbleDiagram(input(0), input(1), input(2), output).svg(title: "busy")
        _ = try SVGDocument(svg)
        #expect(svg.utf8.count < 12 * 1024, "\(svg.utf8.count) bytes")
    }

    @Test func escapesTheCharactersXMLReservesInTitleLabelsAndDescription() throws {
        let svg = Samples.failing.svg(title: "a < b & \"c\" > 'd'")
        let document = try SVGDocument(svg)
        #expect(document.first("title")?.text == "a < b & \"c\" > 'd'")
        #expect(document.texts.contains("something < that & \"fails\""))
        #expect(try SVGDocument(Samples.longLabels.svg(title: "")).texts.contains("<&>"))
    }

    @Test func isTheSameBytesEveryTime() {
        for (name, diagram) in Samples.all {
            let copy = MarbleDiagram(diagram.lines, ticksPerColumn: diagram.ticksPerColumn)
            #expect(diagram.svg(title: name) == copy.svg(title: name), "\(name)")
        }
    }

    @Test func givesTwoPicturesDifferentIdsSoThatTheyCanShareAPage() throws {
        let first = try SVGDocument(Samples.map.svg(title: "map"))
        let second = try SVGDocument(Samples.crowded.svg(title: "take"))
        #expect(first.first("title")?.attributes["id"] != second.first("title")?.attributes["id"])
    }

    @Test func givesEachValueOneColourOnEveryLineAndDifferentValuesDifferentColours() throws {
        let picture = try SVGDocument(Samples.inners.svg(title: "flatMap"))
        var colourOf: [String: Set<String>] = [:]
        for marble in marbles(picture) {
            colourOf[marble.text, default: []].formUnion(marble.classes.filter { $0.hasPrefix("p") })
        }
        #expect(colourOf.values.allSatisfy { $0.count == 1 }, "\(colourOf)")
        #expect(Set(colourOf.values.compactMap(\.first)).count == colourOf.count, "a, b, 1 and 2 each have their own colour")
        #expect(marbles(picture).filter { $0.text == "1" }.count == 4, "1 on the inner line and in the output")
    }

    @Test func keepsEveryMarbleColourReadableUnderItsDarkText() throws {
        let svg = Samples.map.svg(title: "map")
        let style = try #require(try SVGDocument(svg).first("style")).text
        func colour(after marker: String) -> String? {
            guard let rule = style.range(of: marker), let fill = style[rule.upperBound...].range(of: "fill:") else { return nil }
            return String(style[fill.upperBound...].prefix(7))
        }
        let text = try #require(colour(after: "text{"))
        let fills = (0..<8).compactMap { colour(after: ".p\($0){") }
        #expect(fills.count == 8)
        for fill in fills {
            #expect(contrast(fill, text) >= 4.5, "\(fill) under \(text): \(contrast(fill, text))")
        }
    }

    @Test func stacksTheElementsOfOneTickAndPutsTheEndRightOfThem() throws {
        let picture = try SVGDocument(Samples.crowded.svg(title: "take(3)"))
        let input = marbles(picture).filter { ["2", "3", "4"].contains($0.text) }.prefix(3)
        #expect(Set(input.map(\.x)).count == 1, "one tick, one x")
        #expect(input.map(\.y) == input.map(\.y).sorted() && Set(input.map(\.y)).count == 3, "2 above 3 above 4")
        #expect(input.map { $0.y - input.first!.y } == [0, 24, 48])
        let bars = picture.all("path").filter { $0.classes.contains("v") }
        #expect(bars.count == 2)
        for bar in bars {
            let x = try #require(bar.attributes["d"]?.dropFirst().split(separator: " ").first.flatMap { Double($0) })
            #expect(x > input.first!.x + 11, "the completion comes after the elements of its tick")
        }
    }

    @Test func drawsEachInnerSequenceOnARowOfItsOwnBranchingFromItsElement() throws {
        let picture = try SVGDocument(Samples.inners.svg(title: "flatMap"))
        let all = marbles(picture)
        let a = try #require(all.first { $0.text == "a" })
        let b = try #require(all.first { $0.text == "b" })
        let inputY = a.y
        let outputY = try #require(all.last).y
        let innerOnes = all.filter { $0.y > inputY && $0.y < outputY }
        #expect(innerOnes.map(\.text).sorted() == ["1", "1", "2", "2"])
        let rowOfOne = Set(innerOnes.filter { $0.text == "1" }.map(\.y))
        let rowOfTwo = Set(innerOnes.filter { $0.text == "2" }.map(\.y))
        #expect(rowOfOne.count == 1 && rowOfTwo.count == 1 && rowOfOne != rowOfTwo, "they overlap in time: two rows")

        // Branches start under their element; b's slants to where its inner was subscribed,
        // a column later.
        let branches = picture.all("path").filter { $0.classes == ["c"] }.compactMap { $0.attributes["d"] }
        #expect(branches.count == 2)
        #expect(branches.contains { $0.hasPrefix("M\(format(a.x)) \(format(a.y + 11))L\(format(a.x)) ") }, "\(branches)")
        let columnWidth = b.x - a.x // a at tick 2, b at tick 4
        #expect(branches.contains { $0.hasPrefix("M\(format(b.x)) \(format(b.y + 11))L\(format(b.x + columnWidth / 2)) ") }, "\(branches)")
    }

    @Test func drawsAWindowAsADotWithItsSequenceBelow() throws {
        let picture = try SVGDocument(Samples.window.svg(title: "window"))
        let dots = picture.all("circle").filter { $0.classes == ["h"] }
        #expect(dots.count == 2)
        #expect(!marbles(picture).contains { $0.text.isEmpty }, "a window has no label")
    }

    @Test func drawsTimeToScaleEvenBetweenColumns() throws {
        let diagram = MarbleDiagram(
            [MarbleLine(events: [.init(20, .next("a")), .init(50, .next("b")), .init(51, .next("c")), .init(100, .completed)])], ticksPerColumn: 10)
        let positions = marbles(try SVGDocument(diagram.svg(title: "observe(on:)"))).map(\.x)
        #expect(positions.count == 3)
        let column = (positions[1] - positions[0]) / 3
        #expect(abs(positions[2] - positions[1] - column / 10) < 0.11, "c one tick after b: a tenth of a column")
    }

    @Test func marksSubscriptionAndDisposalAndDashesTheLineWhereNobodyListened() throws {
        let picture = try SVGDocument(Samples.failing.svg(title: "failing"))
        let paths = picture.all("path")
        #expect(paths.filter { $0.classes == ["s"] }.count == 2, "a caret and the stroke of the !")
        #expect(picture.all("circle").filter { $0.classes == ["sd"] }.count == 1, "the dot of the !")
        #expect(paths.filter { $0.classes == ["l", "d", "f"] }.count == 2, "dashed before ^ and after !")
    }

    @Test func drawsElementsNobodyReceivedHollow() throws {
        let picture = try SVGDocument(Samples.failing.svg(title: "failing"))
        let hollow = marbles(picture).filter { $0.classes == ["g"] }.map(\.text)
        #expect(hollow == ["x", "z"], "x before the subscription, z sent while nobody listened")

        // take(1) over (ab): b came in the tick of the disposal, after it.
        let take = MarbleLine(events: [.init(2, .next("a")), .init(2, .next("b"), observed: false)], disposedAt: 2)
        let stacked = marbles(try SVGDocument(MarbleDiagram(take).svg(title: "take(1)")))
        #expect(stacked.map(\.text) == ["a", "b"] && stacked.map { $0.classes.contains("g") } == [false, true])
    }

    @Test func drawsAnErrorAsACrossWithItsDescription() throws {
        let picture = try SVGDocument(Samples.failing.svg(title: "failing"))
        let crosses = picture.all("g").filter { $0.classes.first == "x" }
        #expect(crosses.count == 2)
        #expect(picture.all("title").dropFirst().map(\.text) == ["error: boom", "error: boom"])
    }

    @Test func drawsTheOperatorInABoxBetweenItsInputAndItsOutput() throws {
        let picture = try SVGDocument(Samples.map.svg(title: "map"))
        let box = try #require(picture.all("rect").first { $0.classes == ["b"] })
        let all = marbles(picture)
        let boxTop = try #require(box.number("y")) + box.offsetY
        let boxBottom = boxTop + (box.number("height") ?? 0)
        #expect(all.filter { $0.y < boxTop }.map(\.text) == ["1", "2", "3"])
        #expect(all.filter { $0.y > boxBottom }.map(\.text) == ["10", "20", "30"])
        #expect(picture.texts.contains("map { $0 * 10 }"))
    }

    @Test func widensColumnsSoThatLongLabelsDoNotTouch() throws {
        let pills = try SVGDocument(Samples.longLabels.svg(title: "long")).all("rect").filter { $0.classes.contains("m") }
        #expect(pills.count == 3, "swift, [1,2,3] and <&> are pills; s fits in a circle")
        let spans = pills.compactMap { pill in pill.number("x").flatMap { x in pill.number("width").map { (x, x + $0) } } }
        #expect(spans.count == 3 && zip(spans, spans.dropFirst()).allSatisfy { $0.1 < $1.0 }, "\(spans)")
    }

    @Test func offersDarkColoursToReadersWhoPreferThemOrToADarkPage() throws {
        let automatic = try #require(try SVGDocument(Samples.map.svg(title: "map")).first("style")).text
        let light = try #require(try SVGDocument(Samples.map.svg(title: "map", renderer: MarbleSVG(colorScheme: .light))).first("style")).text
        let dark = try #require(try SVGDocument(Samples.map.svg(title: "map", renderer: MarbleSVG(colorScheme: .dark))).first("style")).text
        #expect(automatic.contains("@media (prefers-color-scheme:dark){"))
        #expect(!light.contains("@media") && !dark.contains("@media"))
        #expect(light.count < dark.count && dark.hasPrefix(light), "the dark rules come after the light ones and win")
    }

    @Test func writesTheFileOnlyWhenThePictureChanged() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("marble-svg-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("pictures/map.svg")
        #expect(try Samples.map.writeSVG(title: "map", to: url))
        #expect(try String(contentsOf: url, encoding: .utf8) == Samples.map.svg(title: "map"))
        #expect(try !Samples.map.writeSVG(title: "map", to: url), "the same picture: left alone")
        #expect(try Samples.map.writeSVG(title: "map, again", to: url))
    }
}

/// The contrast ratio of two `#RRGGBB` colours, as WCAG defines it.
private func contrast(_ first: String, _ second: String) -> Double {
    func luminance(_ hex: String) -> Double {
        let value = Int(hex.dropFirst(), radix: 16) ?? 0
        let channels = [value >> 16, (value >> 8) & 0xFF, value & 0xFF].map { Double($0) / 255 }
        let linear = channels.map { $0 <= 0.039_28 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    }
    let (a, b) = (luminance(first), luminance(second))
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
}

/// A number as the picture writes it.
private func format(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(abs(tenths % 10))"
}
