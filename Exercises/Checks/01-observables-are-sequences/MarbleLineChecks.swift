import ExerciseCheckSupport
import ExerciseKit
// The checks of exercise 01.2, marble (chapter 1): a dash before every event, and one more only
// while the sequence is open.
import NaiveRx

/// What the learner's answer must do, one behaviour per check, in the order the report lists them.
/// This file is compiled into the same module as the learner's file (Package.swift).
public let exerciseChecks: [Check] = [
    Check("draws elements then completion") {
        expect(marbleLine([.next("a"), .next("b"), .completed]), equals: "-a-b-|", "line of [a, b, completed]")
        expect(marbleLine([.completed]), equals: "-|", "line of [completed]")
        // An element is drawn as itself, however long it is.
        expect(marbleLine([.next("10"), .next("200"), .completed]), equals: "-10-200-|", "line of [10, 200, completed]")
    },
    Check("draws an error as #") {
        expect(marbleLine([.next("a"), .error(CheckError(name: "boom"))]), equals: "-a-#", "line of [a, error]")
        // The dash comes before every event, the first one too, whatever it is.
        expect(marbleLine([.error(CheckError(name: "boom"))]), equals: "-#", "line of [error]")
    },
    Check("leaves a sequence that has not ended open") {
        expect(marbleLine([.next("a"), .next("b")]), equals: "-a-b-", "line of [a, b]")
        expect(marbleLine([]), equals: "-", "line of []")
    },
]
