// A keyed collection CompositeDisposable keeps its disposables in. Chapter 6.

/// The key `Bag.insert` returns, used to remove that element again.
@usableFromInline
struct BagKey: Hashable {
    @usableFromInline let rawValue: UInt64

    @inlinable init(rawValue: UInt64) {
        self.rawValue = rawValue
    }
}

/// An unordered collection that hands out a unique key per inserted element.
///
/// Kept simple: elements sit in insertion order in an array; removal is a linear search,
/// cheap for the handful of entries a composite holds.
@usableFromInline
struct Bag<T> {
    @usableFromInline var nextKey: UInt64 = 0
    @usableFromInline var entries: [(key: BagKey, value: T)] = []

    /// Creates an empty bag.
    @inlinable init() {}

    /// Adds `element` and returns the key that removes it.
    @inlinable mutating func insert(_ element: T) -> BagKey {
        let key = BagKey(rawValue: nextKey)
        nextKey &+= 1
        entries.append((key, element))
        return key
    }

    /// How many elements the bag holds.
    @inlinable var count: Int { entries.count }

    /// Removes and returns the element stored under `key`, if it is still there.
    @inlinable mutating func removeKey(_ key: BagKey) -> T? {
        guard let index = entries.firstIndex(where: { $0.key == key }) else { return nil }
        return entries.remove(at: index).value
    }

    /// Removes everything.
    @inlinable mutating func removeAll() {
        entries.removeAll()
    }

    /// Removes everything and returns it: a subject hands its observers to its last event.
    /// Keys handed out later are still new ones.
    @inlinable mutating func takeAll() -> Bag {
        let taken = self
        entries.removeAll()
        return taken
    }

    /// Calls `action` for each element, in insertion order.
    @inlinable func forEach(_ action: (T) -> Void) {
        for entry in entries {
            action(entry.value)
        }
    }
}
