// Mistake: debounce where throttle is asked for: the first query waits for the typing to pause, and a steady typist never gets results.
// Caught by: typing fast sends the first query at once and the latest 300 ms later: throttle(.milliseconds(300))
import Dispatch
import ProductionRx

/// The results to show for what the user types: one list per query, never an error,
/// delivered on the main scheduler, shared by every binding.
public func autocomplete(query: Observable<String>, search: @escaping (String) -> Observable<[String]>) -> Driver<[String]> {
    query.asDriver(onErrorJustReturn: "")
        .debounce(.milliseconds(300))
        .flatMapLatest { query in
            search(query)
                .asDriver(onErrorJustReturn: [])
        }
}
