// Drawing one or more marble lines as text, aligned under each other. Chapter 1 explains
// the notation; every demo prints with it.

/// Several marble lines drawn one under the other, with their labels and a legend.
///
///     source    --1--2--3--|
///     map(*10)  --a--b--c--|
///               a = 10   b = 20   c = 30
///
/// The rules:
/// - Each tick is one column: `-` if nothing happened, otherwise the event.
/// - A one-character element is drawn as itself. Anything longer (`10`, `tap`), or a single
///   character the notation reserves (`-`, `|`, `#`, `^`, `!`, `(`, `)`, space), is drawn as
///   a letter (`a`, `b`, …) explained in the legend below the lines. Equal values share a
///   letter; letters already drawn as values in the diagram are skipped.
/// - `|` is completion, `#` an error (its description goes to the legend), `^` subscription,
///   `!` disposal.
/// - Several things at the same tick are drawn as a group: `(ab)`, `(1|)`. A group is one
///   tick however many columns it takes, which is how marble strings are read back in tests
///   (chapter 8).
/// - A line that neither ended nor was disposed runs on past the others, as three more `-`.
/// - When a group makes a tick wider in one line, that tick is widened with `-` in every
///   line (with spaces after a `|` or `#`, which nothing follows), so that things that
///   happened at the same tick stay in the same column. That padding is for the eye only; a
///   line without groups is drawn exactly, one column per tick, and can be read back as it is.
public struct MarbleDiagram: Hashable, Sendable, CustomStringConvertible {
    /// The lines, top to bottom.
    public var lines: [MarbleLine]
    /// How many ticks one column stands for: 1 unless the ticks are finer than the drawing
    /// (a recorded run in virtual time has 10 to a column). Text draws an event that falls
    /// between two columns in the earlier one; a picture draws it where it fell.
    public var ticksPerColumn: Int

    /// Creates a diagram of the given lines, with `ticksPerColumn` ticks to a column.
    public init(_ lines: [MarbleLine], ticksPerColumn: Int = 1) {
        precondition(ticksPerColumn > 0, "A marble diagram needs at least one tick per column.")
        self.lines = lines
        self.ticksPerColumn = ticksPerColumn
    }

    /// Creates a diagram of the given lines.
    public init(_ lines: MarbleLine...) {
        self.init(lines)
    }

    /// The diagram as text: one row per line, then the legend row, if any.
    ///
    /// A line's inner sequences (`TimedMarbleEvent.inners`) each get a row under it, labelled
    /// `↳` and the symbol of the event that carries them, blank before their subscription:
    ///
    ///              -a-----b---|
    ///       ↳ a     ^-1-1|
    ///       ↳ b           ^-2-2|
    public var rendered: String {
        let rows = self.rows
        let legend = Legend(rows: rows)
        let cellsPerRow = rows.map { cells(of: $0.line, legend: legend) }
        let lastColumn = rows.compactMap { $0.line.lastTick.map(column(of:)) }.max() ?? -1
        let runOn = rows.contains(where: \.line.isOngoing) ? 3 : 0
        let width = lastColumn + 1 + runOn
        let columnWidths = (0..<width).map { column in
            cellsPerRow.map { $0[column]?.count ?? 1 }.max() ?? 1
        }
        let labelWidth = rows.map { row in legend.label(of: row).count }.max() ?? 0
        let labelColumn = labelWidth == 0 ? 0 : labelWidth + 2

        var text: [String] = []
        for (row, cells) in zip(rows, cellsPerRow) {
            let line = row.line
            let end = line.isOngoing ? width - 1 : (line.lastTick.map(column(of:)) ?? -1)
            // An inner sequence does not exist before it is subscribed: blank, not ticks.
            let start = row.parent == nil ? 0 : (line.subscribedAt ?? line.events.first?.tick).map(column(of:)) ?? 0
            var drawn = legend.label(of: row).padded(to: labelColumn)
            for column in stride(from: 0, through: end, by: 1) {
                let blank = column < start ? " " : String(MarbleSymbol.tick)
                let cell = cells[column] ?? blank
                // After `|` or `#` (alone or in a group), a `-` would read as time going on after
                // the end.
                let ended = cell.contains(MarbleSymbol.completed) || cell.contains(MarbleSymbol.error)
                let padding = ended || column < start ? " " : String(MarbleSymbol.tick)
                drawn += cell + String(repeating: padding, count: columnWidths[column] - cell.count)
            }
            while drawn.last == " " { drawn.removeLast() }
            text.append(drawn)
        }
        text += legend.rows.map { "".padded(to: labelColumn) + $0 }
        return text.joined(separator: "\n")
    }

    /// Same as `rendered`, so that `print(diagram)` draws it.
    public var description: String { rendered }

    /// The column a tick falls in: the earlier one when it falls between two.
    func column(of tick: Int) -> Int {
        tick >= 0 ? tick / ticksPerColumn : -((-tick + ticksPerColumn - 1) / ticksPerColumn)
    }

    /// One row of the text drawing: a line, or an inner line with the event that carries it.
    struct Row {
        let line: MarbleLine
        let parent: MarbleEvent?
    }

    /// Every line, each followed by the rows of its inner lines (and theirs), top to bottom.
    var rows: [Row] {
        func rows(of line: MarbleLine, parent: MarbleEvent?) -> [Row] {
            [Row(line: line, parent: parent)] + line.events.flatMap { timed in timed.inners.flatMap { rows(of: $0, parent: timed.event) } }
        }
        return lines.flatMap { rows(of: $0, parent: nil) }
    }

    /// The text of each column that has something in it. In a column with the subscription
    /// or the disposal, the events nobody received go before the `^` or after the `!`.
    private func cells(of line: MarbleLine, legend: Legend) -> [Int: String] {
        let subscribed = line.subscribedAt.map(column(of:))
        let disposed = line.disposedAt.map(column(of:))
        // Each symbol with its place in its column: unheard before `^`, `^`, the events,
        // `!`, unheard after `!`.
        var symbols: [Int: [(place: Int, symbol: String)]] = [:]
        if let subscribed {
            symbols[subscribed, default: []].append((1, String(MarbleSymbol.subscribed)))
        }
        for timed in line.events {
            let column = column(of: timed.tick)
            let place = timed.observed ? 2 : column == disposed ? 4 : column == subscribed ? 0 : 2
            symbols[column, default: []].append((place, legend.symbol(for: timed.event)))
        }
        if let disposed {
            symbols[disposed, default: []].append((3, String(MarbleSymbol.disposed)))
        }
        return symbols.mapValues { entries in
            // A stable sort: events keep their order within a place.
            let group = entries.enumerated().sorted { ($0.element.place, $0.offset) < ($1.element.place, $1.offset) }.map(\.element.symbol)
            return group.count == 1
                ? group[0]
                : String(MarbleSymbol.groupStart) + group.joined() + String(MarbleSymbol.groupEnd)
        }
    }
}

/// The letters that stand for long values, and the row that explains them and the errors.
private struct Legend {
    private var letters: [String: Character] = [:]
    private var entries: [String] = []

    init(rows: [MarbleDiagram.Row]) {
        let lines = rows.map(\.line)
        let values = lines.flatMap(\.events).compactMap { timed -> String? in
            if case .next(let value) = timed.event { value } else { nil }
        }
        let drawnAsThemselves = Set(values.filter(Self.isDrawnAsItself).compactMap(\.first))
        var available = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
            .filter { !drawnAsThemselves.contains($0) }
            .makeIterator()
        for value in values where !Self.isDrawnAsItself(value) && letters[value] == nil {
            let letter = available.next() ?? "?"
            letters[value] = letter
            // An element without a text (a window) is explained by its inner row instead.
            if !value.isEmpty {
                entries.append("\(letter) = \(value)")
            }
        }

        // Only the first error of a line is explained: a second `#` on one line is already
        // a broken grammar, and the line itself shows it.
        let errors = rows.compactMap { row -> (label: String, message: String)? in
            for timed in row.line.events {
                if case .error(let message) = timed.event { return (row.line.displayLabel, message) }
            }
            return nil
        }
        if Set(errors.map(\.message)).count == 1 {
            entries.append("# = \(errors[0].message)")
        } else {
            entries += errors.map { "# in \($0.label) = \($0.message)" }
        }
    }

    /// One row of entries, three spaces apart, or none at all.
    var rows: [String] {
        entries.isEmpty ? [] : [entries.joined(separator: "   ")]
    }

    /// The label a row is drawn with: its line's, or for an inner line without one, `↳` and
    /// the symbol of the event that carries it.
    func label(of row: MarbleDiagram.Row) -> String {
        guard let parent = row.parent else { return row.line.displayLabel }
        return "  " + (row.line.label.isEmpty ? "↳ \(symbol(for: parent))" : row.line.label)
    }

    func symbol(for event: MarbleEvent) -> String {
        switch event {
        case .next(let value):
            Self.isDrawnAsItself(value) ? value : String(letters[value] ?? "?")
        case .error:
            String(MarbleSymbol.error)
        case .completed:
            String(MarbleSymbol.completed)
        }
    }

    private static func isDrawnAsItself(_ value: String) -> Bool {
        value.count == 1 && !MarbleSymbol.reserved.contains(value.first!)
    }
}

extension String {
    /// The string with spaces added on the right up to `length` characters.
    fileprivate func padded(to length: Int) -> String {
        self + String(repeating: " ", count: max(0, length - count))
    }
}
