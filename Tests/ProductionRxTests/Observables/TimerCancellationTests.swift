// The time operators disposed before their timer fires (chapters 7 and 8): each lets its
// source go and cancels the timer, so that nothing moves the virtual clock past the disposal.
// One table for delay, take(for:), timeout and delaySubscription.
import ProductionRx
import ProductionRxTest
import Testing

/// A time operator, with the due time its row is drawn for.
enum TimedOperator: String, CustomTestStringConvertible, Sendable {
    case delay = "delay(.seconds(20))"
    case takeFor = "take(for: .seconds(40))"
    case timeout = "timeout(.seconds(30))"
    case delaySubscription = "delaySubscription(.seconds(30))"

    var testDescription: String { rawValue }

    /// The operator applied to `source` on `scheduler`.
    func apply(_ source: Observable<String>, on scheduler: TestScheduler) -> Observable<String> {
        switch self {
        case .delay: source.delay(.seconds(20), scheduler: scheduler)
        case .takeFor: source.take(for: .seconds(40), scheduler: scheduler)
        case .timeout: source.timeout(.seconds(30), scheduler: scheduler)
        case .delaySubscription: source.delaySubscription(.seconds(30), scheduler: scheduler)
        }
    }
}

@Suite("a time operator disposed before its timer fires", .leakChecked)
struct TimerCancellationTests {
    @Test(arguments: [
        // Sources that stay silent after their last element, so that only the operator's
        // timer could move the clock. b arrived at 230 and was due at 250.
        (TimedOperator.delay, MarbleRow("b is never sent", given: "-a-b-", sends: "---a", subscribed: [200...245], disposed: 245)),
        // The timer was due at 240.
        (.takeFor, MarbleRow("it never completes", given: "-a-", sends: "-a", subscribed: [200...225], disposed: 225)),
        // The timer started at 210 would fire at 240.
        (.timeout, MarbleRow("it never fails", given: "-a------", sends: "-a", subscribed: [200...225], disposed: 225)),
        // The subscription was due at 230.
        (.delaySubscription, MarbleRow("the source is never subscribed", cold: "-a-|", sends: "", subscribed: [nil], disposed: 220)),
    ])
    func itLetsTheSourceGoAndNothingMovesTheClockPastTheDisposal(_ operation: TimedOperator, _ row: MarbleRow) {
        let scheduler = row.expect { operation.apply($0[0], on: $0.scheduler) }
        #expect(scheduler.clock == row.disposed)
    }
}
