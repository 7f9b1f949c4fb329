// Exercise 09.2 — share one expensive request among its subscribers.
// Check it with `swift run exercises 09.2`.
//
// `request` is cold: every subscription sends it to the server again. Two parts of a screen
// subscribe to the result of `sharedResult(of:)`: one at once, one a little later, after the
// response has arrived but while the first is still subscribed. The request must run once,
// and both must get the response:
//
//     request (cold)            --r-------|
//     subscribed at once        --r-------|
//     subscribed after r             r----|      (the same response, not a second request)
//
// Nothing is sent before the first subscriber arrives. Once every subscriber has left, the
// response is forgotten: the next subscriber sends a new request, and sees only its answer.
//
// Read: Chapters/09-subjects-and-sharing/README.md#sharing-one-subscription
import ProductionRx

/// `request`, shared: one subscription to it however many subscribe, and a subscriber who
/// comes after the response still gets it.
public func sharedResult(of request: Observable<String>) -> Observable<String> {
    request
}
