// Counting heap allocations, for chapter 15's checks: what a subscription or an element costs,
// judged by counting instead of by timing. Every object the Swift runtime allocates (a class
// instance, a closure's context, a box, an array's storage) goes through `swift_allocObject`,
// which the runtime lets a tool watch through the hook it keeps for profilers; the count sees
// what `Resources.total`, which counts only ProductionRx's own classes, does not.
import ExerciseKit
import Foundation
import ProductionRx
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The runtime's `swift_allocObject`: metadata, size, alignment mask.
private typealias AllocateObject = @convention(c) (UnsafeRawPointer?, Int, Int) -> UnsafeMutableRawPointer?

/// The runtime's hook: where `swift_allocObject` calls through, and the switch that makes it
/// look there. Both are exported by the Swift runtime on Linux and on Apple platforms.
private struct AllocationHook {
    let slot: UnsafeMutablePointer<AllocateObject?>
    let enabled: UnsafeMutablePointer<UInt8>
    let original: AllocateObject

    nonisolated(unsafe) static let shared: AllocationHook? = {
        let everything = dlopen(nil, RTLD_NOW)
        guard let slot = dlsym(everything, "_swift_allocObject"),
            let enabled = dlsym(everything, "_swift_enableSwizzlingOfAllocationAndRefCountingFunctions_forInstrumentsOnly")
        else { return nil }
        let typedSlot = slot.assumingMemoryBound(to: AllocateObject?.self)
        guard let original = typedSlot.pointee else { return nil }
        return AllocationHook(slot: typedSlot, enabled: enabled.assumingMemoryBound(to: UInt8.self), original: original)
    }()
}

// The counter and the original function, read by the hook, which cannot capture anything.
private let allocations = Atomic<Int>(0)
nonisolated(unsafe) private var countedThread: pthread_t?
nonisolated(unsafe) private var originalAllocate: AllocateObject?

/// Counts every object allocated on the calling thread while `body` runs (other threads'
/// allocations are not its doing); `nil` where the runtime offers no hook.
public func heapAllocations(during body: () -> Void) -> Int? {
    guard let hook = AllocationHook.shared else { return nil }
    originalAllocate = hook.original
    countedThread = pthread_self()
    allocations.store(0, ordering: .sequentiallyConsistent)
    hook.slot.pointee = { metadata, size, alignment in
        if let counted = countedThread, pthread_equal(counted, pthread_self()) != 0 {
            allocations.add(1, ordering: .relaxed)
        }
        return originalAllocate!(metadata, size, alignment)
    }
    hook.enabled.pointee = 1
    body()
    hook.enabled.pointee = 0
    hook.slot.pointee = hook.original
    countedThread = nil
    return allocations.load(ordering: .sequentiallyConsistent)
}

/// The heap allocations of one subscription to `operators` built over a `PublishSubject<Int>`,
/// subscribed with `subscribe(onNext:)` and disposed: everything the subscription makes, from
/// its sinks and disposers to the closures' contexts. Building the chain is not counted, and
/// a first subscription runs before counting, so that what the runtime makes once (type
/// metadata, the thread's trampoline flag) is not counted either.
public func heapAllocationsPerSubscription(of operators: (Observable<Int>) -> Observable<Int>) -> Int? {
    let subject = PublishSubject<Int>()
    let chain = operators(subject.asObservable())
    chain.subscribe(onNext: { _ in }).dispose()
    return heapAllocations {
        chain.subscribe(onNext: { _ in }).dispose()
    }
}

/// The heap allocations made while `elements` go through `operators` over a `PublishSubject`,
/// to a subscriber that is already there: zero when an element costs no object.
public func heapAllocationsForElements(_ elements: [Int], through operators: (Observable<Int>) -> Observable<Int>) -> Int? {
    let subject = PublishSubject<Int>()
    let subscription = operators(subject.asObservable()).subscribe(onNext: { _ in })
    subject.onNext(0)
    let count = heapAllocations {
        for element in elements {
            subject.onNext(element)
        }
    }
    subscription.dispose()
    return count
}

/// Expects `counted` to be at most `limit`, or says that this platform cannot count.
public func expectAllocations(_ counted: Int?, atMost limit: Int?, _ what: String) {
    guard let counted, let limit else {
        expect(false, "heap allocations can be counted here (the Swift runtime's swift_allocObject hook was not found)")
        return
    }
    expect(counted <= limit, "\(what): \(counted) allocations, at most \(limit) expected")
}
