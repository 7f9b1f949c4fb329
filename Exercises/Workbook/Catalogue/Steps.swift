// The steps of the workbook, in chapter order: what the learner writes, the stub they start
// from, the section to reread and the tests that judge it. Exercises/Workbook/README.md.
//
// Adding a step: mark the regions in the real source with `// snippet:begin workbook-NAME`
// and `// snippet:end workbook-NAME`, add the step here, run `swift run workbook --sync` to
// write the learner's files, and add a row to the README and a line to the chapter.

extension Workbook {
    /// Every step, in order.
    public static let steps: [Step] = naiveRxSteps + productionRxSteps

    /// The step numbered `number`, or named `slug`.
    public static func step(_ name: String) -> Step? {
        if let number = Int(name) {
            return steps.first { $0.number == number }
        }
        return steps.first { $0.slug == name.lowercased() }
    }

    /// The steps a chapter names, in order.
    public static func steps(ofChapter chapter: Int) -> [Step] {
        steps.filter { $0.chapter == chapter }
    }

    /// The files and folders of Tests/ProductionRxTests the workbook compiles: the suites the
    /// steps name, the helpers those use, and the shared suite (the `Shared` link). NaiveRx
    /// steps compile all of Tests/NaiveRxTests.
    public static let productionRxTestFiles = [
        "Support", "Shared",
        "Core/CoreTests.swift", "Disposables/DisposableTests.swift", "Schedulers/SchedulerTests.swift",
        "Schedulers/TrampolineTests.swift", "Schedulers/SchedulerTestSupport.swift",
        "Observables/FilterTests.swift", "Observables/MergeTests.swift", "Observables/QueueSources.swift",
        "Observables/FlatMapTests.swift",
        "Subjects/PublishSubjectTests.swift", "Subjects/EverySubjectTests.swift",
        "Traits/ConversionTests.swift", "Traits/AndThenTests.swift", "Traits/TraitTestSupport.swift",
        "Contract/RandomContractTests.swift",
    ]

    /// The stub of a region on chapter 15's element path (an `onNext` that skips building an
    /// `Event`): not the step's work, so it hands the element to the learner's own code, and
    /// every element a test sends goes through the branch the step asks for.
    private static func elementPath(_ call: String) -> String {
        """
        // Not this step's: chapter 15's element path, a way around `Event`. Until you get
        // there, this goes through your code.
        \(call)
        """
    }

    // The NaiveRx steps are judged by the whole NaiveRxTests target: the shared behaviour
    // suite, compiled against NaiveRx, and the tests of what only NaiveRx has.
    private static let naiveChecks = ["SharedBehavior", "NaiveRxOnly"]

    private static let naiveRxSteps: [Step] = [
        Step(
            number: 1, slug: "anonymous-disposable", title: "AnonymousDisposable", library: .naiveRx, chapter: 2,
            section: "Chapters/02-a-naive-observable/README.md#disposables",
            summary: "A disposable made from a closure: keep the closure, run it when disposed.",
            pieces: [
                Piece(
                    "Sources/NaiveRx/AnonymousDisposable.swift",
                    [
                        StubbedRegion("workbook-anonymous-disposable-state", stub: "// Step 1: what does this disposable need to keep?"),
                        StubbedRegion("workbook-anonymous-disposable-init", stub: "// Step 1: keep `disposeAction`."),
                        StubbedRegion("workbook-anonymous-disposable-dispose", stub: "// Step 1: run the closure (every time: NaiveRx is naive on purpose)."),
                    ])
            ],
            checks: naiveChecks),
        Step(
            number: 2, slug: "composite-disposable", title: "CompositeDisposable", library: .naiveRx, chapter: 2,
            section: "Chapters/02-a-naive-observable/README.md#disposables",
            summary: "A bag of disposables disposed together: insert, and dispose everything once.",
            pieces: [
                Piece(
                    "Sources/NaiveRx/CompositeDisposable.swift",
                    [
                        StubbedRegion(
                            "workbook-composite-insert",
                            stub: """
                                // Step 2: keep `disposable` in `disposables`, unless this composite is already
                                // disposed: then dispose `disposable` at once. Return whether it was kept.
                                return false
                                """),
                        StubbedRegion(
                            "workbook-composite-dispose",
                            stub: """
                                // Step 2: the first time only, dispose everything in `disposables` and let go
                                // of it. Set `isDisposed` before disposing anything: why?
                                """),
                    ])
            ],
            checks: naiveChecks),
        Step(
            number: 3, slug: "observer", title: "Observer", library: .naiveRx, chapter: 2,
            section: "Chapters/02-a-naive-observable/README.md#observers",
            summary: "An observer made from a closure: hand every event to the closure.",
            pieces: [
                Piece(
                    "Sources/NaiveRx/Observer.swift",
                    [
                        StubbedRegion("workbook-observer-state", stub: "// Step 3: what does this observer need to keep?"),
                        StubbedRegion("workbook-observer-init", stub: "// Step 3: keep `handler`."),
                        StubbedRegion("workbook-observer-on", stub: "// Step 3: hand `event` to the closure."),
                    ])
            ],
            checks: naiveChecks),
        Step(
            number: 4, slug: "observable-and-sink", title: "Observable with Sink", library: .naiveRx, chapter: 3,
            section: "Chapters/03-sink-and-the-first-operator/README.md#sink",
            summary: "One Sink per subscription: it runs the subscribe closure and forwards events until the "
                + "first terminal event or dispose(), then nothing more.",
            pieces: [
                Piece(
                    "Sources/NaiveRx/Observable.swift",
                    [
                        StubbedRegion(
                            "workbook-observable-subscribe",
                            stub: """
                                // Step 4: give this subscription a Sink of its own, run it, and return it.
                                return Disposables.create()
                                """)
                    ]),
                Piece(
                    "Sources/NaiveRx/Sink.swift",
                    [
                        StubbedRegion(
                            "workbook-sink-run",
                            stub: """
                                // Step 4: call `subscribeHandler` with an observer that forwards through this
                                // sink, and keep the disposable it returns in `composite`.
                                """),
                        StubbedRegion(
                            "workbook-sink-forward",
                            stub: """
                                // Step 4: send `event` to `observer`, unless this sink is disposed. A terminal
                                // event ends the subscription.
                                """),
                        StubbedRegion("workbook-sink-dispose", stub: "// Step 4: stop forwarding, and dispose the subscription."),
                    ]),
            ],
            checks: naiveChecks),
        Step(
            number: 5, slug: "map", title: "map", library: .naiveRx, chapter: 3,
            section: "Chapters/03-sink-and-the-first-operator/README.md#writing-an-operator",
            summary: "The first operator: subscribe to the source and send each element through the transform; "
                + "a thrown error ends the sequence.",
            pieces: [
                Piece(
                    "Sources/NaiveRx/Map.swift",
                    [
                        StubbedRegion(
                            "workbook-map",
                            stub: """
                                // Step 5: return an Observable whose subscribe closure subscribes to `self` and
                                // sends each element, transformed, to its observer. A thrown error is sent as
                                // `.error`; errors and completion of `self` are passed on.
                                Observable<Result> { _ in Disposables.create() }
                                """)
                    ])
            ],
            checks: naiveChecks),
    ]

    private static let productionRxSteps: [Step] = [
        Step(
            number: 6, slug: "sink", title: "Sink.forwardOn and Sink.dispose", library: .productionRx, chapter: 5,
            section: "Chapters/05-the-shape-of-production-rx/README.md#sink-forwardon",
            summary: "The base of every operator's per-subscription object: forward events until disposed; "
                + "disposing it disposes its SinkDisposer.",
            pieces: [
                Piece(
                    "Sources/ProductionRx/Core/Sink.swift",
                    [
                        StubbedRegion("workbook-sink-forward-on", stub: "// Step 6: send `event` to `observer`, unless this sink was disposed."),
                        StubbedRegion(
                            "workbook-sink-dispose",
                            stub: """
                                // Step 6: mark this sink disposed (`disposed` is an atomic flag, read with
                                // `isFlagSet`), then dispose `cancel`.
                                """),
                        StubbedRegion(
                            "workbook-sink-stop-forwarding",
                            stub: "// Step 6: set the flag `dispose()` sets, and nothing else (chapter 10 says why)."),
                        StubbedRegion("workbook-sink-forward-next", stub: elementPath("forwardOn(.next(element))"), stubWorks: true),
                    ])
            ],
            checks: ["SinkTests", "CreateTests", "SharedBehavior", "RandomContractTests"]),
        Step(
            number: 7, slug: "sink-disposer", title: "SinkDisposer", library: .productionRx, chapter: 5,
            section: "Chapters/05-the-shape-of-production-rx/README.md#sinkdisposer-two-bits",
            summary: "Dispose a subscription's sink and its subscription exactly once, whether dispose() comes "
                + "before or after they are set, from any thread: two bits of one atomic integer.",
            pieces: [
                Piece(
                    "Sources/ProductionRx/Core/Producer.swift",
                    [
                        StubbedRegion(
                            "workbook-sink-disposer-set",
                            stub: """
                                // Step 7: keep `sink` and `subscription` and set the `handedOver` bit of
                                // `bits`. If dispose() already ran, call disposeBoth(). Setting them twice
                                // is a programming error: stop with rxFatalError.
                                """),
                        StubbedRegion(
                            "workbook-sink-disposer-dispose",
                            stub: """
                                // Step 7: set the `disposeCalled` bit of `bits`. Only the first call goes
                                // on, and only if the sink and subscription are already set: then call
                                // disposeBoth().
                                """),
                        StubbedRegion(
                            "workbook-sink-disposer-dispose-both",
                            stub: """
                                // Step 7: dispose the sink and the subscription, and let go of both (set
                                // them to nil): the sink holds this disposer, so keeping them is a cycle.
                                """),
                    ])
            ],
            checks: ["SinkDisposerTests", "SinkDisposerInterleavingTests", "ProducerTests", "SharedBehavior", "RandomContractTests"], threads: true),
        Step(
            number: 8, slug: "producer", title: "Producer.subscribe", library: .productionRx, chapter: 5,
            section: "Chapters/05-the-shape-of-production-rx/README.md#producer-subscribe-and-the-trampoline-check",
            summary: "Every subscription to an operator: a SinkDisposer, the sink `run` creates, and the "
                + "current-thread trampoline opened first when none is running.",
            pieces: [
                Piece(
                    "Sources/ProductionRx/Core/Producer.swift",
                    [
                        StubbedRegion(
                            "workbook-producer-subscribe",
                            stub: """
                                // Step 8: return start(observer). When no trampoline runs on this thread
                                // (`CurrentThreadScheduler.isScheduleRequired`), call it inside
                                // `CurrentThreadScheduler.instance.schedule`, which opens one.
                                Disposables.create()
                                """),
                        StubbedRegion(
                            "workbook-producer-start",
                            stub: """
                                // Step 8: make a SinkDisposer, `run` with it, and hand the sink and the
                                // subscription to it; return the disposer.
                                Disposables.create()
                                """),
                    ])
            ],
            checks: ["ProducerTests", "TrampolineTests", "SharedBehavior", "RandomContractTests"]),
        Step(
            number: 9, slug: "map-and-filter", title: "MapSink and FilterSink", library: .productionRx, chapter: 5,
            section: "Chapters/05-the-shape-of-production-rx/README.md#writing-an-operator-with-producer-and-sink",
            summary: "Two operators' sinks: what each does with an element, an error and completion, "
                + "and when it disposes itself.",
            pieces: [
                Piece(
                    "Sources/ProductionRx/Observables/Map.swift",
                    [
                        StubbedRegion(
                            "workbook-map-sink-on",
                            stub: """
                                // Step 9: forward each element, transformed; a thrown error and the source's end
                                // are forwarded too, and end this subscription.
                                """),
                        StubbedRegion("workbook-map-sink-on-next", stub: elementPath("on(.next(element))"), stubWorks: true),
                    ]),
                Piece(
                    "Sources/ProductionRx/Observables/Filter.swift",
                    [
                        StubbedRegion(
                            "workbook-filter-sink-on",
                            stub: """
                                // Step 9: forward the elements `predicate` accepts; a thrown error and the
                                // source's end are forwarded too, and end this subscription.
                                """),
                        StubbedRegion("workbook-filter-sink-on-next", stub: elementPath("on(.next(element))"), stubWorks: true),
                    ]),
            ],
            checks: ["FilterTests", "SharedBehavior"]),
        Step(
            number: 10, slug: "composite-and-dispose-bag", title: "CompositeDisposable and DisposeBag", library: .productionRx,
            chapter: 6,
            section: "Chapters/06-disposables-and-disposebag/README.md#compositedisposable",
            summary: "The thread-safe groups of disposables: insert under a lock, remove by key, dispose "
                + "outside the lock.",
            pieces: [
                Piece(
                    "Sources/ProductionRx/Disposables/CompositeDisposable.swift",
                    [
                        StubbedRegion(
                            "workbook-composite-insert",
                            stub: """
                                // Step 10: under `lock`, insert into `members` and return the key. If the
                                // group is already disposed (`members` is nil), dispose `disposable` at
                                // once, outside the lock, and return nil.
                                return nil
                                """),
                        StubbedRegion(
                            "workbook-composite-remove",
                            stub: "// Step 10: take the disposable stored under `disposeKey` out, under `lock`; dispose it outside."),
                        StubbedRegion(
                            "workbook-composite-dispose",
                            stub: """
                                // Step 10: under `lock`, take the whole bag out of `members`, leaving nil;
                                // then, outside the lock, dispose what you took.
                                """),
                    ]),
                Piece(
                    "Sources/ProductionRx/Disposables/DisposeBag.swift",
                    [
                        StubbedRegion(
                            "workbook-dispose-bag-insert",
                            stub: """
                                // Step 10: under `lock`, append `disposable` to `held`. If the bag has
                                // already emptied itself (`held` is nil), dispose it at once, outside the lock.
                                """),
                        StubbedRegion(
                            "workbook-dispose-bag-dispose",
                            stub: """
                                // Step 10: under `lock`, take the list out of `held`, leaving nil; then,
                                // outside the lock, dispose what you took, in order.
                                """),
                    ]),
            ],
            checks: ["CompositeDisposableTests", "DisposeBagTests", "SharedBehavior"], threads: true),
        Step(
            number: 11, slug: "trampoline", title: "The current-thread trampoline", library: .productionRx, chapter: 7,
            section: "Chapters/07-schedulers/README.md#the-trampoline",
            summary: "CurrentThreadScheduler.schedule: the first call on a thread runs its action and then "
                + "drains a queue; a call made while that runs only enqueues.",
            pieces: [
                Piece(
                    "Sources/ProductionRx/Schedulers/CurrentThreadScheduler.swift",
                    [
                        StubbedRegion(
                            "workbook-current-thread-schedule",
                            stub: """
                                // Step 11: when no trampoline runs on this thread (`isScheduleRequired`), open
                                // one: run `action` now, then every queued item that is not disposed, then
                                // close it. Inside a running trampoline, enqueue a `ScheduledItem` in the
                                // thread's `queue` (make the queue if there is none) and return the item.
                                Disposables.create()
                                """)
                    ])
            ],
            checks: ["CurrentThreadSchedulerTests", "TrampolineInterleavingTests", "TrampolineTests", "ProducerTests", "SharedBehavior"]),
        Step(
            number: 12, slug: "publish-subject", title: "PublishSubject", library: .productionRx, chapter: 9,
            section: "Chapters/09-subjects-and-sharing/README.md#subjects",
            summary: "A subject that sends each event to the observers subscribed at that moment, and keeps "
                + "the grammar after a terminal event or dispose().",
            pieces: [
                Piece(
                    "Sources/ProductionRx/Subjects/PublishSubject.swift",
                    [
                        StubbedRegion(
                            "workbook-publish-subject-on",
                            stub: """
                                // Step 12: under `lock`, decide who receives `event` and return them: the
                                // current observers for an element while the subject `isOpen`; for the
                                // first terminal event, keep it in `terminalEvent`, close the subject, and
                                // hand over (and forget) every observer: `observers.takeAll()`.
                                Observers()
                                """),
                        StubbedRegion(
                            "workbook-publish-subject-subscribe",
                            stub: """
                                // Step 12: while the subject is open, add `observer.on` to `observers` and
                                // return a SubscriptionDisposable that removes it. Otherwise send the kept
                                // terminal event at once, or, if there is none, `RxError.disposed(object:)`.
                                Disposables.create()
                                """),
                        StubbedRegion("workbook-publish-subject-unsubscribe", stub: "// Step 12: under `lock`, remove the observer stored under `disposeKey`."),
                        StubbedRegion(
                            "workbook-publish-subject-dispose",
                            stub: "// Step 12: under `lock`, mark the subject disposed and closed, forget every observer and the terminal event."),
                    ])
            ],
            checks: ["PublishSubjectTests", "SharedBehavior", "RandomContractTests"], threads: true),
        Step(
            number: 13, slug: "merge", title: "MergeSink: merge and flatMap", library: .productionRx, chapter: 10,
            section: "Chapters/10-combining-and-recovering/README.md#how-mergesink-keeps-inner-subscriptions",
            summary: "Many sources into one observer: subscribe to each inner sequence as it arrives, deliver "
                + "under one lock, complete when the source and every inner sequence have.",
            pieces: [
                Piece(
                    "Sources/ProductionRx/Observables/Merge.swift",
                    [
                        StubbedRegion(
                            "workbook-merge-sink-iter-on",
                            stub: """
                                // Step 13: under the parent's lock, pass an element on. An error is sent, and
                                // forwarding stopped, under the lock; the parent is disposed after releasing
                                // it. On completion, `synchronized_innerCompleted` (under the lock) hands this
                                // place to a waiting sequence or counts it out, and says whether the whole
                                // completed; after the lock, this inner subscription leaves the group and the
                                // waiting sequence, if any, is subscribed.
                                """),
                        StubbedRegion(
                            "workbook-merge-sink-on",
                            stub: """
                                // Step 13: an element becomes an inner sequence to subscribe to (see
                                // `nextElementArrived`); the source's error ends everything; its completion
                                // stops the source and may complete the whole. Dispose only after releasing
                                // the lock.
                                """),
                        StubbedRegion(
                            "workbook-merge-subscribe-inner",
                            stub: """
                                // Step 13: subscribe a MergeSinkIter to `source`, its subscription kept in
                                // `group` under a key of its own.
                                """),
                        StubbedRegion(
                            "workbook-merge-check-completed",
                            stub: """
                                // Step 13: once the source and every inner sequence have completed, send
                                // completion, stop forwarding and say so.
                                return false
                                """),
                        StubbedRegion("workbook-merge-sink-iter-on-next", stub: elementPath("on(.next(element))"), stubWorks: true),
                        StubbedRegion("workbook-merge-sink-iter-on-completed", stub: elementPath("on(.completed)"), stubWorks: true),
                        StubbedRegion("workbook-merge-sink-on-next", stub: elementPath("on(.next(element))"), stubWorks: true),
                    ])
            ],
            checks: ["MergeTests", "FlatMapTests", "FlatteningFamilyTests", "SharedBehavior", "RandomContractTests"], threads: true),
        Step(
            number: 14, slug: "as-single", title: "AsSingleSink", library: .productionRx, chapter: 11,
            section: "Chapters/11-traits-primitive-sequence-and-single/README.md#assingle-checking-an-observables-promise",
            summary: "Check an Observable's promise to send exactly one element: hold the first, fail at a "
                + "second, and answer only when the source completes.",
            pieces: [
                Piece(
                    "Sources/ProductionRx/Traits/AsSingle.swift",
                    [
                        StubbedRegion(
                            "workbook-as-single-sink-on",
                            stub: """
                                // Step 14: keep the first element in `held`; a second one fails with
                                // `RxError.moreThanOneElement`. On completion, send the element and complete,
                                // or fail with `RxError.noElements`. Pass an error on. Every end disposes.
                                """)
                    ])
            ],
            checks: ["ConversionTests", "SharedBehavior"]),
        Step(
            number: 15, slug: "and-then", title: "andThen: ConcatCompletableSink", library: .productionRx, chapter: 12,
            section: "Chapters/12-traits-maybe-completable-and-then/README.md#andthen-one-after-the-other",
            summary: "Run a Completable, then, only once it completed, the second sequence: one serial "
                + "subscription that moves from the first to the second.",
            pieces: [
                Piece(
                    "Sources/ProductionRx/Traits/Completable+AndThen.swift",
                    [
                        StubbedRegion(
                            "workbook-concat-completable-sink-on",
                            stub: """
                                // Step 15: the Completable's error ends everything; its completion subscribes
                                // a ConcatCompletableSinkOther to `second`, in `current`'s place, and lets go
                                // of `second`.
                                """),
                        StubbedRegion(
                            "workbook-concat-completable-sink-run",
                            stub: """
                                // Step 15: subscribe this sink to `completable`, the subscription kept in
                                // `current` (a SerialDisposable, so that the second can replace it).
                                return Disposables.create()
                                """),
                        StubbedRegion(
                            "workbook-concat-completable-sink-other-on",
                            stub: "// Step 15: pass every event of the second sequence on through `sink`; its end ends everything."),
                    ])
            ],
            checks: ["AndThenTests", "SharedBehavior"]),
    ]
}
