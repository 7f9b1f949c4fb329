// Exercise 13.1 — reference solution. Try the exercise first: Exercises/13-units/Autocomplete.swift.
import Dispatch // for `.milliseconds`
import ProductionRx

/// What the search screen shows.
public struct AutocompleteScreen {
    /// The results for the latest query.
    public let results: Driver<[String]>
    /// A line about them: "no results", "1 result", "3 results".
    public let summary: Driver<String>

    /// A screen of the two.
    public init(results: Driver<[String]>, summary: Driver<String>) {
        self.results = results
        self.summary = summary
    }
}

/// The summary line for `results`.
public func summaryLine(for results: [String]) -> String {
    switch results.count {
    case 0: "no results"
    case 1: "1 result"
    default: "\(results.count) results"
    }
}

/// The results for what the user types, and their summary: one request per query, never an
/// error, delivered on the main scheduler, shared by every binding.
public func autocomplete(query: Driver<String>, search: @escaping (String) -> Observable<[String]>) -> AutocompleteScreen {
    // A Driver from the start: each request is converted on its own, so a failure ends only
    // that request, and every output derived from `results` shares its one subscription.
    nonisolated(unsafe) let search = search
    let results =
        query
        .throttle(.milliseconds(300))
        .flatMapLatest { query in
            search(query)
                .asDriver(onErrorJustReturn: [])
        }
    return AutocompleteScreen(results: results, summary: results.map(summaryLine(for:)))
}
