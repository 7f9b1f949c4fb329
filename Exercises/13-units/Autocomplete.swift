// Exercise 13.1 — a search screen's outputs, each a Driver, all from one. Check it with
// `swift run exercises 13.1`.
//
// The screen has a query field (already a `Driver`, as `rx.text.orEmpty.asDriver()` gives
// it), a table of results and a line that sums them up ("3 results"). Write
// `autocomplete(query:search:)`, which returns both outputs as Drivers:
//
//     query          -a--------b-------|      (one column = 100 ms)
//     search("a")     ------#                 each request answers 600 ms later; "a" fails
//     results        -------e--------b-|      e = [], b = the answer for "b"
//     summary        -------n--------1-|      n = "no results", 1 = "1 result"
//
// The version below compiles and returns Drivers, because it converts each output at its
// very end. Run the checks to see what that costs:
//
// - every output is its own subscription to the pipeline before the conversion, so each
//   query is sent to the service once per output;
// - the conversion's fallback catches the first failed request for the whole output, which
//   then ends: the next query gets no answer;
// - and every keystroke is a request.
//
// Build the results as a Driver from the start instead: throttle the query by 300 ms (a
// Driver's time operators take no scheduler), switch to the latest request, each request
// made a Driver of its own with an empty list as fallback, and derive the summary from those
// results with Driver operators, which share. The chapter's Driver version of the search box
// shows the shape.
//
// Read: Chapters/13-units/README.md#the-driver-version
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
    nonisolated(unsafe) let search = search
    let results = query.asObservable()
        .flatMapLatest { search($0) }
    return AutocompleteScreen(
        results: results.asDriver(onErrorJustReturn: []),
        summary: results.map(summaryLine(for:)).asDriver(onErrorJustReturn: "no results"))
}
