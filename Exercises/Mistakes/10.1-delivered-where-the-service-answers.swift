// Mistake: forgets observe(on:): results reach the subscriber on whatever scheduler the service answered on.
// Caught by: results arrive on the scheduler passed in, not the service's
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
        .share(replay: 1)
}
