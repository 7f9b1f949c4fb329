// The `rx` extensions of the headless controls, written the way RxCocoa writes UIKit's: a
// ControlProperty for what the user edits, a ControlEvent for what the user does, Binders
// for what a program shows. Chapter 13 (Units).
import ProductionRx

// snippet:begin rx-text-field
extension Reactive where Base: TextField {
    /// The text, as the user edits it: the current text on subscription, then the text
    /// after each edit; setting it through a binding changes the text without reporting an
    /// edit. Completes when the field goes away.
    public var text: ControlProperty<String?> {
        // Rx's closures are `@Sendable` (chapter 16); the headless controls, like UIKit's, are
        // used from one thread, so the field and the observer go in as they are.
        nonisolated(unsafe) weak let weakField = base
        let values = Observable<String?>
            .create { observer in
                nonisolated(unsafe) let observer = observer
                guard let field = weakField else {
                    observer.on(.completed)
                    return Disposables.create()
                }
                observer.on(.next(field.text))
                return field.edits.subscribe(onNext: {
                    if let field = weakField { observer.on(.next(field.text)) }
                })
            }
            .take(until: base.deallocated)
        let valueSink = Binder<String?>(base) { field, text in
            if field.text != text { field.text = text }
        }
        return ControlProperty(values: values, valueSink: valueSink)
    }
}
// snippet:end rx-text-field

extension Reactive where Base: Button {
    /// The user's taps. Completes when the button goes away.
    public var tap: ControlEvent<Void> {
        ControlEvent(events: base.taps.take(until: base.deallocated))
    }
}

// snippet:begin rx-label
extension Reactive where Base: Label {
    /// Sets the label's text, on the main scheduler (a `Binder`'s default).
    public var text: Binder<String?> {
        Binder(base) { label, text in
            label.text = text
        }
    }
}
// snippet:end rx-label

extension Reactive where Base: TableView {
    /// Binds a sequence of arrays to the table's rows, one cell per element, as RxCocoa's
    /// `items(cellIdentifier:cellType:)` does: `results.drive(table.rx.items) { row, item,
    /// cell in cell.text = … }`. The rows are set by a `Binder`, on the main scheduler.
    public func items<Sequence: Swift.Sequence, Source: ObservableType>(_ source: Source)
        -> (_ configureCell: @escaping (Int, Sequence.Element, TableView.Cell) -> Void) -> Disposable
    where Source.Element == Sequence {
        { configureCell in
            // Sent to the main actor with the binding; the binding is its only user.
            nonisolated(unsafe) let configureCell = configureCell
            let rows = Binder<Sequence>(base) { table, items in
                table.reload(Array(items), configureCell: configureCell)
            }
            return source.subscribe(rows)
        }
    }
}
