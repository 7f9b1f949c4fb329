// Chapter 9 (Subjects and sharing) and 13 (Units): sharing and binding written exactly as an
// RxSwift 6 / RxCocoa / RxRelay program writes them, so that it compiles by changing the import.
import ProductionRx
import XCTest

/// sharing and binding as RxSwift programs write them
final class SharingSourceCompatibilityTests: RxTestCase {
    func testAnRxSwiftProgramThatSharesAndBindsCompilesAndRuns() {
        final class ViewModel {
            let title = BehaviorRelay<String?>(value: nil)
            let taps = PublishRelay<Void>()
            var shown: [String] = []
        }
        let disposeBag = DisposeBag()
        let viewModel = ViewModel()

        let names = Observable.of("a", "b").share(replay: 1, scope: .whileConnected)
        names.bind(to: viewModel.title).disposed(by: disposeBag)
        names.map { _ in () }.bind(to: viewModel.taps).disposed(by: disposeBag)
        names
            .bind(
                to: Binder(viewModel, scheduler: CurrentThreadScheduler.instance) { viewModel, name in
                    viewModel.shown.append(name)
                }
            )
            .disposed(by: disposeBag)
        names.bind(onNext: { _ in }).disposed(by: disposeBag)

        let connectable: ConnectableObservable<String> = names.publish()
        connectable.connect().disposed(by: disposeBag)
        _ = names.replay(1).refCount()
        _ = names.replayAll()
        _ = names.multicast(PublishSubject<String>()).refCount()
        _ = names.multicast(makeSubject: { ReplaySubject<String>.create(bufferSize: 1) })
        _ = names.share()
        _ = names.share(replay: 2, scope: .forever)

        XCTAssertEqual(viewModel.title.value, "b")
        XCTAssertEqual(viewModel.shown, ["a", "b"])
    }
}
