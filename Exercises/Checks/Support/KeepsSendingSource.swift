// A badly behaved ProductionRx source for the checks of operators built from Producer and Sink
// (chapters 5 and 15): it ignores its disposal, so that only the operator's own sink, disposed
// with the subscription, can stop what still arrives.
@_spi(Operators) import ProductionRx

/// A source that keeps the observer `run` hands it (the operator's sink) and sends to it even
/// after the subscription was disposed. Behind the same SPI as `Producer`: a check file that
/// uses it says `@_spi(Operators) import ExerciseCheckSupport`.
@_spi(Operators)
public final class KeepsSendingSource: Producer<Int> {
    private var observers: [(Event<Int>) -> Void] = []

    /// A source with no subscriber yet.
    public override init() {}

    /// Keeps `observer`; the disposables it hands back do nothing.
    public override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Int {
        observers.append(observer.on)
        return (sink: Disposables.create(), subscription: Disposables.create())
    }

    /// Sends `event` to every observer it was ever given, disposed or not.
    public func send(_ event: Event<Int>) {
        for observer in observers { observer(event) }
    }
}
