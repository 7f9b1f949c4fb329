// ControlProperty: a UI element's value as a unit, readable (an observable of its values)
// and writable (an observer that sets it), subscribed on the main queue. Chapter 13 (Units).

/// A type that can be read and written as a `ControlProperty`: the hook for extensions on
/// every control property.
public protocol ControlPropertyType: ObservableType, ObserverType {
    /// The property as a `ControlProperty`.
    func asControlProperty() -> ControlProperty<Element>
}

// snippet:begin control-property
/// A UI element's value (a text field's text, a switch's state) as a unit you can read and
/// write: an observable of its values and an observer that sets it.
///
/// Its values are the current one, at once on subscription, then each change the user
/// makes; a change made by code is not reported. What it promises:
///
/// - the latest value is replayed to each new subscriber;
/// - it completes when the control goes away;
/// - it never fails;
/// - its values arrive on `MainScheduler.instance`.
///
/// The initializer keeps one promise itself: the values are subscribed on the main queue
/// (`subscribe(on: ConcurrentMainScheduler.instance)`). The others are up to whoever writes
/// the control's extension: wrap only a sequence that keeps them all, or the type makes
/// promises the code does not keep.
public struct ControlProperty<PropertyType>: ControlPropertyType {
    /// The type of the property's values.
    public typealias Element = PropertyType

    /// The control's values, subscribed on the main queue.
    let values: Observable<PropertyType>
    /// What sets the control's value.
    let setter: AnyObserver<PropertyType>

    /// Wraps `values`, which must keep the promises listed above (subscribed on the main
    /// queue here), and `valueSink`, which sets the control.
    public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink) where Element == Values.Element, Element == Sink.Element {
        self.values = values.subscribe(on: ConcurrentMainScheduler.instance)
        setter = valueSink.asObserver()
    }
    // snippet:end control-property

    /// The values as a plain `Observable`.
    public func asObservable() -> Observable<Element> {
        values
    }

    /// The property itself.
    public func asControlProperty() -> ControlProperty<Element> {
        self
    }

    /// Subscribes `observer` to the values; disposing the result ends the subscription.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        values.subscribe(observer)
    }

    /// The changes alone: every value but the first, the current one on subscription. As
    /// with the property itself, changes made by code are not reported.
    public var changed: ControlEvent<PropertyType> {
        ControlEvent(events: values.skip(1))
    }

    /// Sets the control to each element it receives; completion goes to the sink too (a
    /// `Binder` ignores it). An error cannot be shown: it stops a debug build and is printed
    /// in release builds.
    public func on(_ event: Event<Element>) {
        if case .error(let error) = event {
            bindingError(error)
        } else {
            setter.on(event)
        }
    }
}

extension ControlPropertyType where Element == String? {
    /// The property with `nil` read as the empty string; writing a string writes it as it is.
    public var orEmpty: ControlProperty<String> {
        let optional: ControlProperty<String?> = asControlProperty()
        return ControlProperty(values: optional.values.map { $0 ?? "" }, valueSink: optional.setter.mapObserver { $0 })
    }
}

/// Reports an error sent to a UI binding: stops a debug build, is printed in release.
func bindingError(_ error: Swift.Error) {
    rxFatalErrorInDebug(
        "Binding error: \(error). A control property cannot show an error: catch it before binding (asDriver(onErrorJustReturn:) does). "
            + "Chapter 13 (Chapters/13-units) explains why.")
}
