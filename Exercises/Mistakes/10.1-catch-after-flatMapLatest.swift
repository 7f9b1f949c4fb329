// Mistake: catches after flatMapLatest instead of inside its closure: the first failed request ends the whole line, and later queries get nothing.
// Caught by: a failed request shows no results, and the next query still gets answers
import Dispatch
import ProductionRx

/// The results to show for what the user types: one list per query, never an error,
/// delivered on `scheduler`, shared by every subscriber.
public func searchResults(
    queries: Observable<String>,
    search: @escaping (String) -> Observable<[String]>,
    scheduler: SchedulerType
) -> Observable<[String]> {
    queries
        .throttle(.seconds(20), scheduler: scheduler)
        .flatMapLatest { query in
            search(query)
        }
        .catchAndReturn([])
        .observe(on: scheduler)
        .share(replay: 1)
}
