// Kept out of the build on purpose: Tests/ProductionRxTests/Traits/CompileTimeGuaranteeTests.swift
// type-checks this file with the compiler, once as it is (it compiles) and once with each
// flag below (it must not). Chapter 12 explains why: a Completable's Element is Never.
import ProductionRx

// snippet:begin completable-cannot-emit
let upload = Completable.create { observer in
    #if EMIT_THROUGH_COMPLETABLE_EVENT
    observer(.next(1)) // CompletableEvent has no `next` case at all.
    #endif
    observer(.completed)
    return Disposables.create()
}

let uploadFromObservable = Observable<Never>.create { observer in
    #if EMIT_THROUGH_OBSERVABLE_OF_NEVER
    observer.onNext(1) // Element is Never: no value can be passed.
    #endif
    observer.onCompleted()
    return Disposables.create()
}.asCompletable()
// snippet:end completable-cannot-emit
