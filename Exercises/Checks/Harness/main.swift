// The process that runs one exercise's checks for the runner: `exercise-checks 03.2`. The
// runner builds it with the exercises it is about to check (Package.swift defines
// EXERCISE_03_2 for each), so an exercise that does not compile is simply not in it.
// Adding an exercise: add its two blocks below. Exercises/README.md, "For contributors".
import ExerciseKit
import Foundation

#if EXERCISE_01_1
import Checks_01_1
#endif
#if EXERCISE_01_2
import Checks_01_2
#endif
#if EXERCISE_02_1
import Checks_02_1
#endif
#if EXERCISE_02_2
import Checks_02_2
#endif
#if EXERCISE_03_1
import Checks_03_1
#endif
#if EXERCISE_03_2
import Checks_03_2
#endif
#if EXERCISE_04_1
import Checks_04_1
#endif
#if EXERCISE_04_2
import Checks_04_2
#endif
#if EXERCISE_05_1
import Checks_05_1
#endif
#if EXERCISE_05_2
import Checks_05_2
#endif
#if EXERCISE_06_1
import Checks_06_1
#endif
#if EXERCISE_06_2
import Checks_06_2
#endif
#if EXERCISE_07_1
import Checks_07_1
#endif
#if EXERCISE_07_2
import Checks_07_2
#endif
#if EXERCISE_08_1
import Checks_08_1
#endif
#if EXERCISE_08_2
import Checks_08_2
#endif
#if EXERCISE_09_1
import Checks_09_1
#endif
#if EXERCISE_09_2
import Checks_09_2
#endif
#if EXERCISE_10_1
import Checks_10_1
#endif
#if EXERCISE_10_2
import Checks_10_2
#endif
#if EXERCISE_11_1
import Checks_11_1
#endif
#if EXERCISE_11_2
import Checks_11_2
#endif
#if EXERCISE_12_1
import Checks_12_1
#endif
#if EXERCISE_12_2
import Checks_12_2
#endif

/// The checks of exercise `id`, if it was built into this process.
func checks(of id: String) -> [Check]? {
    switch id {
    #if EXERCISE_01_1
    case "01.1": return Checks_01_1.checks
    #endif
    #if EXERCISE_01_2
    case "01.2": return Checks_01_2.checks
    #endif
    #if EXERCISE_02_1
    case "02.1": return Checks_02_1.checks
    #endif
    #if EXERCISE_02_2
    case "02.2": return Checks_02_2.checks
    #endif
    #if EXERCISE_03_1
    case "03.1": return Checks_03_1.checks
    #endif
    #if EXERCISE_03_2
    case "03.2": return Checks_03_2.checks
    #endif
    #if EXERCISE_04_1
    case "04.1": return Checks_04_1.checks
    #endif
    #if EXERCISE_04_2
    case "04.2": return Checks_04_2.checks
    #endif
    #if EXERCISE_05_1
    case "05.1": return Checks_05_1.checks
    #endif
    #if EXERCISE_05_2
    case "05.2": return Checks_05_2.checks
    #endif
    #if EXERCISE_06_1
    case "06.1": return Checks_06_1.checks
    #endif
    #if EXERCISE_06_2
    case "06.2": return Checks_06_2.checks
    #endif
    #if EXERCISE_07_1
    case "07.1": return Checks_07_1.checks
    #endif
    #if EXERCISE_07_2
    case "07.2": return Checks_07_2.checks
    #endif
    #if EXERCISE_08_1
    case "08.1": return Checks_08_1.checks
    #endif
    #if EXERCISE_08_2
    case "08.2": return Checks_08_2.checks
    #endif
    #if EXERCISE_09_1
    case "09.1": return Checks_09_1.checks
    #endif
    #if EXERCISE_09_2
    case "09.2": return Checks_09_2.checks
    #endif
    #if EXERCISE_10_1
    case "10.1": return Checks_10_1.checks
    #endif
    #if EXERCISE_10_2
    case "10.2": return Checks_10_2.checks
    #endif
    #if EXERCISE_11_1
    case "11.1": return Checks_11_1.checks
    #endif
    #if EXERCISE_11_2
    case "11.2": return Checks_11_2.checks
    #endif
    #if EXERCISE_12_1
    case "12.1": return Checks_12_1.checks
    #endif
    #if EXERCISE_12_2
    case "12.2": return Checks_12_2.checks
    #endif
    default: return nil
    }
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 1, let id = arguments.first, let checks = checks(of: id) else {
    FileHandle.standardError.write(Data("exercise-checks: run by `swift run exercises`, with one exercise id it was built with\n".utf8))
    exit(3)
}
runChecks(checks)
