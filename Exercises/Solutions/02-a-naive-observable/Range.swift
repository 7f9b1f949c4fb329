// Reference solution for exercise 02.1 — range. Try the exercise first.
import NaiveRx

extension Observable where Element == Int {
    /// `count` consecutive integers from `start`, then completion.
    public static func range(start: Int, count: Int) -> Observable<Int> {
        Observable.create { observer in
            // The loop lives inside the closure, so each subscription runs it afresh.
            for value in start..<(start + max(count, 0)) {
                observer.onNext(value)
            }
            observer.onCompleted()
            return Disposables.create()
        }
    }
}
