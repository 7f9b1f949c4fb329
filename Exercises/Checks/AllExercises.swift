// The registry: every exercise, in reading order. Add a chapter's list here.

/// Every exercise, in the order the chapters introduce them.
public enum AllExercises {
    /// Chapters 1 to 4 work on NaiveRx, chapter 5 and later on ProductionRx.
    public static var list: [Exercise] {
        chapter01 + chapter02 + chapter03 + chapter04 + chapter05 + chapter06 + chapter07 + chapter08 + chapter09
            + chapter10 + chapter11 + chapter12 + chapter13 + chapter14
    }
}
