// Chapter 4's demo, run against ProductionRx. NaiveCases.swift is the same code, importing
// NaiveRx instead; only the type's name and the import differ.
import Dispatch
import Marbles
import ProductionRx
import Synchronization

/// The chapter's cases, run against ProductionRx.
enum ProductionCases: Cases {
    static let name = "ProductionRx"

    static func sendingAfterCompleted() -> (sent: MarbleLine, received: MarbleLine) {
        let clock = MarbleClock()
        let sent = MarbleRecorder("create sends", clock: clock)
        let received = MarbleRecorder("\(name) receives", clock: clock)
        let source = Observable<Int>.create { observer in
            for event in [Event<Int>.next(1), .next(2), .completed, .next(3)] {
                clock.tick()
                sent.record(marble(event))
                observer.on(event)
            }
            return Disposables.create()
        }
        source.subscribe { received.record(marble($0)) }.dispose()
        return (sent.line, received.line)
    }

    static func twoThreadsCompleting() -> MarbleLine {
        let clock = MarbleClock()
        let received = MarbleRecorder(name, clock: clock)
        let completions = Atomic<Int>(0)
        let firstArrived = DispatchSemaphore(value: 0)
        let secondSent = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var send: ((Event<Int>) -> Void)?
        let source = Observable<Int>.create { observer in
            send = observer.on
            return Disposables.create()
        }
        let subscription = source.subscribe { event in
            received.record(marble(event))
            if event.isStopEvent, completions.add(1, ordering: .relaxed).newValue == 1 {
                firstArrived.signal()
                _ = secondSent.wait(timeout: .now() + 1)
            }
        }
        // Handing the source's observer to a second thread is the point of the case.
        nonisolated(unsafe) let sendNow = send!
        clock.tick()
        sendNow(.next(1))
        clock.tick()
        let firstThread = DispatchGroup()
        DispatchQueue.global().async(group: firstThread) { sendNow(.completed) }
        firstArrived.wait()
        sendNow(.completed)
        secondSent.signal()
        firstThread.wait()
        subscription.dispose()
        send = nil
        return received.line
    }

    static func reentrantSend() -> [String] {
        nonisolated(unsafe) var send: ((Event<Int>) -> Void)?
        nonisolated(unsafe) var log: [String] = []
        let source = Observable<Int>.create { observer in
            send = observer.on
            return Disposables.create()
        }
        let subscription = source.subscribe(onNext: { value in
            log.append("begin \(value)")
            if value == 1 {
                send?(.next(2))
            }
            log.append("end \(value)")
        })
        send?(.next(1))
        subscription.dispose()
        send = nil
        return log
    }

    static func disposingWhileSubscribing(count: Int) -> (sent: MarbleLine, received: MarbleLine, produced: Int) {
        let clock = MarbleClock()
        let sent = MarbleRecorder("from(1...\(count)) sends", clock: clock)
        let received = MarbleRecorder("\(name) receives", clock: clock)
        var produced = 0
        nonisolated(unsafe) let numbers = (1...count).lazy.map { number -> Int in
            produced += 1
            return number
        }
        let firstThree = Observable<Int>.create { observer in
            nonisolated(unsafe) let observer = observer
            nonisolated(unsafe) var taken = 0
            return Observable.from(numbers).subscribe(
                onNext: { number in
                    clock.tick()
                    sent.onNext(number)
                    taken += 1
                    observer.onNext(number)
                    if taken == 3 {
                        observer.onCompleted()
                    }
                },
                onCompleted: {
                    clock.tick()
                    sent.onCompleted()
                },
                onDisposed: sent.disposed
            )
        }
        firstThree.subscribe(onNext: received.onNext, onCompleted: received.onCompleted).dispose()
        return (sent.line, received.line, produced)
    }

    static func stackUsed(depth: Int) -> Int {
        let top = currentStackAddress()
        nonisolated(unsafe) var deepest = top
        @Sendable func level(_ remaining: Int) {
            _ = Observable.of(remaining).subscribe(onNext: { value in
                deepest = min(deepest, currentStackAddress())
                if value > 1 {
                    level(value - 1)
                }
            })
        }
        level(depth)
        return top - deepest
    }

    static func aliveAfterKeepingTheObserver() -> Int {
        #if DEBUG
        let before = Resources.total
        do {
            nonisolated(unsafe) var sendLater: ((Event<Int>) -> Void)?
            let source = Observable<Int>.create { observer in
                sendLater = observer.on
                return Disposables.create()
            }
            source.subscribe { _ in }.dispose()
            _ = sendLater
        }
        return Int(Resources.total - before)
        #else
        return -1 // Only debug builds count live objects.
        #endif
    }

    /// The marble form of a ProductionRx event.
    static func marble<Element>(_ event: Event<Element>) -> MarbleEvent {
        switch event {
        case .next(let element): .next(String(describing: element))
        case .error(let error): .error(String(describing: error))
        case .completed: .completed
        }
    }
}
