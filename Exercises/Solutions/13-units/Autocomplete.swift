// Exercise 13.1 — reference solution. Try the exercise first: Exercises/13-units/Autocomplete.swift.
import Dispatch
import ProductionRx

/// The results to show for what the user types: one list per query, never an error,
/// delivered on the main scheduler, shared by every binding.
public func autocomplete(query: Observable<String>, search: @escaping (String) -> Observable<[String]>) -> Driver<[String]> {
    query.asDriver(onErrorJustReturn: "")
        .throttle(.milliseconds(300))
        .flatMapLatest { query in
            search(query)
                .asDriver(onErrorJustReturn: [])
        }
}
