// Small tools the chapter 1–4 checks share: recording what a NaiveRx sequence sends, a
// source driven by hand, and an error to throw.
import NaiveRx

/// The events `observable` sends when subscribed, as text: `["next(1)", "completed"]`.
/// Subscribing is synchronous in NaiveRx, so this is everything a synchronous source sends.
func events<O: ObservableType>(of observable: O) -> [String] {
    var received: [String] = []
    let subscription = observable.subscribe(Observer<O.Element> { received.append($0.debugDescription) })
    subscription.dispose()
    return received
}

/// An error a check throws or sends; it prints as its name: `error(boom)`.
struct CheckError: Error, Equatable, CustomStringConvertible {
    let name: String
    var description: String { name }
}

/// A source the check drives by hand: `send` pushes an event to the current subscriber,
/// and `disposals` counts how often its subscription was disposed.
final class HandDrivenSource<Element> {
    private(set) var observer: Observer<Element>?
    private(set) var subscriptions = 0
    private(set) var disposals = 0

    /// The observable to hand to the operator under test.
    var observable: Observable<Element> {
        Observable.create { observer in
            self.observer = observer
            self.subscriptions += 1
            return Disposables.create { self.disposals += 1 }
        }
    }

    /// Sends `event` to the subscriber, if there is one.
    func send(_ event: Event<Element>) {
        observer?.on(event)
    }
}
