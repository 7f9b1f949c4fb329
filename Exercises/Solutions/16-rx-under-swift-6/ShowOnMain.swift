// Reference solution for exercise 16.2 — hop to the main actor. Try the exercise first.
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
    statuses
        .observe(on: MainScheduler.instance)
        .subscribe(onNext: { status in
            // observe(on:) made it true that this runs on the main thread; assumeIsolated tells
            // the compiler so, and checks it.
            MainActor.assumeIsolated { label.text = status }
        })
}
