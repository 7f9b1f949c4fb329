// `asDriver()` on a ControlEvent: no fallback needed, a control event never fails.
// Chapter 13 (Units).

extension ControlEvent {
    /// Converts `ControlEvent` to `Driver` trait.
    ///
    /// `ControlEvent` already can't fail, so no special case needs to be handled.
    public func asDriver() -> Driver<Element> {
        asDriver { _ -> Driver<Element> in
            #if DEBUG
            rxFatalError(
                "Somehow driver received error from a source that shouldn't fail: a ControlEvent sent an error. "
                    + "Chapter 13 (Chapters/13-units) explains what a control event promises.")
            #else
            return Driver.empty()
            #endif
        }
    }
}
