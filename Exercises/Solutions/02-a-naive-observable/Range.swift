// Reference solution for exercise 02.1 — range. Try the exercise first.
import NaiveRx

extension Observable where Element == Int {
    /// `count` consecutive integers from `start`, then completion. A negative count stops the
    /// process, as RxSwift's does (RxSwift/Observables/Range.swift).
    public static func range(start: Int, count: Int) -> Observable<Int> {
        precondition(count >= 0, "Observable.range: count can't be negative")
        precondition(count == 0 || !start.addingReportingOverflow(count - 1).overflow, "Observable.range: start + count - 1 overflows Int")
        return Observable.create { observer in
            // The loop lives inside the closure, so each subscription runs it afresh. It counts
            // offsets: `start + count` is past Int.max when the range ends there.
            for offset in 0..<count {
                observer.onNext(start + offset)
            }
            observer.onCompleted()
            return Disposables.create()
        }
    }
}
