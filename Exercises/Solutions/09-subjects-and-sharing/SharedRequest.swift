// Reference solution for exercise 09.2: share(replay: 1) keeps one subscription to the
// request while anyone is subscribed, and replays the response to late subscribers.
import ProductionRx

/// `request`, shared: one subscription to it however many subscribe, and a subscriber who
/// comes after the response still gets it.
public func sharedResult(of request: Observable<String>) -> Observable<String> {
    request.share(replay: 1)
}
