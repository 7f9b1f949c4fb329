// The `.rx` namespace: `Reactive<Base>` and `ReactiveCompatible`, so that extensions read
// `textField.rx.text` and `label.rx.text`. Chapter 13 (Units).
import Foundation

// snippet:begin reactive
/// Use `Reactive` proxy as customization point for constrained protocol extensions.
///
/// General pattern would be:
///
///     // 1. Extend Reactive protocol with constrain on Base
///     // Read as: Reactive Extension where Base is a SomeType
///     extension Reactive where Base: SomeType {
///         // 2. Put any specific reactive extension for SomeType here
///     }
///
/// With this approach we can have more specialized methods and properties using
/// `Base` and not just specialized on common base type.
///
/// `Binder`s are also automatically synthesized using `@dynamicMemberLookup` for writable
/// reference properties of the reactive base.
@dynamicMemberLookup
public struct Reactive<Base> {
    /// Base object to extend.
    public let base: Base

    /// Creates extensions with base object.
    ///
    /// - parameter base: Base object.
    public init(_ base: Base) {
        self.base = base
    }

    /// Automatically synthesized binder for a key path between the reactive
    /// base and one of its properties
    public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>) -> Binder<Property> where Base: AnyObject {
        Binder(base) { base, value in
            base[keyPath: keyPath] = value
        }
    }
}

/// A type that has reactive extensions.
public protocol ReactiveCompatible {
    /// Extended type
    associatedtype ReactiveBase

    /// Reactive extensions.
    static var rx: Reactive<ReactiveBase>.Type { get set }

    /// Reactive extensions.
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    /// Reactive extensions.
    public static var rx: Reactive<Self>.Type {
        get { Reactive<Self>.self }
        // The setter does nothing; it lets `Reactive` extensions "mutate" the base type.
        set {}
    }

    /// Reactive extensions.
    public var rx: Reactive<Self> {
        get { Reactive(self) }
        // The setter does nothing; it lets `Reactive` extensions "mutate" the base object.
        set {}
    }
}
// snippet:end reactive

/// Extend NSObject with `rx` proxy.
extension NSObject: ReactiveCompatible {}
