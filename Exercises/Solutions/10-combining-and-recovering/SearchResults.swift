// Reference solution for exercise 10.1 — the search box's pipeline, fixed.
// Try the exercise first.
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
    return
        queries
        .throttle(.seconds(20), scheduler: scheduler)
        .flatMapLatest { query in
            search(query).catchAndReturn([])
        }
        .observe(on: scheduler)
        .share(replay: 1)
}
