// Mistake: flatMap where flatMapLatest is needed: a request for an old query keeps running, and its late answer still shows.
// Caught by: a new query cancels the request still running for the old one
import Dispatch
import ProductionRx

/// The results to show for what the user types: one list per query, never an error,
/// delivered on the main scheduler, shared by every binding.
public func autocomplete(query: Observable<String>, search: @escaping (String) -> Observable<[String]>) -> Driver<[String]> {
    query.asDriver(onErrorJustReturn: "")
        .throttle(.milliseconds(300))
        .flatMap { query in
            search(query)
                .asDriver(onErrorJustReturn: [])
        }
}
