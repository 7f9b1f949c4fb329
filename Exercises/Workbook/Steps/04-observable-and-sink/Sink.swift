// Workbook step 4, Observable with Sink: your copy of Sources/NaiveRx/Sink.swift.
// Write your code between the `workbook-` markers, then run `swift run workbook 4`.

// The piece that guards a subscription: it forwards events until the first terminal
// event or `dispose()`, then forwards nothing more. Chapter 3.

// snippet:begin sink
/// Runs one subscription: calls the subscribe closure, forwards its events to the
/// subscriber, and stops forwarding after a terminal event or after `dispose()`.
///
/// Naive on purpose: `isDisposed` is a plain `Bool` read and written from whichever thread
/// sends the event, and nothing stops two threads from calling `forward` at once
/// (chapter 4).
final class Sink<O: ObserverType>: Disposable {
    private var isDisposed = false
    private let observer: O
    private let subscribeHandler: (Observer<O.Element>) -> Disposable
    private let composite = CompositeDisposable()

    init(observer: O, subscribeHandler: @escaping (Observer<O.Element>) -> Disposable) {
        self.observer = observer
        self.subscribeHandler = subscribeHandler
        Resources.incrementTotal()
    }

    // snippet:begin sink-run
    /// Calls the subscribe closure with an observer that forwards through this sink.
    func run() {
        // snippet:begin workbook-sink-run
        // Step 4: call `subscribeHandler` with an observer that forwards through this
        // sink, and keep the disposable it returns in `composite`.
        // snippet:end workbook-sink-run
    }
    // snippet:end sink-run

    // snippet:begin sink-forward
    private func forward(_ event: Event<O.Element>) {
        // snippet:begin workbook-sink-forward
        // Step 4: send `event` to `observer`, unless this sink is disposed. A terminal
        // event ends the subscription.
        // snippet:end workbook-sink-forward
    }
    // snippet:end sink-forward

    /// Stops forwarding and disposes the subscription.
    func dispose() {
        // snippet:begin workbook-sink-dispose
        // Step 4: stop forwarding, and dispose the subscription.
        // snippet:end workbook-sink-dispose
    }

    deinit {
        Resources.decrementTotal()
    }
}
// snippet:end sink
