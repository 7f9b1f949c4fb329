// Kept out of the build on purpose: Tests/ProductionRxTests/Concurrency/IsolationTests.swift
// compiles this file in Swift 6 mode, once with each flag below, and pins what the compiler
// says. Chapter 16 ("Rx under Swift 6").
import Dispatch
import ProductionRx

#if RACY_VIEW_MODEL
/// The view model of chapter 16's first section, with the write the chapter warns about: a
/// main-actor property set from a closure that `observe(on:)` sends to a background thread.
/// `map`'s closure is `@Sendable`, so it is not a main-actor closure, and the compiler says so
/// at the write.
@MainActor final class ViewModel {
    var title = ""
    let bag = DisposeBag()

    func load() {
        Observable.of(1, 2, 3)
            .observe(on: ConcurrentDispatchQueueScheduler(qos: .background))
            .map { value -> String in
                self.title = "\(value)" // the racy line
                return "\(value)"
            }
            .subscribe()
            .disposed(by: bag)
    }
}
#endif

#if BACKGROUND_MAP_FORMED_ON_THE_MAIN_ACTOR
/// A map formed on the main actor that runs in the background.
/// It touches no main-actor state, so it compiles with no diagnostic (and runs without a trap:
/// IsolationTests runs it).
@MainActor func addOne() -> Disposable {
    Observable<Int>.just(1)
        .observe(on: SerialDispatchQueueScheduler(qos: .background))
        .map({ $0 + 1 })
        .subscribe()
}
#endif

#if DRIVE_MAIN_ACTOR_STATE
/// A nonisolated method drives a main-actor label. `drive`'s
/// closure is a main-actor closure, so it may set the label, with no `assumeIsolated`.
@MainActor final class Label {
    var text = ""
}

final class Screen: Sendable {
    let label: Label
    init(label: Label) { self.label = label }

    nonisolated func bind(_ titles: Driver<String>) -> Disposable {
        titles
            .map { "\($0) (\(self.label.text.count) before)" }
            .drive(onNext: { self.label.text = $0 })
    }

    nonisolated func bind(_ taps: Signal<Void>, to binder: Binder<String>) -> Disposable {
        taps.map { "tapped" }.emit(to: binder)
    }

    nonisolated func binder() -> Binder<String> {
        Binder(label) { label, text in label.text = text }
    }
}
#endif
