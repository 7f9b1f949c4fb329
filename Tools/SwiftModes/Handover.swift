// An RxSwift 6 program that hands a subject to Dispatch, which sends into it from another
// thread. check.sh compiles it apart from Client.swift: in Swift 6 mode its error, found while
// type-checking, would stop the compiler before it reports Client.swift's data races.
import Dispatch
import ProductionRx

/// Asks for a refresh from a background queue.
func refreshLater() -> Observable<Void> {
    let refresh = PublishSubject<Void>()
    DispatchQueue.global().async { refresh.onNext(()) }
    return refresh.asObservable()
}
