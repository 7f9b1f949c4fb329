// `swift run exercises`: builds the learner's exercise files, checks each in a process of its
// own with a time limit, and reports what passed, what failed, where to read up, and what to
// do next. How to use it: Exercises/README.md. Each mode is a function of `Session`.
import ExerciseCatalog
import ExerciseRunner
import Foundation
import Toolkit

let threadExercises = Catalog.exercises.filter(\.racesThreads).map(\.id).joined(separator: ", ")
let command = Command(
    "exercises",
    usage: """
        usage: swift run exercises [options] [exercise …]

          exercise          an id (03.1), a name (filter) or a chapter (03); default: all
          --hint [N]        a hint for the exercise named (or the next one): the next level
                            each time you ask, or level N
          --watch           check the exercise named (or the next one) again each time its
                            file is saved, and go on to the next once it passes; Ctrl-C stops
          --list            list the exercises and exit
          --timeout S       stop an exercise that runs longer than S seconds (default 10)
          --thread-sanitizer  build every exercise with ThreadSanitizer, which reports a
                            data race even when it did not happen to break anything (the
                            exercises about threads, \(threadExercises), always are)
          --help            show this help

        Contributors: `swift run proofs --help` (Exercises/README.md, "For contributors").
        """)

var arguments = Array(CommandLine.arguments.dropFirst())
var filters: [String] = []
var mode = "check"
var hintLevel: Int?
var threadSanitizer = false
var timeout: TimeInterval = 10
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--list", "--watch": mode = argument
    case "--hint":
        mode = argument
        if let level = arguments.first.flatMap(Int.init) {
            guard level >= 1 else { command.usageError("--hint N counts from 1") }
            hintLevel = level
            arguments.removeFirst()
        }
    case "--thread-sanitizer": threadSanitizer = true
    case "--timeout": timeout = command.seconds(of: argument, from: &arguments)
    default:
        if argument.hasPrefix("-") { command.usageError("unknown option \(argument)") }
        filters.append(argument)
    }
}

let selected = select(filters, command: command)
var session = Session(command, repository: command.repository(), threadSanitizer: threadSanitizer, timeout: timeout)
switch mode {
case "--list": session.list(selected)
case "--hint":
    guard let exercise = filters.isEmpty ? session.nextExercise : selected.first else { command.fail("every exercise passes: no hint needed") }
    guard filters.isEmpty || selected.count == 1 else { command.usageError("--hint is for one exercise: name it by id (03.2) or name (take)") }
    session.hint(exercise, level: hintLevel)
case "--watch":
    guard filters.isEmpty || selected.count == 1 else { command.usageError("--watch follows one exercise: name one, or none for the next") }
    session.watch(filters.isEmpty ? nil : selected.first)
default:
    exit(session.checkOnce(selected, filtered: !filters.isEmpty))
}
