// The script of the sharing tests (chapter 9): a shared sequence made at 100, observers that
// subscribe and leave at given virtual times, and, for a connectable one, connections that open
// and close. The tests then read as their timelines: who was there when, what each one saw.
import ProductionRx
import ProductionRxTest

/// A span of virtual time: an observer's subscription, or a connection, from `0` to `1`.
typealias Span = (from: TestTime, to: TestTime)

extension TestScheduler {
    /// Makes the sequence at 100 with `make`, subscribes one observer for each span of
    /// `subscribers` (subscribing at its start, disposing at its end), runs the clock, and
    /// returns what each observer received, in the order of `subscribers`.
    ///
    /// Every subscription is scheduled before every disposal, so an observer that subscribes
    /// at the time another leaves comes first.
    func runShared<Element>(
        _ make: @escaping () -> Observable<Element>,
        subscribers: [Span]
    ) -> [[Recorded<Event<Element>>]] {
        var shared: Observable<Element>!
        scheduleAt(100) { shared = make() }
        return run(subscribers, to: { shared })
    }

    /// Makes the connectable sequence at 100 with `make`, subscribes one observer for each
    /// span of `subscribers`, connects for each span of `connections` (disposing the connection
    /// at its end), runs the clock, and returns what each observer received, in the order of
    /// `subscribers`.
    ///
    /// At a time where several things happen, the subscriptions come first, then the
    /// connections, then the disconnections, then the observers' disposals.
    func runConnectable<Element>(
        _ make: @escaping () -> ConnectableObservable<Element>,
        connections: [Span],
        subscribers: [Span]
    ) -> [[Recorded<Event<Element>>]] {
        var connectable: ConnectableObservable<Element>!
        scheduleAt(100) { connectable = make() }
        return run(subscribers, to: { connectable.asObservable() }) {
            var opened: [Disposable] = []
            for connection in connections {
                self.scheduleAt(connection.from) { opened.append(connectable.connect()) }
            }
            for (index, connection) in connections.enumerated() {
                self.scheduleAt(connection.to) { opened[index].dispose() }
            }
        }
    }

    private func run<Element>(
        _ spans: [Span],
        to source: @escaping () -> Observable<Element>,
        between scheduleMore: () -> Void = {}
    ) -> [[Recorded<Event<Element>>]] {
        let observers = spans.map { _ in createObserver(Element.self) }
        var subscriptions = [Disposable?](repeating: nil, count: spans.count)
        for (index, span) in spans.enumerated() {
            scheduleAt(span.from) { subscriptions[index] = source().subscribe(observers[index]) }
        }
        scheduleMore()
        for (index, span) in spans.enumerated() {
            scheduleAt(span.to) { subscriptions[index]?.dispose() }
        }
        start()
        return observers.map(\.events)
    }
}
