// A keyed collection CompositeDisposable keeps its disposables in. Chapter 6.

/// The key `Bag.insert` returns, used to remove that element again.
struct BagKey: Hashable {
    fileprivate let rawValue: UInt64
}

/// An unordered collection that hands out a unique key per inserted element.
///
/// Kept simple: elements sit in insertion order in an array; removal is a linear search,
/// cheap for the handful of entries a composite holds.
struct Bag<T> {
    private var nextKey: UInt64 = 0
    private var entries: [(key: BagKey, value: T)] = []

    /// Creates an empty bag.
    init() {}

    /// Adds `element` and returns the key that removes it.
    mutating func insert(_ element: T) -> BagKey {
        let key = BagKey(rawValue: nextKey)
        nextKey &+= 1
        entries.append((key, element))
        return key
    }

    /// How many elements the bag holds.
    var count: Int { entries.count }

    /// Removes and returns the element stored under `key`, if it is still there.
    mutating func removeKey(_ key: BagKey) -> T? {
        guard let index = entries.firstIndex(where: { $0.key == key }) else { return nil }
        return entries.remove(at: index).value
    }

    /// Removes everything.
    mutating func removeAll() {
        entries.removeAll()
    }

    /// Calls `action` for each element, in insertion order.
    func forEach(_ action: (T) -> Void) {
        for entry in entries {
            action(entry.value)
        }
    }
}
