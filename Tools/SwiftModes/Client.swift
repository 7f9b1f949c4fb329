// An RxSwift 6 program, unchanged but for its import: the kind of code the README promises
// keeps compiling against ProductionRx. check.sh typechecks it in Swift 5 and Swift 6 mode.
import Foundation
import ProductionRx

/// A view controller as RxSwift code writes one: a plain class, not `Sendable`.
final class ProfileViewController {
    var title = ""
    var taps = 0
    let bag = DisposeBag()

    func bind(name: Driver<String>, tapped: Signal<Void>, counter: Observable<Int>) {
        name.drive(onNext: { self.title = $0 }).disposed(by: bag)
        name.drive(with: self, onNext: { owner, name in owner.title = name }).disposed(by: bag)
        tapped.emit(onNext: { self.taps += 1 }).disposed(by: bag)
        tapped.emit(with: self, onNext: { owner, _ in owner.taps += 1 }).disposed(by: bag)
        var total = 0
        counter
            .map { $0 * 2 }
            .filter { $0 > 0 }
            .subscribe(onNext: { total += $0 }, onCompleted: { print(total) })
            .disposed(by: bag)
        // A flag the closure reads and the method sets after subscribing.
        var ready = false
        counter.subscribe(onNext: { if ready { print($0) } }).disposed(by: bag)
        ready = true
    }
}

extension ObservableType where Element == Data {
    /// Each element decoded as `type`, as libraries built on RxSwift write it.
    func decoded<T: Decodable>(_ type: T.Type) -> Observable<T> {
        map { try JSONDecoder().decode(type, from: $0) }
    }
}
