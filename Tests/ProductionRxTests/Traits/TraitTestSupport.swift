// Helpers for the trait tests: a Completable (or Single) the test finishes by hand, so
// that "what is subscribed when" can be checked. Chapters 11 and 12.
import ProductionRx

/// A trait source driven by hand: records subscriptions and disposals, and keeps the
/// callback of its latest subscription so the test can finish it.
final class ManualTrait {
    private(set) var subscriptions = 0
    private(set) var disposals = 0
    private var finishCompletable: ((CompletableEvent) -> Void)?
    private var finishSingle: ((SingleEvent<Int>) -> Void)?

    /// A Completable that completes or fails when the test says so.
    var completable: Completable {
        Completable.create { [unowned self] observer in
            subscriptions += 1
            finishCompletable = observer
            return Disposables.create { [unowned self] in
                disposals += 1
                finishCompletable = nil
            }
        }
    }

    /// A Single that succeeds or fails when the test says so.
    var single: Single<Int> {
        Single.create { [unowned self] observer in
            subscriptions += 1
            finishSingle = observer
            return Disposables.create { [unowned self] in
                disposals += 1
                finishSingle = nil
            }
        }
    }

    func complete() { finishCompletable?(.completed) }
    func fail(_ error: Swift.Error) { finishCompletable?(.error(error)) }
    func succeed(_ value: Int) { finishSingle?(.success(value)) }
}

/// What a closure-based trait subscription reported, in order, as text.
final class TraitLog {
    private(set) var entries: [String] = []
    func append(_ entry: String) { entries.append(entry) }
}
