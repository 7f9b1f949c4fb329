// Chapter 16's demo: where a closure given to an operator really runs, whatever the compiler
// believes about it. A map formed on the main actor runs on a background thread after
// `observe(on:)`; a Driver's `drive` closure, which updates main-actor state from
// a nonisolated method, runs on the main thread; `MainActor.assumeIsolated` tells the compiler so.
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
                // The compiler believes this closure is on the main actor, as `load` is.
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
print("   (ViewModel is @MainActor, so its closures are assumed main-actor: nothing stopped it)")
print()

print("2. A Driver bound to main-actor state from a nonisolated method")
// snippet:begin demo-drive-main-actor
@MainActor final class TitleLabel {
    var text = ""
}

final class Screen: Sendable {
    let label: TitleLabel
    init(label: TitleLabel) { self.label = label }

    /// Nonisolated: `drive`'s closure is plain, so the compiler cannot know that it runs on
    /// the main thread; `MainActor.assumeIsolated` says so, and stops the process if it is wrong.
    nonisolated func bind(_ titles: Driver<String>) -> Disposable {
        titles.drive(onNext: { title in
            MainActor.assumeIsolated { self.label.text = title }
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

print("Notice: the map closure ran on a background thread although the compiler took it for a")
print("        main-actor closure; the Driver's closure ran on the main thread, but only")
print("        MainActor.assumeIsolated, checked at run time, let it touch main-actor state.")
