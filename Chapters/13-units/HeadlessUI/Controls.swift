// A headless UI toolkit: a text field, a label, a button and a table, as plain classes with
// no UIKit, so that chapter 13's screens run (and are tested) on Linux. Chapter 13 (Units).
import ProductionRx

/// A text field. The user types into it with `type(_:)`; a program sets `text`. As in UIKit,
/// only what the user does is reported as an edit.
public final class TextField: ReactiveCompatible {
    /// The window it lives in.
    public let window: Window
    /// The text it holds.
    public var text: String?

    let edits = PublishSubject<Void>()
    let deallocated = PublishSubject<Void>()

    /// Creates an empty text field in `window`.
    public init(in window: Window) {
        self.window = window
    }

    /// The user types `characters` at the end of the text, one edit for each.
    public func type(_ characters: String) {
        for character in characters {
            text = (text ?? "") + String(character)
            edits.onNext(())
        }
    }

    /// The user deletes the last character.
    public func deleteBackward() {
        text = String((text ?? "").dropLast())
        edits.onNext(())
    }

    deinit {
        deallocated.onNext(())
        deallocated.onCompleted()
        edits.onCompleted()
    }
}

/// A label: one line of text, every change recorded in its window.
public final class Label: ReactiveCompatible {
    /// The window it lives in.
    public let window: Window
    /// The name its changes are recorded under.
    public let name: String

    /// The text it shows; setting it records the change, and the queue it was made on.
    public var text: String? {
        didSet { window.record(name, text ?? "nil") }
    }

    /// Creates an empty label called `name` in `window`.
    public init(_ name: String, in window: Window) {
        self.name = name
        self.window = window
    }
}

/// A button the user taps with `tap()`.
public final class Button: ReactiveCompatible {
    /// The window it lives in.
    public let window: Window

    let taps = PublishSubject<Void>()
    let deallocated = PublishSubject<Void>()

    /// Creates a button in `window`.
    public init(in window: Window) {
        self.window = window
    }

    /// The user taps the button.
    public func tap() {
        taps.onNext(())
    }

    deinit {
        deallocated.onNext(())
        deallocated.onCompleted()
        taps.onCompleted()
    }
}

/// A table: rows of text, each drawn by a cell the program configures.
public final class TableView: ReactiveCompatible {
    /// One row's view, which the program fills in.
    public final class Cell {
        /// The row's text.
        public var text: String?
    }

    /// The window it lives in.
    public let window: Window
    /// The name its changes are recorded under.
    public let name: String

    /// The rows it shows; setting them records the change, and the queue it was made on.
    public var rows: [String] = [] {
        didSet { window.record(name, rows.isEmpty ? "[]" : rows.joined(separator: ", ")) }
    }

    /// Creates an empty table called `name` in `window`.
    public init(_ name: String, in window: Window) {
        self.name = name
        self.window = window
    }

    /// Makes one cell per item with `configureCell(row, item, cell)`, and shows their text.
    func reload<Item>(_ items: [Item], configureCell: (Int, Item, Cell) -> Void) {
        rows = items.enumerated().map { row, item in
            let cell = Cell()
            configureCell(row, item, cell)
            return cell.text ?? ""
        }
    }
}
