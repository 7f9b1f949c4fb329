// Exercises for chapter 1, "Observables are sequences": the grammar and marble lines.
import Exercises
import NaiveRx

let chapter01: [Exercise] = [
    Exercise(
        id: "01.1", name: "grammar",
        title: "Find the first event that breaks the grammar",
        starter: "Exercises/01-observables-are-sequences/Grammar.swift",
        reread: "Chapters/01-observables-are-sequences/README.md#the-grammar",
        hint: "Only one kind of event can break the grammar: whatever comes after the first error or completed.",
        checks: [
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
            },
        ]
    ),
    Exercise(
        id: "01.2", name: "marble",
        title: "Draw a sequence as a marble line",
        starter: "Exercises/01-observables-are-sequences/MarbleLine.swift",
        reread: "Chapters/01-observables-are-sequences/README.md#marble-diagrams",
        hint: "Write one `-` before every event, then the event's mark; add a last `-` only if the last event is not terminal.",
        checks: [
            Check("draws elements then completion") {
                expect(marbleLine([.next("a"), .next("b"), .completed]), equals: "-a-b-|", "line of [a, b, completed]")
                expect(marbleLine([.completed]), equals: "-|", "line of [completed]")
            },
            Check("draws an error as #") {
                expect(marbleLine([.next("a"), .error(CheckError(name: "boom"))]), equals: "-a-#", "line of [a, error]")
            },
            Check("leaves a sequence that has not ended open") {
                expect(marbleLine([.next("a"), .next("b")]), equals: "-a-b-", "line of [a, b]")
                expect(marbleLine([]), equals: "-", "line of []")
            },
        ]
    ),
]
