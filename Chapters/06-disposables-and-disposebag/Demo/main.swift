// Chapter 6's demo: the order things are disposed in, a DisposeBag going out of scope, a
// SerialDisposable replacing its content, and a leak that Resources.total finds.
import Marbles
import ProductionRx

/// A source driven by hand, as a subject would be: it keeps each subscriber's observer until
/// that subscription is disposed, and `send` pushes an element to every subscriber.
/// `Sendable`, because Rx's closures are `@Sendable` and capture it (chapter 16); its state is
/// `nonisolated(unsafe)`: this demo uses it from one thread at a time.
final class Feed<Element>: Sendable {
    nonisolated(unsafe) private var observers: [Int: AnyObserver<Element>] = [:]
    nonisolated(unsafe) private var nextKey = 0

    /// How many subscriptions are attached right now.
    var subscriberCount: Int { observers.count }

    /// The observable to subscribe to. Disposing a subscription detaches its observer.
    var observable: Observable<Element> {
        Observable.create { observer in
            let key = self.nextKey
            self.nextKey += 1
            self.observers[key] = observer
            return Disposables.create { self.observers[key] = nil }
        }
    }

    /// Sends `element` to every subscriber.
    func send(_ element: Element) {
        for observer in observers.values {
            observer.onNext(element)
        }
    }
}

/// The number of ProductionRx objects alive, or `nil` in a release build, which does not count.
func liveResources() -> Int32? {
    #if DEBUG
    Resources.total
    #else
    nil
    #endif
}

// MARK: - 1. Disposal order

print("1. Disposal order")
print()
// snippet:begin disposal-order
let composite = CompositeDisposable()
let keyA = composite.insert(Disposables.create { print("   disposed A") })
let keyB = composite.insert(Disposables.create { print("   disposed B") })
_ = composite.insert(Disposables.create { print("   disposed C") })
print("   composite.remove(for: B's key)")
if let keyB { composite.remove(for: keyB) }
print("   composite.dispose()")
composite.dispose()
print("   composite.dispose() again")
composite.dispose()
print("   composite.insert(D) after dispose")
let keyD = composite.insert(Disposables.create { print("   disposed D") })
// snippet:end disposal-order
print("   the keys: A \(keyA == nil ? "nil" : "kept"), D \(keyD == nil ? "nil (disposed at once)" : "kept")")
print()
// snippet:begin bag-builder
do {
    print("   a DisposeBag built with the builder initialiser, leaving its scope:")
    let disposeBag = DisposeBag {
        Disposables.create { print("   disposed first") }
        Disposables.create { print("   disposed second") }
    }
    disposeBag.insert(Disposables.create { print("   disposed third") })
}
// snippet:end bag-builder
print()

// MARK: - 2. A DisposeBag going out of scope

print("2. A DisposeBag going out of scope")
let scopeClock = MarbleClock()
let feed = Feed<Int>()
let sent = MarbleRecorder("feed sends", clock: scopeClock)
let received = MarbleRecorder("subscription in the bag", clock: scopeClock)

/// Sends `element` on the feed and records that it was sent.
@MainActor func send(_ element: Int) {
    scopeClock.tick()
    sent.onNext(element)
    feed.send(element)
}

// snippet:begin bag-scope
do {
    let disposeBag = DisposeBag()
    feed.observable
        .subscribe(onNext: received.onNext, onDisposed: received.disposed)
        .disposed(by: disposeBag)
    send(1)
    send(2)
    scopeClock.tick()
    // The end of the scope frees `disposeBag`; its deinit disposes the subscription.
}
send(3)
// snippet:end bag-scope
print()
print(MarbleDiagram(sent.line, received.line).rendered.indented)
print()
print("   subscribers left on the feed: \(feed.subscriberCount)")
print()

// MARK: - 3. A SerialDisposable replacing its content

print("3. A SerialDisposable: a new search cancels the one before")
let searchClock = MarbleClock()
var requests: [(query: String, recorder: MarbleRecorder, feed: Feed<String>)] = []

/// Starts a pretend network request for `query`: a feed that answers when told to, whose
/// line shows when it was subscribed (^) and disposed (!).
@MainActor func search(_ query: String) -> Disposable {
    let recorder = MarbleRecorder("request \"\(query)\"", clock: searchClock)
    let answers = Feed<String>()
    requests.append((query, recorder, answers))
    recorder.subscribed()
    return answers.observable.subscribe(
        onNext: recorder.onNext,
        onCompleted: recorder.onCompleted,
        onDisposed: recorder.disposed
    )
}

// snippet:begin serial-search
let currentSearch = SerialDisposable()
for query in ["r", "rx", "rxs"] {
    searchClock.tick()
    currentSearch.disposable = search(query) // disposes the request before it
}
searchClock.tick()
for request in requests {
    request.feed.send(request.query.uppercased()) // only the live request hears it
}
searchClock.tick()
currentSearch.dispose()
searchClock.tick()
currentSearch.disposable = search("late") // disposed at once: the serial is disposed
// snippet:end serial-search
print()
print(MarbleDiagram(requests.map(\.recorder.line)).rendered.indented)
print()

// MARK: - 4. A leak that Resources.total finds

print("4. A leak, found by counting live resources")

// snippet:begin leaky-screen
/// A screen that shows the latest price. The closure it subscribes captures `self`, and
/// `self` owns the bag that owns the subscription: screen → bag → subscription → closure →
/// screen. Nothing in that circle is ever freed.
/// `Sendable`, because Rx's closures are `@Sendable` and capture it (chapter 16); its state is
/// `nonisolated(unsafe)`: this demo uses it from one thread at a time.
final class LeakyPriceScreen: Sendable {
    nonisolated(unsafe) private let disposeBag = DisposeBag()
    nonisolated(unsafe) private(set) var shown: [Int] = []

    init(prices: Observable<Int>) {
        prices
            .subscribe(onNext: { price in self.shown.append(price) })
            .disposed(by: disposeBag)
    }
}
// snippet:end leaky-screen

// snippet:begin fixed-screen
/// The same screen without the cycle: `subscribe(with:onNext:)` holds the screen weakly and
/// hands it to the closure, so freeing the screen frees its bag, which disposes.
final class PriceScreen {
    private let disposeBag = DisposeBag()
    private(set) var shown: [Int] = []

    init(prices: Observable<Int>) {
        prices
            .subscribe(with: self, onNext: { screen, price in screen.shown.append(price) })
            .disposed(by: disposeBag)
    }
}
// snippet:end fixed-screen

let prices = Feed<Int>()

// snippet:begin count-resources
/// Opens a screen on `prices`, sends it a price, closes it, and reports what stayed alive.
func openAndClose(_ name: String, prices: Feed<Int>, _ makeScreen: (Observable<Int>) -> AnyObject) {
    let before = liveResources()
    let subscribersBefore = prices.subscriberCount
    var screen: AnyObject? = makeScreen(prices.observable)
    weak let closed = screen
    prices.send(42)
    screen = nil // the screen is closed: nothing should point at it any more
    let after = liveResources()
    print("   \(name):")
    print("     screen freed: \(closed == nil ? "yes" : "no")")
    print("     subscriptions it left on the price feed: \(prices.subscriberCount - subscribersBefore)")
    if let before, let after {
        print("     Resources.total: \(before) before, \(after) after (\(after - before) still alive)")
    } else {
        print("     Resources.total: not counted in a release build; run with `swift run ch06`")
    }
}

openAndClose("LeakyPriceScreen", prices: prices) { LeakyPriceScreen(prices: $0) }
openAndClose("PriceScreen", prices: prices) { PriceScreen(prices: $0) }
// snippet:end count-resources
print()
print("Notice: remove(for:) disposes B at once and a second dispose() does nothing; the bag's ! falls")
print("        where its scope ends, so 3 never arrives; each search's ! falls on the next one's ^;")
print("        and only the leaky screen leaves objects alive: Resources.total is how every test here")
print("        finds a leak.")

extension String {
    /// Every line of the text, indented by three spaces.
    var indented: String {
        split(separator: "\n", omittingEmptySubsequences: false)
            .map { "   " + $0 }
            .joined(separator: "\n")
    }
}
