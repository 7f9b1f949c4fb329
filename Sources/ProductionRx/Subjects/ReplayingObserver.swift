// Replaying to a new subscriber without holding the source's lock, and without letting a live
// event overtake the replay. Chapter 10 ("Lock inversion").
import Foundation

// snippet:begin replaying-observer
/// The observer of a new subscription to a source that replays (`ReplaySubject`,
/// `share(replay: 1)`), while the replay is under way.
///
/// The source puts it in its bag of observers under its lock, so that no live event is
/// missed, and replays to it after releasing the lock, so that the observer's code never runs
/// under that lock. A live event that arrives during the replay, from another thread or from
/// the observer itself sending to the source, is held back and sent after the replay, in the
/// order it came: the observer sees every element once, and never one out of order. RxSwift's
/// ReplaySubject does the same (RxSwift/Subjects/ReplaySubject.swift, its subscription
/// observer).
final class ReplayingObserver<Element> {
    private let observer: (Event<Element>) -> Void

    private let lock = SpinLock()
    /// Set once the replay, and everything held back during it, has been sent; from then on
    /// live events go straight through, without the lock.
    private let replayed = AtomicInt(0)
    // guarded by `lock`
    private var heldBack: [Event<Element>] = []

    init(_ observer: @escaping (Event<Element>) -> Void) {
        self.observer = observer
    }

    /// A live event from the source.
    func on(_ event: Event<Element>) {
        if isFlagSet(replayed, 1) {
            observer(event)
            return
        }

        let sendNow = lock.performLocked {
            if isFlagSet(replayed, 1) {
                return true
            }
            heldBack.append(event)
            return false
        }

        if sendNow {
            observer(event)
        }
    }

    /// Sends `replay`, then whatever was held back meanwhile, then lets live events through.
    /// Called once, by the subscribing thread, holding no lock.
    func replay(_ replay: [Event<Element>]) {
        for event in replay {
            observer(event)
        }

        while true {
            let held: [Event<Element>] = lock.performLocked {
                if heldBack.isEmpty {
                    fetchOr(replayed, 1)
                    return []
                }
                defer { heldBack = [] }
                return heldBack
            }

            if held.isEmpty {
                return
            }
            for event in held {
                observer(event)
            }
        }
    }
}
// snippet:end replaying-observer
