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

    /// Creates a diagram of the given lines.
    public init(_ lines: [MarbleLine]) {
        self.lines = lines
    }

    /// Creates a diagram of the given lines.
    public init(_ lines: MarbleLine...) {
        self.lines = lines
    }

    /// The diagram as text: one row per line, then the legend row, if any.
    public var rendered: String {
        let legend = Legend(lines: lines)
        let cellsPerLine = lines.map { cells(of: $0, legend: legend) }
        let lastTick = lines.compactMap(\.lastTick).max() ?? -1
        let runOn = lines.contains(where: \.isOngoing) ? 3 : 0
        let width = lastTick + 1 + runOn
        let columnWidths = (0..<width).map { tick in
            cellsPerLine.map { $0[tick]?.count ?? 1 }.max() ?? 1
        }
        let labelWidth = lines.map(\.label.count).max() ?? 0
        let labelColumn = labelWidth == 0 ? 0 : labelWidth + 2

        var rows: [String] = []
        for (line, cells) in zip(lines, cellsPerLine) {
            let end = line.isOngoing ? width - 1 : (line.lastTick ?? -1)
            var row = line.label.padded(to: labelColumn)
            for tick in stride(from: 0, through: end, by: 1) {
                let cell = cells[tick] ?? String(MarbleSymbol.tick)
                // After `|` or `#`, a `-` would read as time going on after the end.
                let padding = [MarbleSymbol.completed, MarbleSymbol.error].contains(cell.last) ? " " : String(MarbleSymbol.tick)
                row += cell + String(repeating: padding, count: columnWidths[tick] - cell.count)
            }
            while row.last == " " { row.removeLast() }
            rows.append(row)
        }
        rows += legend.rows.map { "".padded(to: labelColumn) + $0 }
        return rows.joined(separator: "\n")
    }

    /// Same as `rendered`, so that `print(diagram)` draws it.
    public var description: String { rendered }

    /// The text of each tick that has something in it.
    private func cells(of line: MarbleLine, legend: Legend) -> [Int: String] {
        var symbols: [Int: [String]] = [:]
        if let tick = line.subscribedAt {
            symbols[tick, default: []].append(String(MarbleSymbol.subscribed))
        }
        for timed in line.events {
            symbols[timed.tick, default: []].append(legend.symbol(for: timed.event))
        }
        if let tick = line.disposedAt {
            symbols[tick, default: []].append(String(MarbleSymbol.disposed))
        }
        return symbols.mapValues { group in
            group.count == 1
                ? group[0]
                : String(MarbleSymbol.groupStart) + group.joined() + String(MarbleSymbol.groupEnd)
        }
    }
}

/// The letters that stand for long values, and the row that explains them and the errors.
private struct Legend {
    private var letters: [String: Character] = [:]
    private var entries: [String] = []

    init(lines: [MarbleLine]) {
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
            entries.append("\(letter) = \(value)")
        }

        // Only the first error of a line is explained: a second `#` on one line is already
        // a broken grammar, and the line itself shows it.
        let errors = lines.compactMap { line -> (label: String, message: String)? in
            for timed in line.events {
                if case .error(let message) = timed.event { return (line.label, message) }
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
