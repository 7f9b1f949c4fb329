// `asDriver()` on a ControlProperty: no fallback needed, a control property never fails.
// Chapter 13 (Units).

extension ControlProperty {
    /// Converts `ControlProperty` to `Driver` trait.
    ///
    /// `ControlProperty` already can't fail, so no special case needs to be handled.
    public func asDriver() -> Driver<Element> {
        asDriver { _ -> Driver<Element> in
            #if DEBUG
            rxFatalError(
                "Somehow driver received error from a source that shouldn't fail: a ControlProperty sent an error. "
                    + "Chapter 13 (Chapters/13-units) explains what a control property promises.")
            #else
            return Driver.empty()
            #endif
        }
    }
}
