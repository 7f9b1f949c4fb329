// Counting the objects ProductionRx keeps alive, for chapter 15's checks: what a subscription
// or an element costs in objects, judged by counting instead of by timing.
import ExerciseKit
import ProductionRx

/// The objects ProductionRx counts in `Resources.total` (observables, sinks, observers,
/// disposables, locks) that building `operators` over a `PublishSubject<Int>` and
/// subscribing to the result add, counted while the subscription lives.
public func objectsKeptAlive(by operators: (Observable<Int>) -> Observable<Int>) -> Int {
    let subject = PublishSubject<Int>()
    let source = subject.asObservable()
    let before = Resources.total
    let chain = operators(source)
    let subscription = chain.subscribe(onNext: { _ in })
    let during = Resources.total
    subscription.dispose()
    return Int(during - before)
}

/// How many more objects than at rest were alive while the subscriber received each element
/// `operators` delivered, for `elements` sent through a `PublishSubject<Int>`: all zero when
/// an element goes through without creating any object.
public func objectsMadePerElement(by operators: (Observable<Int>) -> Observable<Int>, elements: [Int]) -> [Int] {
    let subject = PublishSubject<Int>()
    var seen: [Int32] = []
    let subscription = operators(subject.asObservable()).subscribe(onNext: { _ in seen.append(Resources.total) })
    let atRest = Resources.total
    for element in elements {
        subject.onNext(element)
    }
    subscription.dispose()
    return seen.map { Int($0 - atRest) }
}
