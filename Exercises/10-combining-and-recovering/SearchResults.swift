// Exercise 10.1 — the search box's pipeline, fixed. Check it with `swift run exercises 10.1`.
//
// `searchResults(queries:search:scheduler:)` turns what the user types into the results a
// screen shows. The version below is the chapter's naive one, and it has its three faults:
// one failed request ends the results for good, results arrive on whatever scheduler the
// service answered on, and every subscriber sends its own requests. Fix it from the pieces:
//
// - `throttle(.seconds(20), scheduler: scheduler)` on the queries, so fast typing sends fewer
//   requests;
// - `flatMapLatest`, so a new query cancels the request still running for the old one;
// - `catchAndReturn([])` on each request (inside the closure, not after flatMapLatest), so a
//   failed request shows no results and the next query still gets answers;
// - `observe(on: scheduler)`, so results arrive on `scheduler` (the main one, in an app);
// - `share(replay: 1)`, so two UI bindings share one request per query.
//
//     queries                -a-----b-----|      search("a") fails 30 ticks after it starts
//     searchResults          ----e-----b--|      e = [], b = the answer for "b"
//
// Read: Chapters/10-combining-and-recovering/README.md#the-search-box
import Dispatch
import ProductionRx

/// The results to show for what the user types: one list per query, never an error,
/// delivered on `scheduler`, shared by every subscriber.
public func searchResults(
    queries: Observable<String>,
    search: @escaping (String) -> Observable<[String]>,
    scheduler: SchedulerType
) -> Observable<[String]> {
    nonisolated(unsafe) let search = search
    return queries.flatMapLatest { search($0) }
}
