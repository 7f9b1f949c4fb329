// Exercise 16.2 — hop to the main actor before touching main-actor state. Check it with
// `swift run exercises 16.2`.
//
// `StatusLabel` stands for a label on screen: it belongs to the main actor, and only code on
// the main actor may set its text. `show(_:on:)` is called from anywhere, and the statuses it
// is given may arrive on any thread. Put each status on the label, on the main thread, in the
// order they were sent, and nothing once the subscription is disposed, from whichever thread
// it is disposed (the checks run under ThreadSanitizer):
//
//     background thread:  "Saving…"        "Saved"
//     label.text:                "Saving…"        "Saved"     (both set on the main thread)
//
// The compiler will not let a plain closure set the text: it cannot know which thread Rx runs
// the closure on. Make it true first, then say so. Leave `StatusLabel` as it is: the checks
// read it.
//
// Read: Chapters/16-rx-under-swift-6/README.md#units-and-the-main-actor
import Foundation
import ProductionRx

/// A label on screen: main-actor state. It remembers every text it showed, and how many of
/// them were set off the main thread (there should be none).
@MainActor
public final class StatusLabel {
    /// Every text shown, oldest first.
    public private(set) var shown: [String] = []
    /// How many texts were set on another thread than the main one.
    public private(set) var setOffTheMainThread = 0

    /// A label showing nothing yet.
    public init() {}

    /// The text on screen.
    public var text = "" {
        didSet {
            shown.append(text)
            if !Thread.isMainThread { setOffTheMainThread += 1 }
        }
    }
}

/// Shows each status `statuses` sends on `label`, on the main thread, until the result is
/// disposed; `statuses` may send on any thread.
public func show(_ statuses: Observable<String>, on label: StatusLabel) -> Disposable {
    // Replace this line: it subscribes, and shows nothing.
    statuses.subscribe()
}
