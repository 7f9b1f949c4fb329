// Kept out of the build on purpose: Tests/ProductionRxTests/Concurrency/CrossingIsolationTests.swift
// compiles this file (through region-based isolation, which a plain type check does not run),
// once as it is (it compiles with no diagnostic) and once with the flags below (the compiler
// flags each closure that captures state a task could reach at the same time). Chapter 16
// ("What is Sendable, and what is not").
import ProductionRx

/// State that is not `Sendable`: a subscriber or a dispose action may capture it.
final class Counter {
    var count = 0
}

// snippet:begin sharing-a-subject
/// Hands a subject and its bag over to a task: the caller keeps nothing that reaches them, so
/// the compiler lets them go, and the subscriber's closure is `@Sendable`.
func handOver() async {
    let subject = PublishSubject<Int>()
    let bag = DisposeBag()
    subject.subscribe(onNext: { @Sendable value in print(value) }).disposed(by: bag)
    await Task.detached { subject.onNext(1) }.value
}

#if SHARE_A_SUBJECT
/// Shares a subject with a task while its subscriber's state stays here: the task's `onNext`
/// runs the subscriber, on the task's thread, while this function counts too.
func shareASubject() {
    let counter = Counter()
    let subject = PublishSubject<Int>()
    _ = subject.subscribe(onNext: { counter.count += $0 }) // flagged: the closure is @Sendable
    Task.detached { subject.onNext(1) }
    counter.count += 1
}
#endif
// snippet:end sharing-a-subject

#if SHARE_A_BAG
/// Shares a bag with a task: if the task lets go of it last, the dispose action runs there.
func shareABag() {
    let counter = Counter()
    let bag = DisposeBag()
    Disposables.create { counter.count += 1 }.disposed(by: bag) // flagged: the closure is @Sendable
    Task.detached { _ = bag }
    counter.count += 1
}
#endif
