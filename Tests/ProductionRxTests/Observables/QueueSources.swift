// Sources that send from their own DispatchQueue, for the cross-thread tests of the
// operators that combine sequences (merge, concat). Chapter 5.
import Dispatch
import ProductionRx

/// A source that sends `count` elements and completes, all on its own serial queue.
func sendingOnItsOwnQueue(_ label: String, count: Int) -> Observable<Int> {
    Observable.create { observer in
        // Handed over: from here on only the queue below uses the observer.
        let handOff = SharedAcrossThreads(observer)
        DispatchQueue(label: label).async {
            for value in 0..<count {
                handOff.value.onNext(value)
            }
            handOff.value.onCompleted()
        }
        return Disposables.create()
    }
}
