// `asSignal()` on a ControlEvent: no fallback needed, a control event never fails.
// Chapter 13 (Units).

extension ControlEvent {
    /// The event as a `Signal`. A control event never fails, so it needs no recovery: an error
    /// that arrives all the same stops the process in debug builds, and ends the `Signal`
    /// quietly in release builds.
    public func asSignal() -> Signal<Element> {
        asSignal { _ -> Signal<Element> in
            #if DEBUG
            rxFatalError(
                "ControlEvent.asSignal(): the control event sent an error, which it promises never to do. "
                    + "Chapter 13 (Chapters/13-units) explains what a control event promises.")
            #else
            return Signal.empty()
            #endif
        }
    }
}
