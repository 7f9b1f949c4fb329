// Exercise 13.1 — the search box's results as a Driver. Check it with
// `swift run exercises 13.1`.
//
// `autocomplete(query:search:)` turns what the user types into the results the screen shows,
// and returns a `Driver`, so that the screen can `drive` its label and its table with them.
// The version below is the beginner's pipeline, made to compile by converting it to a Driver
// at the very end. It has two of the chapter's problems left: one failed request ends the
// results for good, and every keystroke is a request. Rebuild it as a Driver from the start:
//
// - make the query a Driver first (a query cannot really fail: any fallback will do);
// - `throttle(.milliseconds(300))` on it, so fast typing sends fewer requests (a Driver's
//   time operators need no scheduler: they use the unit's);
// - `flatMapLatest` to each request, itself made a Driver with an empty list as fallback, so
//   a failed request shows no results and the next query still gets answers.
//
//     query          -a--------b-------|      (one column = 100 ms)
//     search("a")     ------#                 each request answers 600 ms later; "a" fails
//     autocomplete   -------e--------b-|      e = [], b = the answer for "b"
//
// Read: Chapters/13-units/README.md#the-driver-version
import Dispatch
import ProductionRx

/// The results to show for what the user types: one list per query, never an error,
/// delivered on the main scheduler, shared by every binding.
public func autocomplete(query: Observable<String>, search: @escaping (String) -> Observable<[String]>) -> Driver<[String]> {
    query
        .flatMapLatest { search($0) }
        .asDriver(onErrorJustReturn: [])
}
