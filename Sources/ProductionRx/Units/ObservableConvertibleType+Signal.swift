// `asSignal(onError…)`: any observable becomes a Signal once it says what to send instead of
// an error; delivery moves to the main scheduler and the result is shared. Chapter 13 (Units).

extension ObservableConvertibleType {
    /// The sequence as a `Signal`: delivered on the main scheduler and shared without replay;
    /// an error becomes `onErrorJustReturn`, then completion.
    ///
    /// - parameter onErrorJustReturn: The last element, sent in place of an error.
    /// - returns: The `Signal`.
    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
        let source =
            self
            .asObservable()
            .observe(on: SignalSharingStrategy.scheduler)
            .catchAndReturn(onErrorJustReturn)
        return Signal(source)
    }

    /// The sequence as a `Signal`: delivered on the main scheduler and shared without replay;
    /// after an error, `onErrorSignalWith` takes over.
    ///
    /// - parameter onErrorSignalWith: What sends the events after an error.
    /// - returns: The `Signal`.
    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        let source =
            self
            .asObservable()
            .observe(on: SignalSharingStrategy.scheduler)
            .catching { _ in
                onErrorSignalWith.asObservable()
            }
        return Signal(source)
    }

    /// The sequence as a `Signal`: delivered on the main scheduler and shared without replay;
    /// after an error, the `Signal` that `onErrorRecover` makes from it takes over.
    ///
    /// - parameter onErrorRecover: Makes, from the error, what sends the events after it.
    /// - returns: The `Signal`.
    @preconcurrency public func asSignal(onErrorRecover: @escaping @MainActor (_ error: Swift.Error) -> Signal<Element>) -> Signal<Element> {
        let source =
            self
            .asObservable()
            .observe(on: SignalSharingStrategy.scheduler)
            .catching { [onErrorRecover = onTheMainActor("onErrorRecover", onErrorRecover)] error in
                onErrorRecover(error).asObservable()
            }
        return Signal(source)
    }
}
