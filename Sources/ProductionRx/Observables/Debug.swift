// `debug`: print every event, the subscription and the disposal of a sequence, with a
// timestamp, in RxSwift's format. Chapter 5.
import Foundation

extension ObservableType {
    /// Prints what happens to every subscription: the subscription itself, each event, and
    /// the disposal. The sequence is otherwise unchanged.
    ///
    /// Each line reads `<timestamp>: <identifier> -> <what happened>`: `subscribed`,
    /// `Event next(1)`, `Event completed`, `Event error(…)` or `isDisposed`.
    ///
    /// - seealso: [do operator on reactivex.io](http://reactivex.io/documentation/operators/do.html)
    /// - parameter identifier: Names this `debug` in every line it prints. By default it is
    ///   the file name, line and function of the call.
    /// - parameter trimOutput: Whether an event longer than 40 characters is shortened to its
    ///   first and last 20.
    /// - parameter file: The file of the call, for the default identifier.
    /// - parameter line: The line of the call, for the default identifier.
    /// - parameter function: The function of the call, for the default identifier.
    /// - returns: The same sequence, printed as it goes.
    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function
    ) -> Observable<Element> {
        Debug(source: self, identifier: identifier, trimOutput: trimOutput, file: file, line: line, function: function)
    }
}

/// One subscription of `debug`: it prints each thing that happens to the subscription, then
/// lets it happen. Every line reads `<timestamp>: <identifier> -> <what happened>`.
private final class DebugSink<Source: ObservableType, Observer: ObserverType>: Sink<Observer>, ObserverType where Observer.Element == Source.Element {
    private let identifier: String
    private let trimOutput: Bool
    /// Each subscription has its own: a `DateFormatter` is not made to be shared across threads.
    private let timestamps = DateFormatter()

    init(identifier: String, trimOutput: Bool, observer: Observer, cancel: Cancelable) {
        self.identifier = identifier
        self.trimOutput = trimOutput
        timestamps.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
        super.init(observer: observer, cancel: cancel)
        // The sink is made just before the source is subscribed to.
        log("subscribed")
    }

    func on(_ event: Event<Observer.Element>) {
        log("Event \(text(of: event))")
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }

    override func dispose() {
        // Only the first dispose is news; a later one prints nothing.
        if !isDisposed {
            log("isDisposed")
        }
        super.dispose()
    }

    private func log(_ happening: String) {
        print("\(timestamps.string(from: Date())): \(identifier) -> \(happening)")
    }

    /// The event as `debug` prints it. With `trimOutput`, a text longer than 40 characters
    /// keeps its first 20 and its last 20, with `...` between them.
    private func text(of event: Event<Observer.Element>) -> String {
        let full = "\(event)"
        let limit = 40
        guard trimOutput, full.count > limit else {
            return full
        }
        return "\(full.prefix(limit / 2))...\(full.suffix(limit / 2))"
    }
}

/// The observable `debug` returns. The identifier is settled once, when `debug` is called.
private final class Debug<Source: ObservableType>: Producer<Source.Element> {
    private let source: Source
    private let identifier: String
    private let trimOutput: Bool

    init(source: Source, identifier: String?, trimOutput: Bool, file: String, line: UInt, function: String) {
        self.source = source
        self.identifier = identifier ?? Self.callSite(file: file, line: line, function: function)
        self.trimOutput = trimOutput
    }

    /// The default identifier, `Search.swift:12 (body)`: the calling file without its
    /// folders, the line and the function.
    private static func callSite(file: String, line: UInt, function: String) -> String {
        let fileName = file.lastIndex(of: "/").map { String(file[file.index(after: $0)...]) } ?? file
        return "\(fileName):\(line) (\(function))"
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = DebugSink<Source, Observer>(identifier: identifier, trimOutput: trimOutput, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
