import ExerciseCheckSupport
import ExerciseKit
// The checks of exercise 01.1, grammar (chapter 1): the first event after the end, whichever event
// ends the sequence.
import NaiveRx

/// What the learner's answer must do, one behaviour per check, in the order the report lists them.
/// This file is compiled into the same module as the learner's file (Package.swift).
public let exerciseChecks: [Check] = [
    Check("finds nothing wrong in sequences that follow the grammar") {
        expect(firstGrammarViolation(in: []), equals: nil, "violation in []")
        expect(firstGrammarViolation(in: [.next(1), .next(2)]), equals: nil, "violation in [next(1), next(2)]")
        expect(firstGrammarViolation(in: [.next(1), .completed]), equals: nil, "violation in [next(1), completed]")
        expect(firstGrammarViolation(in: [.error(CheckError(name: "boom"))]), equals: nil, "violation in [error(boom)]")
    },
    Check("finds an element sent after completed") {
        expect(
            firstGrammarViolation(in: [.next(1), .completed, .next(2)]), equals: 2,
            "violation in [next(1), completed, next(2)]")
    },
    Check("finds an element sent after an error") {
        // An error ends the sequence as completed does: whatever follows it breaks the grammar.
        expect(firstGrammarViolation(in: [.error(CheckError(name: "boom")), .next(1)]), equals: 1, "violation in [error(boom), next(1)]")
        expect(
            firstGrammarViolation(in: [.next(1), .error(CheckError(name: "boom")), .next(2)]), equals: 2,
            "violation in [next(1), error(boom), next(2)]")
    },
    Check("finds a second terminal event") {
        expect(firstGrammarViolation(in: [.completed, .completed]), equals: 1, "violation in [completed, completed]")
        expect(
            firstGrammarViolation(in: [.next(1), .error(CheckError(name: "boom")), .completed]), equals: 2,
            "violation in [next(1), error(boom), completed]")
    },
    Check("reports the first violation, not a later one") {
        expect(
            firstGrammarViolation(in: [.completed, .next(1), .next(2), .completed]), equals: 1,
            "violation in [completed, next(1), next(2), completed]")
        // A second terminal event right after the end is the first violation, even when an
        // element comes later.
        expect(
            firstGrammarViolation(in: [.completed, .error(CheckError(name: "boom")), .next(1)]), equals: 1,
            "violation in [completed, error(boom), next(1)]")
    },
]
