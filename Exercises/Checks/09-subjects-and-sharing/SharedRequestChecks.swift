// The checks of exercise 09.2, share.
import ExerciseCheckSupport
import ExerciseKit
import Exercise_09_2
import ProductionRx
import ProductionRxTest

/// What the learner's answer must do, one behaviour per check, in the order the report lists them.
public let checks: [Check] = [
    Check("the request runs once for two subscribers, and both get the response") {
        let scheduler = TestScheduler(initialClock: 0)
        let request = scheduler.createColdObservable(marbles: "--r-------|", values: ["r": "response"])
        let shared = sharedResult(of: request.asObservable())
        let first = scheduler.createObserver(String.self)
        let second = scheduler.createObserver(String.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(200) { shared.subscribe(first).disposed(by: bag) }
        scheduler.scheduleAt(250) { shared.subscribe(second).disposed(by: bag) }
        scheduler.start()
        expect(request.subscriptions.count, equals: 1, "subscriptions to the request")
        expect(first.events.compactMap(\.value.element), equals: ["response"], "elements seen by the first subscriber")
        expect(second.events.compactMap(\.value.element), equals: ["response"], "elements seen by the subscriber who came after the response")
    }
]
