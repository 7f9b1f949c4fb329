// Mistake: makes the Driver only at the end: the first failed request ends the whole Driver, and later queries get nothing.
// Caught by: a failed request shows no results, and the next query still gets answers
import Dispatch
import ProductionRx

/// The results to show for what the user types: one list per query, never an error,
/// delivered on the main scheduler, shared by every binding.
public func autocomplete(query: Observable<String>, search: @escaping (String) -> Observable<[String]>) -> Driver<[String]> {
    query
        .throttle(.milliseconds(300), scheduler: SharingScheduler.make())
        .flatMapLatest { search($0) }
        .asDriver(onErrorJustReturn: [])
}
