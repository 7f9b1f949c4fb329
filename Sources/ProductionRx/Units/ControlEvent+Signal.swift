// `asSignal()` on a ControlEvent: no fallback needed, a control event never fails.
// Chapter 13 (Units).

extension ControlEvent {
    /// Converts `ControlEvent` to `Signal` trait.
    ///
    /// `ControlEvent` already can't fail, so no special case needs to be handled.
    public func asSignal() -> Signal<Element> {
        asSignal { _ -> Signal<Element> in
            #if DEBUG
            rxFatalError(
                "Somehow signal received error from a source that shouldn't fail: a ControlEvent sent an error. "
                    + "Chapter 13 (Chapters/13-units) explains what a control event promises.")
            #else
            return Signal.empty()
            #endif
        }
    }
}
