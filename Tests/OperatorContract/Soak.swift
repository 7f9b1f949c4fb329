// The soak: a representative chain (two subjects fed from two threads, merge, map, filter,
// flatMap over concat, scan, distinctUntilChanged, observe(on:) a serial queue, share(replay:),
// take(until:)) built, subscribed by two observers on two queues, run and ended, round after
// round, for as long as asked; memory is sampled as it goes. After a warm-up, neither the
// resident memory nor Resources.total may grow. Chapter 8.
import Dispatch
import Foundation
import ProductionRx

/// One sample of the soak.
package struct SoakSample: Sendable {
    /// Seconds since the soak started.
    package var second: Int
    /// Rounds run so far.
    package var rounds: Int
    /// Resident memory in bytes (`/proc/self/statm`; 0 where there is none).
    package var resident: Int
    /// `Resources.total` between two rounds (0 in a build without the counter).
    package var resources: Int
}

/// Runs the soak for `seconds`, sampling every `every` seconds, and returns the samples.
package func soak(seconds: Double, every: Double = 10, report: (SoakSample) -> Void) -> [SoakSample] {
    let start = Date()
    var samples: [SoakSample] = []
    var nextSample = 0.0
    var rounds = 0
    let senders = [DispatchQueue(label: "soak.sender1"), DispatchQueue(label: "soak.sender2")]
    let subscribers = [DispatchQueue(label: "soak.subscriber1"), DispatchQueue(label: "soak.subscriber2")]
    let delivery = SerialDispatchQueueScheduler(internalSerialQueueName: "soak.delivery")
    while true {
        let elapsed = Date().timeIntervalSince(start)
        if elapsed >= nextSample {
            let sample = SoakSample(second: Int(elapsed), rounds: rounds, resident: residentBytes(), resources: settledResources())
            samples.append(sample)
            report(sample)
            nextSample += every
        }
        if elapsed >= seconds { break }
        soakRound(rounds, senders: senders, subscribers: subscribers, delivery: delivery)
        rounds += 1
    }
    return samples
}

/// One round: the chain made, two observers subscribed from two queues, 200 elements sent
/// from two threads, then the chain ended one of three ways (completion, an error, `stop`);
/// every fourth round an observer is disposed early instead.
private func soakRound(_ round: Int, senders: [DispatchQueue], subscribers: [DispatchQueue], delivery: SchedulerType) {
    // PublishSubject may be sent to from any thread; the box only carries it there.
    let first = UncheckedBox(PublishSubject<Int>())
    let second = UncheckedBox(PublishSubject<Int>())
    let stop = PublishSubject<Void>()
    let chain = Observable.merge(first.value.asObservable(), second.value.asObservable())
        .map { $0 * 2 }
        .filter { $0 % 3 != 0 }
        .flatMap { value in Observable.just(value).concat(Observable.of(value, value)) }
        .scan(0) { $0 &+ $1 }
        .distinctUntilChanged()
        .observe(on: delivery)
        .share(replay: 1)
        .take(until: stop)
    let ended = DispatchGroup()
    let bag = UncheckedBox<[Disposable]>([])
    let lock = NSLock()
    for queue in subscribers {
        ended.enter()
        queue.sync {
            let subscription = chain.subscribe(onError: { _ in ended.leave() }, onCompleted: { ended.leave() }, onDisposed: {})
            lock.withLock { bag.value.append(subscription) }
        }
    }
    let sent = DispatchGroup()
    for (queue, subject) in zip(senders, [first, second]) {
        queue.async(group: sent) {
            for value in 0..<100 { subject.value.onNext(value) }
        }
    }
    if round % 4 == 3 {
        lock.withLock { bag.value[0].dispose() }
        ended.leave()
    }
    sent.wait()
    switch round % 3 {
    case 0:
        first.value.onCompleted()
        second.value.onCompleted()
    case 1:
        first.value.onError(ContractError.boom)
    default:
        stop.onNext(())
    }
    ended.wait()
    lock.withLock { bag.value.forEach { $0.dispose() } }
}

/// Resident memory in bytes, from `/proc/self/statm` (its second number, in pages); 0 where
/// the file does not exist (macOS).
func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// `Resources.total` once the last round's releases on other threads (the delivery queue of
/// `observe(on:)`) have happened: up to a second for it to come back to 0.
func settledResources() -> Int {
    var value = liveResources()
    for _ in 0..<100 where value != 0 {
        usleep(10_000)
        value = liveResources()
    }
    return value
}

/// `Resources.total`, or 0 in a build without the counter.
func liveResources() -> Int {
    #if TRACE_RESOURCES
    Int(Resources.total)
    #else
    0
    #endif
}
