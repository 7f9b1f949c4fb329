// Mistake: a closed range sends count + 1 values.
// Caught by: sends count consecutive integers from start, then completes
import NaiveRx

extension Observable where Element == Int {
    /// `count` consecutive integers from `start`, then completion.
    public static func range(start: Int, count: Int) -> Observable<Int> {
        Observable.create { observer in
            for value in start...(start + count) {
                observer.onNext(value)
            }
            observer.onCompleted()
            return Disposables.create()
        }
    }
}
