// The process that runs one exercise's checks for the runner: `exercise-checks 03.2`. The
// runner builds it with the exercises it is about to check, each a module of the learner's
// file and its checks (Package.swift defines EXERCISE_03_2 for each), so an exercise that
// does not compile is simply not in it.
// Adding an exercise: add its two blocks below. Exercises/README.md, "For contributors".
import ExerciseKit
import Foundation

#if EXERCISE_01_1
import Exercise_01_1
#endif
#if EXERCISE_01_2
import Exercise_01_2
#endif
#if EXERCISE_02_1
import Exercise_02_1
#endif
#if EXERCISE_02_2
import Exercise_02_2
#endif
#if EXERCISE_03_1
import Exercise_03_1
#endif
#if EXERCISE_03_2
import Exercise_03_2
#endif
#if EXERCISE_04_1
import Exercise_04_1
#endif
#if EXERCISE_04_2
import Exercise_04_2
#endif
#if EXERCISE_05_1
import Exercise_05_1
#endif
#if EXERCISE_05_2
import Exercise_05_2
#endif
#if EXERCISE_06_1
import Exercise_06_1
#endif
#if EXERCISE_06_2
import Exercise_06_2
#endif
#if EXERCISE_07_1
import Exercise_07_1
#endif
#if EXERCISE_07_2
import Exercise_07_2
#endif
#if EXERCISE_08_1
import Exercise_08_1
#endif
#if EXERCISE_08_2
import Exercise_08_2
#endif
#if EXERCISE_09_1
import Exercise_09_1
#endif
#if EXERCISE_09_2
import Exercise_09_2
#endif
#if EXERCISE_10_1
import Exercise_10_1
#endif
#if EXERCISE_10_2
import Exercise_10_2
#endif
#if EXERCISE_11_1
import Exercise_11_1
#endif
#if EXERCISE_11_2
import Exercise_11_2
#endif
#if EXERCISE_12_1
import Exercise_12_1
#endif
#if EXERCISE_12_2
import Exercise_12_2
#endif
#if EXERCISE_13_1
import Exercise_13_1
#endif
#if EXERCISE_13_2
import Exercise_13_2
#endif
#if EXERCISE_14_1
import Exercise_14_1
#endif
#if EXERCISE_14_2
import Exercise_14_2
#endif
#if EXERCISE_15_1
import Exercise_15_1
#endif
#if EXERCISE_15_2
import Exercise_15_2
#endif

/// The checks of exercise `id`, if it was built into this process.
func checks(of id: String) -> [Check]? {
    switch id {
    #if EXERCISE_01_1
    case "01.1": return Exercise_01_1.exerciseChecks
    #endif
    #if EXERCISE_01_2
    case "01.2": return Exercise_01_2.exerciseChecks
    #endif
    #if EXERCISE_02_1
    case "02.1": return Exercise_02_1.exerciseChecks
    #endif
    #if EXERCISE_02_2
    case "02.2": return Exercise_02_2.exerciseChecks
    #endif
    #if EXERCISE_03_1
    case "03.1": return Exercise_03_1.exerciseChecks
    #endif
    #if EXERCISE_03_2
    case "03.2": return Exercise_03_2.exerciseChecks
    #endif
    #if EXERCISE_04_1
    case "04.1": return Exercise_04_1.exerciseChecks
    #endif
    #if EXERCISE_04_2
    case "04.2": return Exercise_04_2.exerciseChecks
    #endif
    #if EXERCISE_05_1
    case "05.1": return Exercise_05_1.exerciseChecks
    #endif
    #if EXERCISE_05_2
    case "05.2": return Exercise_05_2.exerciseChecks
    #endif
    #if EXERCISE_06_1
    case "06.1": return Exercise_06_1.exerciseChecks
    #endif
    #if EXERCISE_06_2
    case "06.2": return Exercise_06_2.exerciseChecks
    #endif
    #if EXERCISE_07_1
    case "07.1": return Exercise_07_1.exerciseChecks
    #endif
    #if EXERCISE_07_2
    case "07.2": return Exercise_07_2.exerciseChecks
    #endif
    #if EXERCISE_08_1
    case "08.1": return Exercise_08_1.exerciseChecks
    #endif
    #if EXERCISE_08_2
    case "08.2": return Exercise_08_2.exerciseChecks
    #endif
    #if EXERCISE_09_1
    case "09.1": return Exercise_09_1.exerciseChecks
    #endif
    #if EXERCISE_09_2
    case "09.2": return Exercise_09_2.exerciseChecks
    #endif
    #if EXERCISE_10_1
    case "10.1": return Exercise_10_1.exerciseChecks
    #endif
    #if EXERCISE_10_2
    case "10.2": return Exercise_10_2.exerciseChecks
    #endif
    #if EXERCISE_11_1
    case "11.1": return Exercise_11_1.exerciseChecks
    #endif
    #if EXERCISE_11_2
    case "11.2": return Exercise_11_2.exerciseChecks
    #endif
    #if EXERCISE_12_1
    case "12.1": return Exercise_12_1.exerciseChecks
    #endif
    #if EXERCISE_12_2
    case "12.2": return Exercise_12_2.exerciseChecks
    #endif
    #if EXERCISE_13_1
    case "13.1": return Exercise_13_1.exerciseChecks
    #endif
    #if EXERCISE_13_2
    case "13.2": return Exercise_13_2.exerciseChecks
    #endif
    #if EXERCISE_14_1
    case "14.1": return Exercise_14_1.exerciseChecks
    #endif
    #if EXERCISE_14_2
    case "14.2": return Exercise_14_2.exerciseChecks
    #endif
    #if EXERCISE_15_1
    case "15.1": return Exercise_15_1.exerciseChecks
    #endif
    #if EXERCISE_15_2
    case "15.2": return Exercise_15_2.exerciseChecks
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
