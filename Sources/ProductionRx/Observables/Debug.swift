// `debug`: print every event, the subscription and the disposal of a sequence, with a
// timestamp, in RxSwift's format. Chapter 5.
import Foundation

extension ObservableType {
    /// Prints received events for all observers on standard output.
    ///
    /// Each line reads `<timestamp>: <identifier> -> <what happened>`: `subscribed`,
    /// `Event next(1)`, `Event completed`, `Event error(…)` or `isDisposed`.
    ///
    /// - seealso: [do operator on reactivex.io](http://reactivex.io/documentation/operators/do.html)
    /// - parameter identifier: Identifier that is printed together with event description to
    ///   standard output. By default it is the file name, line and function of the call.
    /// - parameter trimOutput: Should output be trimmed to max 40 characters.
    /// - parameter file: The file of the call, for the default identifier.
    /// - parameter line: The line of the call, for the default identifier.
    /// - parameter function: The function of the call, for the default identifier.
    /// - returns: An observable sequence whose events are printed to standard output.
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

private let dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"

private func logEvent(_ identifier: String, dateFormat: DateFormatter, content: String) {
    print("\(dateFormat.string(from: Date())): \(identifier) -> \(content)")
}

/// One subscription of `debug`: logs, then forwards; logs `isDisposed` on the first dispose.
private final class DebugSink<Source: ObservableType, Observer: ObserverType>: Sink<Observer>, ObserverType where Observer.Element == Source.Element {
    typealias Element = Observer.Element
    typealias Parent = Debug<Source>

    private let parent: Parent
    private let timestampFormatter = DateFormatter()

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        timestampFormatter.dateFormat = dateFormat

        logEvent(parent.identifier, dateFormat: timestampFormatter, content: "subscribed")

        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        let maxEventTextLength = 40
        let eventText = "\(event)"

        let eventNormalized =
            (eventText.count > maxEventTextLength) && parent.trimOutput
            ? String(eventText.prefix(maxEventTextLength / 2)) + "..." + String(eventText.suffix(maxEventTextLength / 2))
            : eventText

        logEvent(parent.identifier, dateFormat: timestampFormatter, content: "Event \(eventNormalized)")

        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }

    override func dispose() {
        if !isDisposed {
            logEvent(parent.identifier, dateFormat: timestampFormatter, content: "isDisposed")
        }
        super.dispose()
    }
}

/// The observable `debug` returns; it works out the identifier once.
private final class Debug<Source: ObservableType>: Producer<Source.Element> {
    fileprivate let identifier: String
    fileprivate let trimOutput: Bool
    private let source: Source

    init(source: Source, identifier: String?, trimOutput: Bool, file: String, line: UInt, function: String) {
        self.trimOutput = trimOutput
        if let identifier {
            self.identifier = identifier
        } else {
            let trimmedFile: String
            if let lastIndex = file.lastIndex(of: "/") {
                trimmedFile = String(file[file.index(after: lastIndex)..<file.endIndex])
            } else {
                trimmedFile = file
            }
            self.identifier = "\(trimmedFile):\(line) (\(function))"
        }
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = DebugSink(parent: self, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
