import ExerciseCheckSupport
import ExerciseKit
// The checks of exercise 02.2, once (chapter 2): the action runs once, even when it calls dispose
// itself.
import NaiveRx

/// What the learner's answer must do, one behaviour per check, in the order the report lists them.
/// This file is compiled into the same module as the learner's file (Package.swift).
public let exerciseChecks: [Check] = [
    Check("runs the action on dispose") {
        var runs = 0
        let disposable = OnceDisposable { runs += 1 }
        expect(runs, equals: 0, "runs before dispose()")
        expect(disposable.isDisposed, equals: false, "isDisposed before dispose()")
        disposable.dispose()
        expect(runs, equals: 1, "runs after dispose()")
        expect(disposable.isDisposed, equals: true, "isDisposed after dispose()")
    },
    Check("does not run the action again on a second dispose") {
        var runs = 0
        let disposable = OnceDisposable { runs += 1 }
        disposable.dispose()
        disposable.dispose()
        expect(runs, equals: 1, "runs after dispose() twice")
        expect(disposable.isDisposed, equals: true, "isDisposed after dispose() twice")
        disposable.dispose()
        expect(runs, equals: 1, "runs after dispose() three times")
    },
    Check("does not run the action when it is released without dispose") {
        // Releasing a disposable is not disposing it: RxSwift's disposables run nothing when
        // they go away (only a DisposeBag disposes what it holds when it goes).
        var runs = 0
        var disposable: OnceDisposable? = OnceDisposable { runs += 1 }
        expect(disposable?.isDisposed, equals: false, "isDisposed before it is released")
        disposable = nil
        expect(runs, equals: 0, "runs after the disposable was released without dispose()")
    },
    Check("does not run the action again when the action itself calls dispose") {
        var runs = 0
        var disposable: OnceDisposable?
        disposable = OnceDisposable {
            runs += 1
            // Stops after 5 rounds, so that a wrong answer fails instead of recursing forever.
            if runs < 5 { disposable?.dispose() }
        }
        disposable?.dispose()
        expect(runs, equals: 1, "runs after a dispose() that disposes again from inside the action")
        disposable = nil
    },
    Check("runs the action of another disposable that its action disposes") {
        // A clean-up often disposes other subscriptions (a bag, a screen's subscriptions): each
        // disposable keeps its own state, so only a dispose() of the same disposable is ignored
        // while its action runs.
        var log: [String] = []
        let inner = OnceDisposable { log.append("inner action") }
        let outer = OnceDisposable {
            log.append("outer action begins")
            inner.dispose()
            log.append("outer action ends")
        }
        outer.dispose()
        expect(
            log, equals: ["outer action begins", "inner action", "outer action ends"],
            "what ran, in order, when the outer disposable's action disposes the inner one")
        expect(inner.isDisposed, equals: true, "isDisposed of the inner disposable, disposed from inside the outer one's action")
    },
    Check("is already disposed while its action runs") {
        // The action is the disposal: code it calls that asks whether the disposable is
        // disposed must hear yes. RxSwift's AnonymousDisposable sets its flag before it runs
        // the action (RxSwift/Disposables/AnonymousDisposable.swift).
        var seenFromInside: [Bool] = []
        var disposable: OnceDisposable?
        disposable = OnceDisposable {
            if let disposable { seenFromInside.append(disposable.isDisposed) }
        }
        disposable?.dispose()
        expect(seenFromInside, equals: [true], "isDisposed, as the action saw it when it ran")
        disposable = nil
    },
    Check("lets go of the action once it has run, so that what it captured is freed") {
        // A clean-up often captures what it cleans up, and a disposable may live on in a bag
        // long after it ran. RxSwift's AnonymousDisposable lets go of its closure when it runs
        // it (RxSwift/Disposables/AnonymousDisposable.swift), and so does chapter 6's.
        final class Captured {}
        var captured: Captured? = Captured()
        weak var watched = captured
        let disposable = OnceDisposable { [captured] in _ = captured }
        captured = nil
        expect(watched != nil, equals: true, "whether what the action captured is alive before dispose()")
        disposable.dispose()
        expect(watched == nil, equals: true, "whether what the action captured was freed after dispose()")
        expect(disposable.isDisposed, equals: true, "isDisposed after dispose()")
    },
]
