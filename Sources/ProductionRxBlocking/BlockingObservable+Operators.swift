// The operators of a blocking sequence: toArray, first, last, single, materialize. Chapter 8
// ("Testing in virtual time").
import ProductionRx

extension BlockingObservable {
    /// Waits for the sequence to complete and returns all its elements. Rethrows its error.
    public func toArray() throws -> [Element] {
        try elementsOrThrow(materializeResult())
    }

    /// Waits for the first element and returns it, or `nil` if the sequence completes empty.
    /// Disposes the subscription once the element arrives. Rethrows the sequence's error.
    public func first() throws -> Element? {
        try elementsOrThrow(materializeResult(max: 1)).first
    }

    /// Waits for the sequence to complete and returns its last element, or `nil` if it was
    /// empty. Rethrows its error.
    public func last() throws -> Element? {
        try elementsOrThrow(materializeResult()).last
    }

    /// Waits for the sequence to complete and returns its only element. Throws
    /// `RxError.noElements` if it had none, `RxError.moreThanOneElement` (as soon as the
    /// second arrives) if it had more, and rethrows its error.
    public func single() throws -> Element {
        try single { _ in true }
    }

    /// Waits for the sequence to complete and returns its only element that satisfies
    /// `predicate`. Throws `RxError.noElements` if none does, `RxError.moreThanOneElement`
    /// if several do, and rethrows the sequence's error or the predicate's.
    public func single(_ predicate: @escaping (Element) throws -> Bool) throws -> Element {
        let elements = try elementsOrThrow(materializeResult(max: 2, predicate: predicate))

        if elements.count > 1 {
            throw RxError.moreThanOneElement
        }

        guard let first = elements.first else {
            throw RxError.noElements
        }

        return first
    }

    /// Waits for the sequence to end and returns its elements and how it ended, without
    /// throwing: an error (or a timeout) is in `.failed(elements:error:)`.
    public func materialize() -> MaterializedSequenceResult<Element> {
        materializeResult()
    }
}

extension BlockingObservable {
    /// Subscribes, collects the elements that satisfy `predicate` until the sequence ends,
    /// `max` of them arrived, or the timeout passes, and disposes the subscription.
    private func materializeResult(max: Int? = nil, predicate: @escaping (Element) throws -> Bool = { _ in true }) -> MaterializedSequenceResult<Element> {
        nonisolated(unsafe) let predicate = predicate
        let collected = Collected<Element>()
        let wait = BlockingWait(timeout: timeout)
        nonisolated(unsafe) let subscription = SingleAssignmentDisposable()

        defer {
            subscription.dispose()
        }

        // snippet:begin blocking-subscribe
        subscription.setDisposable(
            source.subscribe { event in
                if subscription.isDisposed {
                    return
                }
                switch event {
                case .next(let element):
                    do {
                        if try predicate(element) {
                            let count = collected.append(element)
                            if let max, count >= max {
                                subscription.dispose()
                                wait.stop()
                            }
                        }
                    } catch {
                        collected.fail(error)
                        subscription.dispose()
                        wait.stop()
                    }
                case .error(let error):
                    collected.fail(error)
                    subscription.dispose()
                    wait.stop()
                case .completed:
                    subscription.dispose()
                    wait.stop()
                }
            })
        // snippet:end blocking-subscribe

        if !wait.run() {
            collected.fail(RxError.timeout)
        }

        let (elements, error) = collected.result
        if let error {
            return .failed(elements: elements, error: error)
        }
        return .completed(elements: elements)
    }

    private func elementsOrThrow(_ results: MaterializedSequenceResult<Element>) throws -> [Element] {
        switch results {
        case .failed(_, let error):
            throw error
        case .completed(let elements):
            return elements
        }
    }
}
