// Mistake: lets the last element of a burst through at once, forgetting that debounce sends it only after 20 quiet ticks.
// Caught by: debounce sends an element once 20 ticks pass without another

/// Source (hot):  `-1-2-3-4-|`
/// Operator:      `.filter { $0.isMultiple(of: 2) }`
/// The odd elements leave their ticks empty; the completion keeps its tick.
public let evenNumbersMarbles = "---2---4-|"

/// Source (hot):  `-1-2-3-|`
/// Operator:      `.take(2)`
/// The second element and the completion share one tick: a group.
public let takeTwoMarbles = "-1-(2|)"

/// Source (hot):  `1-2-^-3-4-|`
/// Operator:      `.map { $0 * 2 }`
/// A hot source's earlier elements are gone: the line starts at the subscription.
public let lateSubscriberMarbles = "--6-8-|"

/// Source (hot):  `-1-2-3-|`
/// Operator:      `.map { value in if value == 3 { throw Oops() }; return value }`
/// The thrown error ends the sequence at the tick of the element that caused it.
public let throwingMapMarbles = "-1-2-#"

/// First (cold): `-1-2-|`
/// Second (cold): `-3-|`
/// Operator:      `first.concat(second)`
/// The second line starts at tick 250, where the first completed.
public let coldConcatMarbles = "-1-2--3-|"

/// Source (hot):  `-1-2-----3--|`
/// Operator:      `.debounce(.seconds(20), scheduler: scheduler)`
/// 1 is replaced by 2, which goes out at once; so does 3.
public let debouncedMarbles = "---2-----3--|"
