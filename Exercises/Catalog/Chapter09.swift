// Chapter 9's exercises, "Subjects and sharing": picking the subject by what a late
// subscriber sees, and sharing one request among subscribers.

let chapter09 = Chapter(
    number: "09", title: "Subjects and sharing",
    exercises: [
        Exercise(
            id: "09.1", name: "subjects",
            title: "Pick the subject: a latest-value cache and a recent-messages log",
            starter: "Exercises/09-subjects-and-sharing/LatestValueCache.swift",
            reread: "Chapters/09-subjects-and-sharing/README.md#subjects",
            hints: [
                "Compare what a late subscriber sees with each subject of the chapter.",
                "The cache needs a subject that always holds a value, the initial one first, and tells it without a subscription. The log needs one that keeps a number of recent elements.",
                "The cache is a BehaviorSubject, whose value method answers current; the log is a ReplaySubject whose buffer holds three.",
            ]
        ),
        Exercise(
            id: "09.2", name: "share",
            title: "Share one expensive request among its subscribers",
            starter: "Exercises/09-subjects-and-sharing/SharedRequest.swift",
            reread: "Chapters/09-subjects-and-sharing/README.md#sharing-one-subscription",
            hints: [
                "One subscription to the source for everyone is what share gives. And someone who comes after the response?",
                "share can keep the latest elements for a newcomer. It should subscribe to the request when the first subscriber arrives, not when sharedResult is called, and forget the response once everyone has left.",
                "Replay one element, in the default scope, which is the one the chapter calls whileConnected: the response is kept while anyone is subscribed, and the next subscriber after that sends a new request.",
            ]
        ),
    ]
)
