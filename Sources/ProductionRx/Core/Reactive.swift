// The `.rx` namespace: `Reactive<Base>` and `ReactiveCompatible`, so that extensions read
// `textField.rx.text` and `label.rx.text`. Chapter 13 (Units).
import Foundation

// snippet:begin reactive
/// The `.rx` namespace of a value: the place where reactive extensions of `Base` live.
///
/// Extend it with a constraint on `Base` to give one family of types its own members,
/// without adding anything to the types themselves:
///
///     extension Reactive where Base: TextField {
///         var text: ControlProperty<String> { … }   // read as `field.rx.text`
///     }
///
/// Besides, every writable property of a class is a `Binder` under `.rx` with no extension
/// at all: `gauge.rx.reading` (the dynamic-member subscript below).
@dynamicMemberLookup
public struct Reactive<Base> {
    /// The value the extensions work on.
    public let base: Base

    /// Wraps `base`; usually reached through `base.rx`.
    public init(_ base: Base) {
        self.base = base
    }
}

extension Reactive where Base: AnyObject {
    /// A `Binder` that writes each element it receives to `base`'s property at `keyPath`
    /// (on the main scheduler, as every `Binder` does).
    public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>) -> Binder<Property> {
        // A key path to a class's property holds no state of its own: safe to send.
        nonisolated(unsafe) let keyPath = keyPath
        return Binder(base) { target, value in
            target[keyPath: keyPath] = value
        }
    }
}

/// A type whose values (and the type itself) have an `rx` namespace.
public protocol ReactiveCompatible {
    /// The type `rx` wraps: `Self` in the default implementation.
    associatedtype ReactiveBase

    /// The namespace of the type, for static extensions.
    static var rx: Reactive<ReactiveBase>.Type { get set }

    /// The namespace of this value, for extensions on `Reactive`.
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    /// `Reactive<Self>`, the type-level namespace.
    public static var rx: Reactive<Self>.Type {
        get { Reactive<Self>.self }
        // A setter that does nothing: it only lets a `Reactive` extension declare a mutating
        // member on the type.
        set {}
    }

    /// `Reactive(self)`, the namespace of this value.
    public var rx: Reactive<Self> {
        get { Reactive(self) }
        // A setter that does nothing: it only lets a `Reactive` extension declare a mutating
        // member on the value.
        set {}
    }
}
// snippet:end reactive

/// Every `NSObject` has `rx`, as in RxSwift.
extension NSObject: ReactiveCompatible {}
