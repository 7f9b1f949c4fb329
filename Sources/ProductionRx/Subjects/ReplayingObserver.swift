// Replaying to a new subscriber without holding the source's lock, and without letting a live
// event overtake the replay. Chapter 10 ("Lock inversion").
import Foundation

// snippet:begin replaying-observer
/// The observer of a new subscription to a source that replays (`ReplaySubject`,
/// `share(replay: 1)`), while the replay is under way.
///
/// The source puts it in its bag of observers under its lock, so that no live event is
/// missed, and replays to it after releasing the lock, so that the observer's code never runs
/// under that lock. The observer then sees what it would if the replay ran under the lock: a
/// live event that another thread sends during the replay is held back and sent after it; one
/// that the observer itself sends to the source from inside the replay is not sent to it at
/// all, since under the lock it would have joined the observers only after its replay.
/// (RxSwift's `ReplaySubject` also replays outside its lock, but sends that last event to the
/// observer too, after the replay: `RxSwift/Subjects/ReplaySubject.swift`.)
final class ReplayingObserver<Element> {
    private let observer: (Event<Element>) -> Void

    private let lock = SpinLock()
    /// Set once the replay, and everything held back during it, has been sent; from then on
    /// live events go straight through, without the lock.
    private let replayed = AtomicInt(0)
    // guarded by `lock`
    private var heldBack: [Event<Element>] = []
    /// The thread sending the replay, while it does.
    private var replayingThread: pthread_t?

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
            if let replayingThread, pthread_equal(replayingThread, pthread_self()) != 0 {
                // Sent by the observer itself, from inside its replay.
                return false
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
        lock.performLocked { replayingThread = pthread_self() }
        for event in replay {
            observer(event)
        }
        lock.performLocked { replayingThread = nil }

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
