// `Observable.generate`: a loop as a sequence, one scheduled step per iteration. Chapter 7.

extension ObservableType {
    /// A sequence that starts from `initialState`, sends each state while `condition` holds,
    /// and moves on with `iterate`. An error thrown by either closure is sent as `error`.
    @preconcurrency public static func generate(
        initialState: Element, condition: @escaping @Sendable (Element) throws -> Bool, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance,
        iterate: @escaping @Sendable (Element) throws -> Element
    ) -> Observable<Element> {
        Generate(initialState: initialState, condition: condition, iterate: iterate, scheduler: scheduler)
    }
}

/// One `generate` subscription: the loop `state = initialState; while condition(state) {
/// send state; state = iterate(state) }`, one scheduled action per pass.
private final class GenerateSink<Observer: ObserverType>: Sink<Observer> {
    typealias State = Observer.Element

    private let parent: Generate<State>
    private var state: State

    init(parent: Generate<State>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        state = parent.initialState
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        // The scheduler's state says whether this is the first pass, the one that does not
        // iterate.
        parent.scheduler.scheduleRecursive(true) { isFirstPass, nextPass in
            if self.advance(iterating: !isFirstPass) {
                nextPass(false)
            }
        }
    }

    /// One pass of the loop. Returns whether there is another: not after the condition
    /// failed, nor after a closure threw.
    private func advance(iterating: Bool) -> Bool {
        let goesOn: Bool
        do {
            if iterating {
                state = try parent.iterate(state)
            }
            goesOn = try parent.condition(state)
        } catch {
            forwardOn(.error(error))
            dispose()
            return false
        }
        guard goesOn else {
            forwardOn(.completed)
            dispose()
            return false
        }
        forwardOn(.next(state))
        return true
    }
}

/// The observable `generate` returns: the loop's three parts and where it runs.
private final class Generate<Element>: Producer<Element> {
    fileprivate let initialState: Element
    fileprivate let condition: (Element) throws -> Bool
    fileprivate let iterate: (Element) throws -> Element
    fileprivate let scheduler: ImmediateSchedulerType

    init(
        initialState: Element, condition: @escaping (Element) throws -> Bool, iterate: @escaping (Element) throws -> Element,
        scheduler: ImmediateSchedulerType
    ) {
        self.initialState = initialState
        self.condition = condition
        self.iterate = iterate
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = GenerateSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}
