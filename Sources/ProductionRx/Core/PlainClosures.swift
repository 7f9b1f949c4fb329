// The package's own spellings of `subscribe`, `create`, `map`, `catch` and `deferred`, taking
// plain closures. The public ones take `@Sendable` closures (chapter 16): a closure a user
// hands to an operator may run on any thread. The library's own closures capture what the Rx
// grammar already keeps safe (one event at a time, the observers it was handed, a unit's
// main-actor closure behind its check), so they go through these instead; so do the test
// toolkit's, which run in virtual time on one thread.

extension ObservableType {
    /// `subscribe(_:)` for a closure that is not `@Sendable`.
    @inlinable
    package func subscribeEvents(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        asObservable().subscribe(AnonymousObserver(on))
    }

    /// `map(_:)` for a closure that is not `@Sendable`.
    package func mapping<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        Map(source: asObservable(), transform: transform)
    }

    /// `catch(_:)` for a closure that is not `@Sendable`.
    package func catching(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        Catch(source: asObservable(), handler: handler)
    }

    /// `deferred(_:)` for a closure that is not `@Sendable`.
    package static func deferring(_ factory: @escaping () throws -> Observable<Element>) -> Observable<Element> {
        Deferred(observableFactory: factory)
    }
}
