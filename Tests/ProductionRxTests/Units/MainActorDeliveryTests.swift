// Chapter 16 (Rx under Swift 6): the closures given to `drive` and `emit` are `@MainActor`, so
// they may touch main-actor state from any context; the library checks at run time that it
// really calls them on the main thread or the main queue. And a closure formed on the main
// actor and run by `map` after `observe(on:)` a background scheduler runs there without a trap.
import Dispatch
import Foundation
import ProductionRx
import ProductionRxBlocking
import ProductionRxTest
import Testing

/// Main-actor state, as a view's label is.
@MainActor
private final class Label {
    var text = ""
}

/// Binds a Driver to a main-actor label from a method that is not isolated to any actor.
private final class LabelBinding: Sendable {
    let label: Label
    init(label: Label) { self.label = label }

    /// Compiles in Swift 6 mode only because `drive`'s `onNext` is `@MainActor`: with a plain
    /// closure, setting `label.text` here is "main actor-isolated property 'text' can not be
    /// mutated from a nonisolated context".
    nonisolated func bind(_ titles: Driver<String>) -> Disposable {
        titles.drive(onNext: { title in self.label.text = title }, onCompleted: { self.label.text += "|" })
    }

    /// The same with `emit`, on a Signal.
    nonisolated func bind(_ titles: Signal<String>) -> Disposable {
        titles.emit(onNext: { title in self.label.text = title }, onCompleted: { self.label.text += "|" })
    }

    /// The same with `drive(with:)`.
    nonisolated func bind(with titles: Driver<String>) -> Disposable {
        titles.drive(with: label, onNext: { label, title in label.text = title })
    }
}

/// Forms, on the main actor, a map that runs on a background queue. The closure is not
/// `@Sendable`, so Swift takes it for a main-actor closure; it touches no main-actor state.
@MainActor
private func addOneInTheBackground(_ values: [Int]) -> Observable<Int> {
    Observable.from(values)
        .observe(on: ConcurrentDispatchQueueScheduler(qos: .background))
        .map { $0 + 1 }
}

@Suite("Units: main-actor delivery", .leakChecked)
@MainActor
struct MainActorDeliveryTests {
    @Test func driveFromANonisolatedMethodSetsMainActorState() {
        let label = Label()
        let subscription = LabelBinding(label: label).bind(Driver.of("a", "b"))
        #expect(label.text == "b|")
        subscription.dispose()
    }

    @Test func emitFromANonisolatedMethodSetsMainActorState() {
        let label = Label()
        let subscription = LabelBinding(label: label).bind(Signal.of("a", "b"))
        #expect(label.text == "b|")
        subscription.dispose()
    }

    @Test func driveWithAnObjectHandsTheMainActorObjectToTheClosure() {
        let label = Label()
        let subscription = LabelBinding(label: label).bind(with: Driver.just("c"))
        #expect(label.text == "c")
        subscription.dispose()
    }

    @Test func aMapFormedOnTheMainActorRunsInTheBackgroundWithoutATrap() throws {
        let values = try addOneInTheBackground([1, 2, 3]).toBlocking(timeout: 5).toArray()
        #expect(values == [2, 3, 4])
    }

    @Test func aUnitsMainActorClosureCalledOffTheMainThreadStopsTheProcess() async {
        await #expect(processExitsWith: .failure) {
            let adapted = onMainActor { (_: Int) in }
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                adapted(1)
                done.signal()
            }
            done.wait()
        }
    }
}
