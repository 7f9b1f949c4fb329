// Exercise 02.1 — range. Check it with `swift run exercises 02.1`.
//
// Build `Observable.range(start:count:)` with `Observable.create`: it sends `count`
// consecutive integers from `start`, then completes. `count` 0 completes at once.
// Every subscription starts from `start` again. A range may end at `Int.max`:
// `range(start: Int.max, count: 1)` sends `Int.max`.
//
//     Observable.range(start: 3, count: 4)   → -3-4-5-6-|
//
// Read: Chapters/02-a-naive-observable/README.md#creating-sequences
import NaiveRx

extension Observable where Element == Int {
    /// `count` consecutive integers from `start`, then completion.
    public static func range(start: Int, count: Int) -> Observable<Int> {
        Observable.create { observer in
            // Replace this body: it completes without sending anything.
            observer.onCompleted()
            return Disposables.create()
        }
    }
}
