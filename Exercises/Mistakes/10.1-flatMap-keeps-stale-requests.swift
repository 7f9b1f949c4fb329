// Mistake: flatMap where flatMapLatest is needed: a request for an old query keeps running, and its late answer still shows.
// Caught by: a new query cancels the request still running for the old one
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
        .flatMap { query in
            search(query).catchAndReturn([])
        }
        .observe(on: scheduler)
        .share(replay: 1)
}
