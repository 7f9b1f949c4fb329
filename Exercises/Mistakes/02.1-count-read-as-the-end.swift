// Mistake: reads count as the value to stop before, as if range were start..<count.
// Caught by: sends count consecutive integers from start, then completes
import NaiveRx

extension Observable where Element == Int {
    /// `count` consecutive integers from `start`, then completion.
    public static func range(start: Int, count: Int) -> Observable<Int> {
        Observable.create { observer in
            // Crashes when count < start: a range's lower bound must not pass its upper bound.
            for value in start..<count {
                observer.onNext(value)
            }
            observer.onCompleted()
            return Disposables.create()
        }
    }
}
