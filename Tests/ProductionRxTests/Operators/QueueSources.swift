// Sources that send from their own DispatchQueue, for the cross-thread tests of the
// operators that combine sequences (merge, concat). Chapter 5.
import Dispatch
import ProductionRx

/// Carries an observer to the one queue that sends it events.
// @unchecked Sendable: the observer is handed over once and from then on used by that queue
// only; nothing else touches it.
private final class ObserverHandOff: @unchecked Sendable {
    let observer: AnyObserver<Int>

    init(_ observer: AnyObserver<Int>) {
        self.observer = observer
    }
}

/// A source that sends `count` elements and completes, all on its own serial queue.
func sendingOnItsOwnQueue(_ label: String, count: Int) -> Observable<Int> {
    Observable.create { observer in
        let handOff = ObserverHandOff(observer)
        DispatchQueue(label: label).async {
            for value in 0..<count {
                handOff.observer.onNext(value)
            }
            handOff.observer.onCompleted()
        }
        return Disposables.create()
    }
}
