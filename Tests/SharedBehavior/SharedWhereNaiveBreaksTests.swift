import Dispatch
import Synchronization
import TestSupport
import Testing

// Chapter 4, "Where naive breaks": the cases where NaiveRx is different on purpose.
// Each test runs against both implementations and asserts the difference explicitly:
// ProductionRx keeps RxSwift's contract; NaiveRx shows the documented failure. If a change
// to NaiveRx fixes one of these, or a change to ProductionRx breaks one, the test says so.
#if NAIVE_RX
import NaiveRx
#else
import ProductionRx
#endif

extension SharedBehavior {
    @Suite("Where naive breaks (chapter 4)")
    struct WhereNaiveBreaks {
        // snippet:begin two-threads-complete
        /// Two threads send `completed` at the same moment. The observer holds the first
        /// completion until the second thread has finished sending its own.
        @Test func twoThreadsCompletingAtOnce() {
            let completions = Atomic<Int>(0)
            let firstArrived = DispatchSemaphore(value: 0)
            let secondSent = DispatchSemaphore(value: 0)
            let observer = Recorder<Int>()
            nonisolated(unsafe) var send: ((Event<Int>) -> Void)?
            let source = Observable<Int>.create { observer in
                send = observer.on
                return Disposables.create()
            }
            let subscription = source.subscribe { event in
                observer.on(event)
                if event.isStopEvent, completions.add(1, ordering: .relaxed).newValue == 1 {
                    firstArrived.signal()
                    _ = secondSent.wait(timeout: .now() + 1)
                }
            }
            // Handing the source's observer to a second thread is the point of this test.
            nonisolated(unsafe) let sendNow = send!
            let firstThread = DispatchGroup()
            DispatchQueue.global().async(group: firstThread) { sendNow(.completed) }
            firstArrived.wait()
            sendNow(.completed)
            secondSent.signal()
            firstThread.wait()
            subscription.dispose()
            send = nil

            if implementation == .naive {
                // Sink checked `isDisposed` on both threads before either had disposed.
                #expect(observer.seen == [.completed, .completed])
            } else {
                // AnonymousObservableSink claims the terminal event atomically.
                #expect(observer.seen == [.completed])
            }
        }
        // snippet:end two-threads-complete

        // snippet:begin dispose-while-subscribing
        /// A sequence that takes the first three elements of a long synchronous source and
        /// completes. Completing disposes the subscription to the source while the
        /// source's `subscribe` is still running.
        @Test func disposingWhileSubscribeIsStillRunning() {
            var produced = 0
            nonisolated(unsafe) let numbers = (1...10_000).lazy.map { number -> Int in
                produced += 1
                return number
            }
            let firstThree = Observable<Int>.create { observer in
                nonisolated(unsafe) let observer = observer
                nonisolated(unsafe) var count = 0
                return Observable.from(numbers).subscribe(onNext: { number in
                    count += 1
                    observer.onNext(number)
                    if count == 3 {
                        observer.onCompleted()
                    }
                })
            }
            #expect(record(firstThree) == [.next(1), .next(2), .next(3), .completed])

            if implementation == .naive {
                // Nobody can tell NaiveRx's `from` loop to stop: it runs to the end, and
                // Sink drops the 9,997 elements nobody wants.
                #expect(produced == 10_000)
            } else {
                // ProductionRx's `from` sends one element per step of the trampoline and
                // checks for disposal between steps.
                #expect(produced == 3)
            }
        }
        // snippet:end dispose-while-subscribing

        // snippet:begin reentrant-on
        /// The observer, while handling 1, makes the source send 2.
        @Test func aReentrantEventIsDeliveredInsideTheOneThatCausedIt() {
            let source = ManualSource<Int>()
            nonisolated(unsafe) var log: [String] = []
            let subscription = source.observable.subscribe(onNext: { value in
                log.append("begin \(value)")
                if value == 1 {
                    source.send(.next(2))
                }
                log.append("end \(value)")
            })
            source.send(.next(1))
            subscription.dispose()

            // Both implementations deliver 2 nested inside 1, as RxSwift does (`RxSwift/Rx.swift`): sending
            // from inside `on` is the source's mistake. ProductionRx notices it in debug
            // builds and prints RxSwift's "Reentrancy anomaly" warning; the cure is to
            // schedule the second send (chapter 7) instead of making it directly.
            #expect(log == ["begin 1", "begin 2", "end 2", "end 1"])
        }
        // snippet:end reentrant-on

        // snippet:begin deep-recursion
        /// Each element's handler subscribes to the next sequence, 100,000 levels deep.
        @Test func subscribingFromInsideOnNextOneHundredThousandLevelsDeep() async {
            if implementation == .naive {
                // Every level is a nested call: the stack overflows and the process dies.
                await #expect(processExitsWith: .failure) {
                    _ = subscribeNested(depth: 100_000)
                }
            } else {
                // The trampoline turns each nested subscription into a queued step.
                #expect(subscribeNested(depth: 100_000) == 100_000)
            }
        }
        // snippet:end deep-recursion

        // snippet:begin leak
        /// A subscribe closure that keeps its observer in a variable outside, to send later.
        @Test func aSubscribeClosureThatKeepsItsObserver() {
            let before = Int(Resources.total)
            do {
                nonisolated(unsafe) var sendLater: ((Event<Int>) -> Void)?
                let source = Observable<Int>.create { observer in
                    sendLater = observer.on
                    return Disposables.create()
                }
                source.subscribe(Recorder<Int>()).dispose()
                #expect(sendLater != nil)
            }
            let leaked = Int(Resources.total) - before

            if implementation == .naive {
                // NaiveRx's Sink keeps the subscribe closure for its whole life; the closure
                // keeps `sendLater`, which keeps the observer, which keeps the Sink. Nothing
                // breaks that circle, not even dispose().
                #expect(leaked > 0)
                LeakCheck.acknowledgeLeak(leaked)
            } else {
                // ProductionRx's sink is handed the closure to run, never stores it, and its
                // SinkDisposer lets go of the sink on dispose: everything is freed.
                #expect(leaked == 0)
            }
        }
        // snippet:end leak
    }
}

// snippet:begin subscribe-nested
/// Subscribes to `Observable.of(depth)`; its handler subscribes to `of(depth - 1)`, and so
/// on down to zero. Returns how many levels ran. A free function, so an exit test can call
/// it in a child process.
func subscribeNested(depth: Int) -> Int {
    // One thread runs it all (the recursion is synchronous); Rx's closures may not know that.
    nonisolated(unsafe) var levels = 0
    @Sendable func level(_ remaining: Int) {
        _ = Observable.of(remaining).subscribe(onNext: { value in
            levels += 1
            if value > 1 {
                level(value - 1)
            }
        })
    }
    level(depth)
    return levels
}
// snippet:end subscribe-nested

/// Stands for a network connection or a timer: it holds the callback that delivers data.
final class Connection {
    private let deliver: (Event<Int>) -> Void
    private(set) var isClosed = false

    init(deliver: @escaping (Event<Int>) -> Void) {
        self.deliver = deliver
    }

    func receive(_ value: Int) {
        if !isClosed { deliver(.next(value)) }
    }

    func close() {
        isClosed = true
    }
}
