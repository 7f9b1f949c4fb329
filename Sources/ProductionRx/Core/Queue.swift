// The first-in, first-out queue behind CurrentThreadScheduler's trampoline. Chapter 7.

/// A growable ring buffer: `enqueue` at the back, `dequeue` from the front, both O(1).
struct Queue<T> {
    private var storage: ContiguousArray<T?>
    private var head = 0
    private(set) var count = 0

    /// Creates an empty queue with room for `capacity` elements before it grows.
    init(capacity: Int) {
        storage = ContiguousArray(repeating: nil, count: Swift.max(capacity, 1))
    }

    /// `true` when nothing is queued.
    var isEmpty: Bool { count == 0 }

    /// The element `dequeue` would return, without removing it.
    func peek() -> T? {
        isEmpty ? nil : storage[head]
    }

    /// Adds `element` at the back.
    mutating func enqueue(_ element: T) {
        if count == storage.count {
            grow()
        }
        storage[(head + count) % storage.count] = element
        count += 1
    }

    /// Removes and returns the front element, or `nil` when empty.
    mutating func dequeue() -> T? {
        guard count > 0 else { return nil }
        let element = storage[head]
        storage[head] = nil
        head = (head + 1) % storage.count
        count -= 1
        return element
    }

    /// The queued elements, front first, without removing them.
    var elements: [T] {
        (0..<count).map { storage[(head + $0) % storage.count]! }
    }

    private mutating func grow() {
        var bigger = ContiguousArray<T?>(repeating: nil, count: storage.count * 2)
        for index in 0..<count {
            bigger[index] = storage[(head + index) % storage.count]
        }
        storage = bigger
        head = 0
    }
}
