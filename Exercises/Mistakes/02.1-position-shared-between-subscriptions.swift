// Mistake: the next value lives outside the create closure, so every subscription shares it and the second starts where the first ended.
// Caught by: starts again for every subscription
import NaiveRx

extension Observable where Element == Int {
    /// `count` consecutive integers from `start`, then completion.
    public static func range(start: Int, count: Int) -> Observable<Int> {
        var next = start
        return Observable.create { observer in
            while next < start + count {
                observer.onNext(next)
                next += 1
            }
            observer.onCompleted()
            return Disposables.create()
        }
    }
}
