// Chapter 16's demo: where a closure given to an operator really runs, and what the compiler
// knows of it. A map formed on the main actor runs on a background thread after
// `observe(on:)`: its closure is `@Sendable`, so the compiler does not take it for a main-actor
// closure. A Driver's `drive` closure is `@MainActor`: it updates main-actor state from a
// nonisolated method, and runs on the main thread.
// Not compiled against RxSwift: RxCocoa's `drive` takes a plain closure, so the nonisolated
// `bind` below may not set the main-actor label there.
import Dispatch
import Foundation
import ProductionRx

/// The name of the thread the caller runs on: "main" or "background".
func currentThread() -> String {
    Thread.isMainThread ? "main" : "background"
}

print("1. A map formed on the main actor, run after observe(on:) a background scheduler")
// snippet:begin demo-the-hole
@MainActor final class ViewModel {
    var title = ""
    let bag = DisposeBag()

    func load(done: DispatchSemaphore) {
        Observable.of(1, 2, 3)
            .observe(on: ConcurrentDispatchQueueScheduler(qos: .background))
            .map { value -> String in
                // `@Sendable`: not a main-actor closure, although `load` is. Writing
                // `self.title` here draws "main actor-isolated property 'title' can not be
                // mutated from a Sendable closure".
                print("   map(\(value)) runs on the \(currentThread()) thread")
                return "\(value)"
            }
            .subscribe(onCompleted: { done.signal() })
            .disposed(by: bag)
    }
}
// snippet:end demo-the-hole
let done = DispatchSemaphore(value: 0)
let model = ViewModel()
model.load(done: done)
done.wait()
print("   (map's closure is @Sendable: the compiler knew it may run anywhere, and would have")
print("    refused main-actor state in it)")
print()

print("2. A Driver bound to main-actor state from a nonisolated method")
// snippet:begin demo-drive-main-actor
@MainActor final class TitleLabel {
    var text = ""
}

final class Screen: Sendable {
    let label: TitleLabel
    init(label: TitleLabel) { self.label = label }

    /// Nonisolated, yet `drive`'s closure sets a main-actor label: the closure is `@MainActor`,
    /// because a Driver delivers on the main thread by contract.
    nonisolated func bind(_ titles: Driver<String>) -> Disposable {
        titles.drive(onNext: { title in
            self.label.text = title
            print("   drive(onNext:) set \"\(title)\" on the \(currentThread()) thread")
        })
    }
}
// snippet:end demo-drive-main-actor
let label = TitleLabel()
let screen = Screen(label: label)
let binding = screen.bind(Driver.just("Rx under Swift 6"))
binding.dispose()
print("   label.text is now \"\(label.text)\"")
print()

print("Notice: the map closure ran on a background thread, and its type said it might; the")
print("        Driver's closure ran on the main thread, and its type said so: the compiler let it")
print("        touch main-actor state, with no MainActor.assumeIsolated.")
