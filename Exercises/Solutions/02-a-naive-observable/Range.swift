// Reference solution for exercise 02.1 — range. Try the exercise first.
import NaiveRx

extension Observable where Element == Int {
    /// `count` consecutive integers from `start`, then completion. A negative count stops the
    /// process, as RxSwift's does (RxSwift/Observables/Range.swift).
    public static func range(start: Int, count: Int) -> Observable<Int> {
        precondition(count >= 0, "Observable.range: count can't be negative")
        return Observable.create { observer in
            // The loop lives inside the closure, so each subscription runs it afresh.
            for value in start..<(start + count) {
                observer.onNext(value)
            }
            observer.onCompleted()
            return Disposables.create()
        }
    }
}
