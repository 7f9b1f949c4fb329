// `Hooks` (Sources/ProductionRx/Core/Hooks.swift): where an error goes when a subscription has
// no error handler, and which call stack comes with it. Chapter 10 ("An error nobody handles").
// The hooks are process-wide; tests under the leak check run one at a time, and each test
// puts back what it changed.
import ProductionRx
import XCTest

final class HooksTests: RxTestCase {
    /// What the default error handler received.
    private final class UnhandledErrors {
        private(set) var errors: [String] = []
        private(set) var callStacks: [[String]] = []

        func handler(_ callStack: [String], _ error: Error) {
            callStacks.append(callStack)
            errors.append(String(describing: error))
        }
    }

    /// Runs `body` with the hooks replaced, then puts the previous ones back.
    private func withHooks(
        recordCallStackOnError: Bool = false,
        capture: Hooks.CustomCaptureSubscriptionCallstack? = nil,
        _ body: (UnhandledErrors) -> Void
    ) {
        let previousHandler = Hooks.defaultErrorHandler
        let previousCapture = Hooks.customCaptureSubscriptionCallstack
        let previousRecord = Hooks.recordCallStackOnError
        defer {
            Hooks.defaultErrorHandler = previousHandler
            Hooks.customCaptureSubscriptionCallstack = previousCapture
            Hooks.recordCallStackOnError = previousRecord
        }
        let unhandled = UnhandledErrors()
        Hooks.defaultErrorHandler = unhandled.handler
        if let capture {
            Hooks.customCaptureSubscriptionCallstack = capture
        }
        Hooks.recordCallStackOnError = recordCallStackOnError
        body(unhandled)
    }

    func testRecordingTheCallStackIsOffByDefault() {
        XCTAssertEqual(Hooks.recordCallStackOnError, false)
    }

    func testAnObservableSubscriptionWithoutOnErrorSendsTheErrorToTheDefaultErrorHandler() {
        withHooks { unhandled in
            _ = Observable<Int>.error(TestError.boom).subscribe(onNext: { _ in })

            XCTAssertEqual(unhandled.errors, ["boom"])
            XCTAssertEqual(unhandled.callStacks, [[]])
        }
    }

    func testASubscriptionWithOnErrorDoesNotCallTheDefaultErrorHandler() {
        withHooks { unhandled in
            nonisolated(unsafe) var handled: [String] = []
            _ = Observable<Int>.error(TestError.boom).subscribe(onError: { handled.append("\($0)") })

            XCTAssertEqual(handled, ["boom"])
            XCTAssertTrue(unhandled.errors.isEmpty)
        }
    }

    func testTraitSubscriptionsWithoutAnErrorHandlerSendTheErrorToTheDefaultErrorHandler() {
        withHooks { unhandled in
            _ = Single<Int>.error(TestError.boom).subscribe(onSuccess: { _ in })
            _ = Maybe<Int>.error(TestError.other).subscribe(onSuccess: { _ in })
            _ = Completable.error(TestError.boom).subscribe(onCompleted: {})

            XCTAssertEqual(unhandled.errors, ["boom", "other", "boom"])
        }
    }

    func testTraitSubscriptionsWithAnErrorHandlerDoNotCallTheDefaultErrorHandler() {
        withHooks { unhandled in
            _ = Single<Int>.error(TestError.boom).subscribe(onFailure: { _ in })
            _ = Maybe<Int>.error(TestError.boom).subscribe(onError: { _ in })
            _ = Completable.error(TestError.boom).subscribe(onError: { _ in })

            XCTAssertTrue(unhandled.errors.isEmpty)
        }
    }

    func testWithRecordingOnTheObservablesCallStackIsCapturedAtSubscribeAndHandedToTheHandler() {
        var captures = 0
        withHooks(
            recordCallStackOnError: true,
            capture: {
                captures += 1; return ["frame \(captures)"]
            }
        ) { unhandled in
            let subject = PublishSubject<Int>()
            let subscription = subject.subscribe(onNext: { _ in })
            XCTAssertEqual(captures, 1)

            subject.on(.error(TestError.boom))

            XCTAssertEqual(captures, 1)
            XCTAssertEqual(unhandled.callStacks, [["frame 1"]])
            subscription.dispose()
        }
    }

    func testWithRecordingOffTheCaptureHookIsNotCalled() {
        var captures = 0
        withHooks(
            recordCallStackOnError: false,
            capture: {
                captures += 1; return ["frame"]
            }
        ) { unhandled in
            _ = Observable<Int>.error(TestError.boom).subscribe()

            XCTAssertEqual(captures, 0)
            XCTAssertEqual(unhandled.callStacks, [[]])
        }
    }

    // The traits' subscribe(onSuccess:…) read `Thread.callStackSymbols` themselves, not the
    // capture hook, as RxSwift's do (RxSwift/Traits/PrimitiveSequence/Single.swift; run
    // against it in Tools/AgainstRxSwift).
    func testWithRecordingOnATraitSubscriptionCapturesTheThreadsCallStackInDebugBuilds() {
        withHooks(recordCallStackOnError: true, capture: { ["custom"] }) { unhandled in
            _ = Single<Int>.error(TestError.boom).subscribe(onSuccess: { _ in })

            #if DEBUG
            XCTAssertEqual(unhandled.callStacks.count, 1)
            XCTAssertEqual(unhandled.callStacks.first?.isEmpty, false)
            XCTAssertNotEqual(unhandled.callStacks.first, ["custom"])
            #else
            XCTAssertEqual(unhandled.callStacks, [[]])
            #endif
        }
    }

    func testTheHooksCanBeReplacedAndReadFromAnyThread() async {
        let previousRecord = Hooks.recordCallStackOnError
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<8 {
                group.addTask {
                    Hooks.recordCallStackOnError = index.isMultiple(of: 2)
                    _ = Hooks.recordCallStackOnError
                    _ = Hooks.defaultErrorHandler
                }
            }
        }
        Hooks.recordCallStackOnError = previousRecord
    }
}
