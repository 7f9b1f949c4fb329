// The list of exercises the runner knows, in reading order: what each is called, the file
// the learner edits, the section to reread, and its hints. Exercises/README.md, "For
// contributors", says how to add one.

/// One exercise, as the runner presents it. Its checks live in their own module (see
/// `checks`), built only when the exercises are checked.
public struct Exercise: Sendable, Equatable {
    /// `03.2`: the chapter, then the exercise's number in it.
    public let id: String
    /// A short name the runner accepts as a filter: `take`.
    public let name: String
    /// What to build, in a few words.
    public let title: String
    /// The file the learner edits: `Exercises/03-sink-and-the-first-operator/Take.swift`.
    public let starter: String
    /// The chapter section to reread when stuck, relative to the repository root.
    public let reread: String
    /// Nudges the learner asks for, one level at a time; none contains solution code.
    public let hints: [String]
    /// Whether its checks make threads race: passing them is no proof that no race is left,
    /// and `--thread-sanitizer` is worth a run.
    public var racesThreads = false

    /// The reference solution: `Exercises/Solutions/03-sink-and-the-first-operator/Take.swift`.
    public var solution: String { "Exercises/Solutions/\(starter.dropFirst("Exercises/".count))" }

    /// The checks: `Exercises/Checks/03-sink-and-the-first-operator/TakeChecks.swift`.
    public var checks: String { "Exercises/Checks/\(starter.dropFirst("Exercises/".count).dropLast(".swift".count))Checks.swift" }

    /// The suffix of the module its file and its checks compile into: `03_2` (`Exercise_03_2`).
    public var moduleSuffix: String { String(id.map { $0 == "." ? "_" : $0 }) }
}

/// A chapter and its exercises.
public struct Chapter: Sendable {
    /// `03`.
    public let number: String
    /// The chapter's title: `Sink and the first operator`.
    public let title: String
    /// Its exercises, in order.
    public let exercises: [Exercise]
}

/// Every chapter with exercises, in reading order. Add a chapter's list here.
public enum Catalog {
    /// Chapters 1 to 4 work on NaiveRx, chapter 5 and later on ProductionRx.
    public static let chapters: [Chapter] = [
        chapter01, chapter02, chapter03, chapter04, chapter05, chapter06, chapter07, chapter08, chapter09, chapter10,
        chapter11, chapter12, chapter13, chapter14, chapter15, chapter16,
    ]

    /// Every exercise, in reading order.
    public static var exercises: [Exercise] { chapters.flatMap(\.exercises) }
}
