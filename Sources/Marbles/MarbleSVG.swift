// Drawing a marble diagram as an SVG picture, written by hand: timelines, coloured marbles,
// operator boxes and inner sequences, readable in light and dark themes. Chapter 8 shows
// pictures drawn from recorded runs; the text drawing is MarbleDiagram.rendered.
// Foundation's essentials (Data, URL, FileManager) are enough for `writeSVG`, and on Linux they
// build in a fraction of Foundation's time, which chapter 0's first `swift run` pays.
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Draws a `MarbleDiagram` as an SVG picture.
///
/// What the picture shows, line by line, top to bottom:
/// - each line is a timeline, an arrow pointing the way time goes, with its label (if any)
///   on the left; a line made by an operator (`MarbleLine.producedBy`) has a box with the
///   operator's text above it;
/// - an element is a marble with its text inside (a pill when the text is long); each
///   distinct text has one colour, the same on every line, from a fixed palette chosen to
///   stay apart for colour-blind readers, with dark text on every colour, so the colour only
///   helps and the text carries the meaning; an element without text (a `window`) is a dot;
/// - completion is a bar across the line, an error a cross (hover it for its text);
/// - the subscription (`^`) is a caret under the line, the disposal (`!`) an exclamation
///   mark under it; the line is dashed where nobody was subscribed (all of it for an input
///   nobody ever subscribed to), and an element nobody
///   received (`TimedMarbleEvent.observed`, or outside the subscription) is a hollow marble;
/// - events at the same tick are stacked: the elements one under the other in their order,
///   and a completion, error or disposal just right of them;
/// - an event's inner sequences (`TimedMarbleEvent.inners`) are short timelines on rows of
///   their own under the line, each joined to its event by a thin branch and starting where
///   it was subscribed (so the branch slants when the subscription came later, as with
///   `concatMap`); inners that overlap in time take separate rows. (Inner lines of inner
///   lines are not drawn; the description has them.)
///
/// Time is drawn to scale: a column is `columnWidth` points wide (wider when labels would
/// touch), and an event between two columns is drawn where it fell.
///
/// The SVG carries `role="img"`, a `<title>` and, as its `<desc>`, the diagram's text
/// (`MarbleDiagram.rendered`), referenced by `aria-labelledby`: a screen reader reads both,
/// and they are the picture's alternative text. Its colours come from a `<style>` with a
/// `prefers-color-scheme: dark` rule, so it reads on GitHub's light and dark pages alike.
/// The output is deterministic: the same diagram and title give the same bytes.
///
///     let picture = MarbleDiagram(source, mapped).svg(title: "map { $0 * 10 }")
public struct MarbleSVG: Sendable {
    /// Which colours the picture uses.
    public enum ColorScheme: Sendable {
        /// Light colours, and dark ones when the reader's system or browser prefers them
        /// (`@media (prefers-color-scheme: dark)`). The default.
        case automatic
        /// Light colours only.
        case light
        /// Dark colours only, for a dark background.
        case dark
    }

    /// The width of one column in points, before widening for long labels: 24 by default.
    public var columnWidth: Double
    /// Which colours the picture uses: `.automatic` by default.
    public var colorScheme: ColorScheme

    /// Creates a renderer with the given column width and colours.
    public init(columnWidth: Double = 24, colorScheme: ColorScheme = .automatic) {
        precondition(columnWidth > 0, "A column needs a positive width.")
        self.columnWidth = columnWidth
        self.colorScheme = colorScheme
    }

    /// The picture of `diagram` as an SVG document, with `title` as its title.
    public func render(_ diagram: MarbleDiagram, title: String) -> String {
        let description = diagram.rendered
        var layout = SVGLayout(diagram: diagram, baseColumnWidth: columnWidth)
        let body = layout.draw()
        let id = "m" + fnv1a(title + "\n" + description)
        let width = format(layout.width)
        let height = format(layout.height)
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)" \
            role="img" aria-labelledby="\(id)t \(id)d">
            <title id="\(id)t">\(escaped(title))</title>
            <desc id="\(id)d">\(escaped(description))</desc>
            <style>\(style)</style>
            \(body)</svg>

            """
    }

    /// The style sheet: light colours, then the dark ones, unconditionally or for readers who
    /// prefer them.
    private var style: String {
        switch colorScheme {
        case .automatic: SVGStyle.light + "@media (prefers-color-scheme:dark){" + SVGStyle.dark + "}"
        case .light: SVGStyle.light
        case .dark: SVGStyle.light + SVGStyle.dark
        }
    }
}

extension MarbleDiagram {
    /// The diagram as an SVG picture titled `title` (see `MarbleSVG` for what it shows).
    public func svg(title: String, renderer: MarbleSVG = MarbleSVG()) -> String {
        renderer.render(self, title: title)
    }

    /// Writes the diagram as an SVG picture titled `title` to `url`, creating its folder if
    /// needed. Leaves the file untouched when it already holds exactly that picture.
    ///
    /// - returns: `true` if the file was written, `false` if it was already up to date.
    @discardableResult
    public func writeSVG(title: String, to url: URL, renderer: MarbleSVG = MarbleSVG()) throws -> Bool {
        let data = Data(svg(title: title, renderer: renderer).utf8)
        if let existing = try? Data(contentsOf: url), existing == data {
            return false
        }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
        return true
    }
}

/// The colours of the picture, as CSS classes. The marble fills are the same in both themes
/// (their text is always dark); lines, marks, boxes and labels change.
enum SVGStyle {
    /// The marble fills, in the order values first appear: Okabe and Ito's palette for
    /// colour-blind readers (without its black and its dark blue, too dark under dark text),
    /// then a light blue and a light grey. Each has a contrast of at least 4.5 : 1 with the
    /// marble text (`MarblesTests` checks it).
    static let palette = ["#E69F00", "#56B4E9", "#009E73", "#F0E442", "#E8845C", "#CC79A7", "#A6C8FF", "#C8C8C8"]

    /// The colour of the text inside marbles, in both themes.
    static let marbleText = "#1F2328"

    static let light =
        "text{font:12px ui-monospace,SFMono-Regular,Menlo,Consolas,'DejaVu Sans Mono',monospace;text-anchor:middle;fill:\(marbleText)}"
        + ".o{fill:#1F2328}.n{text-anchor:end}.k{font-size:13px}"
        + ".l{stroke:#59636E;stroke-width:1.5;fill:none}.h{fill:#59636E}"
        + ".c{stroke:#818B98;stroke-width:1.2;fill:none}"
        + ".v{stroke:#1F2328;stroke-width:2.5}.x{stroke:#CF222E;stroke-width:2.5}"
        + ".s{stroke:#0969DA;stroke-width:2;fill:none}.sd{fill:#0969DA}"
        + ".m{stroke:#1F2328;stroke-width:1.2}.b{fill:#F6F8FA;stroke:#D1D9E0}"
        + ".g{fill:none;stroke:#818B98;stroke-width:1.2;stroke-dasharray:3 2}.q{fill:#59636E}"
        + ".f{opacity:.35}.d{stroke-dasharray:4 3}"
        + palette.enumerated().map { ".p\($0.offset){fill:\($0.element)}" }.joined()

    static let dark =
        ".o{fill:#F0F6FC}.l{stroke:#9198A1}.h{fill:#9198A1}.c{stroke:#656C76}"
        + ".v{stroke:#F0F6FC}.x{stroke:#FF7B72}.s{stroke:#4493F8}.sd{fill:#4493F8}"
        + ".m{stroke:#0D1117}.b{fill:#151B23;stroke:#3D444D}.g{stroke:#656C76}.q{fill:#9198A1}"
}

/// Where everything goes: computed once from the diagram, then drawn in one pass.
struct SVGLayout {
    // Sizes in points.
    static let radius = 11.0
    static let charWidth = 7.2 // 12 px monospace: 0.6 em a character
    static let boxCharWidth = 7.8 // 13 px
    static let stackStep = 24.0
    static let markGap = 7.0
    static let dotRadius = 4.0

    let diagram: MarbleDiagram
    private(set) var width = 0.0
    private(set) var height = 0.0
    private var columnWidth: Double
    private var left = 0.0
    private var axisEnd = 0.0
    private var firstColumn = 0.0
    private var colours: [String: Int] = [:]

    init(diagram: MarbleDiagram, baseColumnWidth: Double) {
        self.diagram = diagram
        self.columnWidth = baseColumnWidth
    }

    /// One tick's worth of things on one line: the elements stacked, the marks around them.
    struct Group {
        var ticks: [Int] = []
        var elements: [TimedMarbleEvent] = []
        var terminals: [TimedMarbleEvent] = []
        var subscribed: Int?
        var disposed: Int?

        /// The first tick of the group, as a fractional column.
        func column(_ ticksPerColumn: Int) -> Double {
            Double(ticks.min() ?? 0) / Double(ticksPerColumn)
        }

        /// Half the width of the widest element (0 without any).
        var halfWidth: Double {
            elements.map { SVGLayout.halfWidth(of: $0.event) }.max() ?? 0
        }

        /// How far the group reaches left of its tick.
        var leftExtent: Double {
            let subscription = subscribed != nil && !elements.isEmpty ? SVGLayout.markGap + 6 : 6
            return max(halfWidth, 7) + (elements.isEmpty ? 0 : subscription - 6)
        }

        /// How far it reaches right of its tick.
        var rightExtent: Double {
            let marks = Double(terminals.count + (disposed == nil ? 0 : 1))
            return elements.isEmpty ? 7 + max(0, marks - 1) * 12 : halfWidth + marks * 12 + 2
        }

        /// How many rows the elements take.
        var depth: Int { max(1, elements.count) }
    }

    /// The groups of a line, in time order. Inner lines draw no subscription mark: the start
    /// of their branch is their subscription.
    func groups(of line: MarbleLine, isInner: Bool) -> [Group] {
        var byColumn: [Int: Group] = [:]
        func add(_ tick: Int, _ change: (inout Group) -> Void) {
            change(&byColumn[diagram.column(of: tick), default: Group()])
            byColumn[diagram.column(of: tick)]?.ticks.append(tick)
        }
        if let tick = line.subscribedAt, !isInner {
            add(tick) { $0.subscribed = tick }
        }
        for timed in line.events {
            add(timed.tick) { group in
                if timed.event.isTerminal { group.terminals.append(timed) } else { group.elements.append(timed) }
            }
        }
        if let tick = line.disposedAt {
            add(tick) { $0.disposed = tick }
        }
        return byColumn.keys.sorted().map { byColumn[$0]! }
    }

    static func halfWidth(of event: MarbleEvent) -> Double {
        guard case .next(let text) = event else { return 7 }
        if text.isEmpty { return dotRadius }
        let textWidth = Double(text.count) * charWidth
        return textWidth <= 16 ? radius : (textWidth + 12) / 2
    }

    /// An inner line placed on a row under its line, with the point it branches from.
    struct Branch {
        let line: MarbleLine
        let from: (x: Double, y: Double, faded: Bool)
    }

    mutating func draw() -> String {
        let tpc = diagram.ticksPerColumn
        let topGroups = diagram.lines.map { groups(of: $0, isInner: false) }
        let innerLines = diagram.lines.flatMap { $0.events.flatMap(\.inners) }
        let innerGroups = innerLines.map { groups(of: $0, isInner: true) }

        // Colours, in the order values first appear, reading the rows top to bottom.
        for row in diagram.rows {
            for timed in row.line.events {
                if case .next(let text) = timed.event, !text.isEmpty, colours[text] == nil {
                    colours[text] = colours.count % SVGStyle.palette.count
                }
            }
        }

        // Column width: wide enough that neighbouring groups do not touch, within reason.
        for groups in topGroups + innerGroups {
            for (earlier, later) in zip(groups, groups.dropFirst()) {
                let distance = later.column(tpc) - earlier.column(tpc)
                guard distance > 0 else { continue }
                let needed = (earlier.rightExtent + later.leftExtent + 4) / distance
                columnWidth = max(columnWidth, min(needed, 64))
            }
        }

        // Horizontal extent: from the first column anything is in to a little after the last.
        let allTicks = diagram.rows.flatMap { row in
            row.line.events.map(\.tick) + [row.line.subscribedAt, row.line.disposedAt].compactMap { $0 }
        }
        firstColumn = Double(diagram.column(of: min(0, allTicks.min() ?? 0)))
        let labelChars = diagram.lines.map(\.label.count).max() ?? 0
        left = 12 + (labelChars == 0 ? 0 : Double(labelChars) * Self.charWidth + 12)
        let lastColumn = Double(allTicks.max() ?? 0) / Double(tpc)
        let ongoing = diagram.rows.contains(where: \.line.isOngoing)
        let lastGroups: [Group] = (topGroups + innerGroups).compactMap(\.last)
        let reaches: [Double] = lastGroups.map { (group: Group) -> Double in x(column: group.column(tpc)) + group.rightExtent }
        let reach: Double = reaches.max() ?? left
        axisEnd = max(x(column: lastColumn) + columnWidth * (ongoing ? 3 : 1.5), reach + 12)
        let boxes: [String] = diagram.lines.compactMap(\.producedBy)
        let widestBox: Double = boxes.map { (text: String) -> Double in Double(text.count) * Self.boxCharWidth + 24 }.max() ?? 0
        axisEnd = max(axisEnd, left + widestBox)
        width = (axisEnd + 12).rounded(.up)

        var out = ""
        var y = 6.0
        for (line, groups) in zip(diagram.lines, topGroups) {
            if let text = line.producedBy {
                y += 6
                out += "<rect class=\"b\" x=\"\(format(left - 6))\" y=\"\(format(y))\" width=\"\(format(axisEnd - left + 12))\" height=\"30\" rx=\"4\"/>"
                out += "<text class=\"o k\" x=\"\(format((left + axisEnd) / 2))\" y=\"\(format(y + 19.5))\">\(escaped(text))</text>\n"
                y += 36
            }
            let lineY = y + 18
            if !line.label.isEmpty {
                out += "<text class=\"o n\" x=\"\(format(left - 12))\" y=\"\(format(lineY + 4))\">\(escaped(line.label))</text>"
            }
            let branches = drawLine(line, groups: groups, at: lineY, isInner: false, into: &out)
            y = lineY + bottom(of: groups) + 6
            y = drawBranches(branches, below: y, into: &out)
        }
        height = (y + 4).rounded(.up)
        return out
    }

    /// How far below its line a row of groups reaches.
    private func bottom(of groups: [Group]) -> Double {
        let depth = groups.map(\.depth).max() ?? 1
        let marks = groups.contains { $0.subscribed != nil || $0.disposed != nil } ? 17.0 : 0
        return max(Self.radius + Double(depth - 1) * Self.stackStep + 2, marks)
    }

    private func x(column: Double) -> Double {
        left + columnWidth / 2 + (column - firstColumn) * columnWidth
    }

    private func x(tick: Int) -> Double {
        x(column: Double(tick) / Double(diagram.ticksPerColumn))
    }

    /// Draws one timeline and its events at `lineY`; returns its inner lines with the points
    /// their branches start from.
    /// Whether `line` is an input nobody ever subscribed to: no marks, every event unheard.
    static func neverSubscribed(_ line: MarbleLine, isInner: Bool) -> Bool {
        !isInner && line.subscribedAt == nil && line.disposedAt == nil && !line.events.isEmpty && line.events.allSatisfy { !$0.observed }
    }

    private func drawLine(_ line: MarbleLine, groups: [Group], at lineY: Double, isInner: Bool, into out: inout String) -> [Branch] {
        // The row is drawn in its own coordinates, the line at y = 0: shorter numbers, and a
        // marble on the line needs no `cy` at all.
        out += "<g transform=\"translate(0 \(format(lineY)))\">"
        // The timeline: dashed where nobody was subscribed, an arrowhead where it goes on.
        let start = isInner ? x(tick: line.subscribedAt ?? line.events.first?.tick ?? 0) : left
        let terminal = line.events.first(where: \.event.isTerminal)
        var end = axisEnd
        if isInner, let last = groups.last, terminal != nil || line.disposedAt != nil {
            end = x(column: last.column(diagram.ticksPerColumn)) + (last.elements.isEmpty ? 0 : last.rightExtent - 6)
        }
        let from = !isInner ? line.subscribedAt.map { x(tick: $0) } : nil
        let to = line.disposedAt.map { x(tick: $0) + (groups.first { $0.disposed != nil }.map { $0.elements.isEmpty ? 0 : $0.rightExtent - 6 } ?? 0) }
        if let from, from > start {
            out += "<path class=\"l d f\" d=\"M\(format(start)) 0H\(format(from))\"/>"
        }
        let solidEnd = to.map { min($0, end) } ?? end
        if Self.neverSubscribed(line, isInner: isInner) {
            // Nobody subscribed at all (a fallback never needed): the line is dashed throughout.
            out += "<path class=\"l d f\" d=\"M\(format(start)) 0H\(format(end))\"/>"
        } else {
            out += "<path class=\"l\" d=\"M\(format(max(start, from ?? start))) 0H\(format(solidEnd))\"/>"
        }
        if let to, to < end {
            out += "<path class=\"l d f\" d=\"M\(format(to)) 0H\(format(end))\"/>"
        }
        if !isInner || (terminal == nil && line.disposedAt == nil) {
            out += "<path class=\"h\" d=\"M\(format(end + 8)) 0l-9 -4.5v9z\"/>"
        }

        var branches: [Branch] = []
        for group in groups {
            let faded = { (timed: TimedMarbleEvent) -> Bool in
                !timed.observed
                    || !isInner && ((line.subscribedAt.map { timed.tick < $0 } ?? false) || (line.disposedAt.map { timed.tick > $0 } ?? false))
            }
            let halfWidth = group.halfWidth
            for (index, timed) in group.elements.enumerated() {
                let cx = x(tick: timed.tick)
                let cy = Double(index) * Self.stackStep
                out += marble(timed.event, cx: cx, cy: cy, faded: faded(timed))
                for inner in timed.inners {
                    branches.append(Branch(line: inner, from: (cx, lineY + cy + Self.halfHeight(of: timed.event), faded(timed))))
                }
            }
            // Marks around the elements: the subscription before them, the end after them.
            var markX = group.elements.isEmpty ? nil : x(tick: group.elements[0].tick) + halfWidth + Self.markGap
            if let tick = group.subscribed {
                // Alone in its tick it sits on it; beside an end mark, just left of it.
                let alone = group.terminals.isEmpty && group.disposed == nil
                let sx = group.elements.isEmpty ? x(tick: tick) - (alone ? 0 : 7) : x(tick: group.elements[0].tick) - halfWidth - Self.markGap
                out += "<path class=\"s\" d=\"M\(format(sx - 5)) 13l5 -9l5 9\"/>"
            }
            for timed in group.terminals {
                let tx = markX ?? x(tick: timed.tick)
                out += terminalMark(timed.event, x: tx, faded: faded(timed))
                for inner in timed.inners {
                    branches.append(Branch(line: inner, from: (tx, lineY + 11, faded(timed))))
                }
                markX = tx + 12
            }
            if let tick = group.disposed {
                let dx = format(markX ?? x(tick: tick))
                out += "<path class=\"s\" d=\"M\(dx) 4v9\"/><circle class=\"sd\" cx=\"\(dx)\" cy=\"17.5\" r=\"1.8\"/>"
            }
        }
        out += "</g>\n"
        return branches
    }

    private static func halfHeight(of event: MarbleEvent) -> Double {
        if case .next(let text) = event, text.isEmpty { return dotRadius }
        return radius
    }

    /// An inner line with its groups and where it reaches: its timeline and marks (`content`)
    /// and its branch (`branch`), as horizontal ranges.
    private struct Placed {
        let branch: Branch
        let groups: [Group]
        let start: Double
        let content: ClosedRange<Double>
        let reach: ClosedRange<Double>
    }

    /// Puts inner lines on rows under `y`, draws their branches and lines, and returns the y
    /// under the last row. Each goes where it overlaps no other and its branch crosses the
    /// fewest lines of the rows above it: on the first row with room, or on a new row, at
    /// the bottom unless a higher one crosses less.
    private func drawBranches(_ branches: [Branch], below top: Double, into out: inout String) -> Double {
        guard !branches.isEmpty else { return top }
        var rows: [[Placed]] = []
        for branch in branches {
            let groups = groups(of: branch.line, isInner: true)
            let start = x(tick: branch.line.subscribedAt ?? branch.line.events.first?.tick ?? 0)
            let ends = branch.line.events.contains(where: \.event.isTerminal) || branch.line.disposedAt != nil
            let right = ends ? (groups.last.map { x(column: $0.column(diagram.ticksPerColumn)) + $0.rightExtent } ?? start) + 6 : axisEnd + 10
            let placed = Placed(
                branch: branch, groups: groups, start: start,
                content: (start - 6)...max(start, right),
                reach: (min(branch.from.x, start) - 6)...max(branch.from.x + 6, start, right))
            var options: [[[Placed]]] = []
            for row in rows.indices where !rows[row].contains(where: { $0.reach.overlaps(placed.reach) }) {
                var option = rows
                option[row].append(placed)
                options.append(option)
            }
            for row in stride(from: rows.count, through: 0, by: -1) {
                var option = rows
                option.insert([placed], at: row)
                options.append(option)
            }
            rows = options.min { crossings($0) < crossings($1) } ?? rows
        }
        var y = top
        for row in rows {
            let lineY = y + 14
            for placed in row {
                let from = placed.branch.from
                out += "<path class=\"c\(from.faded ? " f" : "")\" d=\"M\(format(from.x)) \(format(from.y))L\(format(placed.start)) \(format(lineY))\"/>"
                _ = drawLine(placed.branch.line, groups: placed.groups, at: lineY, isInner: true, into: &out)
            }
            y = lineY + max(bottom(of: row.flatMap(\.groups)), 11) + 4
        }
        return y + 2
    }

    /// How many times the branches of `rows` cross a line or mark of a row above theirs.
    private func crossings(_ rows: [[Placed]]) -> Int {
        var count = 0
        for (lower, row) in rows.enumerated() {
            for placed in row {
                let branch = (min(placed.branch.from.x, placed.start) - 8)...(max(placed.branch.from.x, placed.start) + 8)
                count += rows[..<lower].joined().filter { $0.content.overlaps(branch) }.count
            }
        }
        return count
    }

    /// An element: a marble (circle or pill) with its text, or a dot when it has none. One
    /// nobody received is hollow, dashed, its text muted: still legible in both themes.
    private func marble(_ event: MarbleEvent, cx: Double, cy: Double, faded: Bool) -> String {
        guard case .next(let text) = event else { return "" }
        if text.isEmpty {
            return "<circle class=\"h\(faded ? " f" : "")\" cx=\"\(format(cx))\"\(cy == 0 ? "" : " cy=\"\(format(cy))\"") r=\"4\"/>"
        }
        let shapeClass = faded ? "g" : "m p\(colours[text] ?? 0)"
        let halfWidth = Self.halfWidth(of: event)
        let shape =
            halfWidth == Self.radius
            ? "<circle class=\"\(shapeClass)\" cx=\"\(format(cx))\"\(cy == 0 ? "" : " cy=\"\(format(cy))\"") r=\"11\"/>"
            : "<rect class=\"\(shapeClass)\" x=\"\(format(cx - halfWidth))\" y=\"\(format(cy - Self.radius))\" width=\"\(format(2 * halfWidth))\" height=\"22\" rx=\"11\"/>"
        return shape + "<text\(faded ? " class=\"q\"" : "") x=\"\(format(cx))\" y=\"\(format(cy + 4))\">\(escaped(text))</text>"
    }

    /// Completion as a bar across the line, an error as a cross with its text as a tooltip.
    private func terminalMark(_ event: MarbleEvent, x: Double, faded: Bool) -> String {
        let fade = faded ? " f" : ""
        switch event {
        case .completed:
            return "<path class=\"v\(fade)\" d=\"M\(format(x)) -11v22\"/>"
        case .error(let message):
            return "<g class=\"x\(fade)\"><title>error: \(escaped(message))</title><path d=\"M\(format(x - 7)) -7l14 14m0 -14l-14 14\"/></g>"
        case .next:
            return ""
        }
    }
}

/// A number for an attribute: at most one decimal, no trailing `.0`, never `-0`.
func format(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    let sign = tenths < 0 ? "-" : ""
    let magnitude = abs(tenths)
    return magnitude % 10 == 0 ? "\(sign)\(magnitude / 10)" : "\(sign)\(magnitude / 10).\(magnitude % 10)"
}

/// `text` with the five characters XML reserves written as entities.
func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
        switch character {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "\"": result += "&quot;"
        case "'": result += "&apos;"
        default: result.append(character)
        }
    }
    return result
}

/// A short, stable hash of `text` (FNV-1a, 32 bits, in hex), for ids that do not clash when
/// several pictures share a page.
func fnv1a(_ text: String) -> String {
    var hash: UInt32 = 2_166_136_261
    for byte in text.utf8 {
        hash = (hash ^ UInt32(byte)) &* 16_777_619
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 8 - hex.count) + hex
}
