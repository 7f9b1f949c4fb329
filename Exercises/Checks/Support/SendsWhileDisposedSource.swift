// A badly behaved ProductionRx source for the checks of operators built from Producer and Sink
// (chapter 15): it sends one more element while its subscription is being disposed, so that
// only a sink stopped before that subscription is disposed, as RxSwift's SinkDisposer does it,
// keeps that element from the subscriber.
@_spi(Operators) import ProductionRx

/// A source that sends to the observer `run` hands it (the operator's sink), and sends it
/// `lastWords` once more while its subscription is being disposed. Behind the same SPI as
/// `Producer`: a check file that uses it says `@_spi(Operators) import ExerciseCheckSupport`.
@_spi(Operators)
public final class SendsWhileDisposedSource: Producer<Int> {
    private let lastWords: Int
    private var observers: [(Event<Int>) -> Void] = []

    /// A source with no subscriber yet, that sends `lastWords` while being disposed.
    public init(lastWords: Int) {
        self.lastWords = lastWords
    }

    /// Keeps `observer`; disposing the subscription sends it `lastWords`.
    public override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Int {
        // The checks run on one thread: the closure that sends the last words is not Sendable.
        nonisolated(unsafe) let send: (Event<Int>) -> Void = observer.on
        observers.append(send)
        let lastWords = lastWords
        return (sink: Disposables.create(), subscription: Disposables.create { send(.next(lastWords)) })
    }

    /// Sends `event` to every observer it was ever given.
    public func send(_ event: Event<Int>) {
        for observer in observers { observer(event) }
    }
}
