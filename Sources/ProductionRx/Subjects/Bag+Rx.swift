// Delivering one event to a snapshot of a subject's observers. Chapter 9 (Subjects and
// sharing).

/// Sends `event` to every observer in `bag`, in subscription order.
///
/// The subjects copy their bag under their lock and call this after releasing it, as
/// RxSwift does (`RxSwift/Extensions/Bag+Rx.swift`): an observer may then subscribe, unsubscribe or send to the subject while it
/// receives the event without deadlocking. The snapshot decides who receives this event: an
/// observer removed meanwhile still receives it, one added meanwhile does not.
@inlinable
func dispatch<Element>(_ bag: Bag<(Event<Element>) -> Void>, _ event: Event<Element>) {
    bag.forEach { on in
        on(event)
    }
}
