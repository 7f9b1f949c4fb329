// `asDriver()` on a ControlProperty: no fallback needed, a control property never fails.
// Chapter 13 (Units).

extension ControlProperty {
    /// The property as a `Driver`. A control property never fails, so it needs no recovery: an error
    /// that arrives all the same stops the process in debug builds, and ends the `Driver`
    /// quietly in release builds.
    public func asDriver() -> Driver<Element> {
        asDriver { _ -> Driver<Element> in
            #if DEBUG
            rxFatalError(
                "ControlProperty.asDriver(): the control property sent an error, which it promises never to do. "
                    + "Chapter 13 (Chapters/13-units) explains what a control property promises.")
            #else
            return Driver.empty()
            #endif
        }
    }
}
