// The virtual time unit of the test toolkit. Chapter 8 ("Testing in virtual time").

/// A point in virtual time, in the test scheduler's ticks.
public typealias TestTime = Int
