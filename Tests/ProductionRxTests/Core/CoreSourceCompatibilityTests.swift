// Chapters 5–12: the RxSwift 6 core members ProductionRx gained last (groupBy, single,
// withUnretained, decode, Hooks, OperationQueueScheduler, the trait additions), written
// exactly as an RxSwift 6 program writes them, so that it compiles by changing the import.
import Foundation
import ProductionRx
import XCTest

/// core members as RxSwift programs write them
final class CoreSourceCompatibilityTests: RxTestCase {
    func testAnRxSwiftProgramUsingTheLaterCoreMembersCompilesAndRuns() {
        struct User: Decodable {
            let name: String
        }
        final class ViewModel {
            var names: [String] = []
            var groups: [String] = []
            var errors: [String] = []
        }
        let disposeBag = DisposeBag()
        let viewModel = ViewModel()

        let previousHandler = Hooks.defaultErrorHandler
        let previousCapture = Hooks.customCaptureSubscriptionCallstack
        let previousRecord = Hooks.recordCallStackOnError
        Hooks.recordCallStackOnError = false
        Hooks.customCaptureSubscriptionCallstack = { [] }
        Hooks.defaultErrorHandler = { _, error in viewModel.errors.append("\(error)") }
        defer {
            Hooks.defaultErrorHandler = previousHandler
            Hooks.customCaptureSubscriptionCallstack = previousCapture
            Hooks.recordCallStackOnError = previousRecord
        }

        let response: RxObservable<Data> = Observable.just(Data(#"{"name":"Ann"}"#.utf8))
        response
            .decode(type: User.self, decoder: JSONDecoder())
            .map { $0.name }
            .withUnretained(viewModel)
            .subscribe(onNext: { owner, name in owner.names.append(name) })
            .disposed(by: disposeBag)

        Observable.of(1, 2, 3, 4)
            .groupBy(keySelector: { $0 % 2 == 0 ? "even" : "odd" })
            .flatMap { group -> Observable<String> in
                group.map { [key = group.key] in "\(key) \($0)" }
            }
            .withUnretained(viewModel) { owner, line in (owner, line) }
            .subscribe(onNext: { owner, line in owner.groups.append(line) })
            .disposed(by: disposeBag)

        Observable.of(1, 2).single().subscribe(onNext: { _ in }).disposed(by: disposeBag)
        Observable.of(1, 2, 3).single { $0 == 2 }.subscribe().disposed(by: disposeBag)

        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let background = OperationQueueScheduler(operationQueue: queue, queuePriority: .high)
        _ = background.operationQueue
        _ = background.queuePriority

        Completable.empty().concat(Completable.empty()).subscribe().disposed(by: disposeBag)
        Maybe<Int>.error(RxError.unknown).catchAndReturn(1).subscribe(onSuccess: { _ in }).disposed(by: disposeBag)
        _ = Single<Int>.timer(.seconds(1), scheduler: MainScheduler.instance)
        _ = Observable.of(1).skip(.seconds(1), scheduler: MainScheduler.instance)

        #if DEBUG || TRACE_RESOURCES
        let depth = maxTailRecursiveSinkStackSize
        maxTailRecursiveSinkStackSize = depth
        #endif

        XCTAssertEqual(viewModel.names, ["Ann"])
        XCTAssertEqual(viewModel.groups, ["odd 1", "even 2", "odd 3", "even 4"])
        XCTAssertEqual(viewModel.errors, ["\(RxError.moreThanOneElement)"])
    }
}
