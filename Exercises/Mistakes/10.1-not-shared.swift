// Mistake: forgets share(replay: 1): every subscriber runs the pipeline for itself and sends its own requests.
// Caught by: two subscribers share one request per query
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
            search(query).catchAndReturn([])
        }
        .observe(on: scheduler)
}
