// Chapter 12's demo: three image downloads chained with andThen against a fake downloader
// that takes time and sometimes fails, drawn as marble lines: all succeed, one fails in the
// middle, and the chain is disposed before the first download finishes.
import Dispatch
import Foundation
import Marbles
import ProductionRx

/// Why a download failed.
struct DownloadError: Error, CustomStringConvertible {
    let name: String
    var description: String { "\(name) failed" }
}

/// A downloader that takes 30 ms per image, on a serial queue, and fails the images it is
/// told to. Each image's line shows when its download started (`^`) and how it ended.
/// `Sendable`, because Rx's closures are `@Sendable` and capture it (chapter 16); its state is
/// `nonisolated(unsafe)`: this demo uses it from one thread at a time.
final class FakeDownloader: Sendable {
    private let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "downloads")
    private let clock: MarbleClock
    private let failing: Set<String>
    /// One line per image, drawn in the order of `names`.
    let lines: [String: MarbleRecorder]

    init(names: [String], failing: Set<String>, clock: MarbleClock) {
        self.clock = clock
        self.failing = failing
        self.lines = Dictionary(uniqueKeysWithValues: names.map { ($0, MarbleRecorder($0, clock: clock)) })
    }

    // snippet:begin demo-download-image
    /// Downloads the image: completes, or fails, 30 ms after it is subscribed.
    func downloadImage(name: String) -> Completable {
        Completable.create { observer in
            let line = self.lines[name]!
            line.subscribed()
            nonisolated(unsafe) let download = self.scheduler.scheduleRelative((), dueTime: .milliseconds(30)) { _ in
                self.clock.tick()
                if self.failing.contains(name) {
                    line.onError(DownloadError(name: name))
                    observer(.error(DownloadError(name: name)))
                } else {
                    line.onCompleted()
                    observer(.completed)
                }
                return Disposables.create()
            }
            return Disposables.create {
                // Disposed before the download ended: cancel it, and draw `!`.
                if line.events.last?.event.isTerminal != true {
                    download.dispose()
                    line.disposed()
                }
            }
        }
    }
    // snippet:end demo-download-image
}

/// Runs the three-image chain against a downloader that fails `failing`; with
/// `disposeEarly`, disposes the chain at once. Prints the marble lines when it is over.
func runChain(_ title: String, failing: Set<String> = [], disposeEarly: Bool = false) {
    print(title)
    let names = ["image1", "image2", "image3"]
    let clock = MarbleClock()
    let downloader = FakeDownloader(names: names, failing: failing, clock: clock)
    let chain = MarbleRecorder("chain", clock: clock)
    let finished = DispatchSemaphore(value: 0)

    chain.subscribed()
    // snippet:begin demo-chain
    let subscription = downloader.downloadImage(name: "image1")
        .andThen(downloader.downloadImage(name: "image2"))
        .andThen(downloader.downloadImage(name: "image3"))
        .subscribe(
            onCompleted: {
                chain.onCompleted(); finished.signal()
            },
            onError: {
                chain.onError($0); finished.signal()
            }
        )
    // snippet:end demo-chain

    if disposeEarly {
        clock.tick()
        subscription.dispose()
        chain.disposed()
        // Wait past the moment image1 would have finished: nothing more may happen.
        Thread.sleep(forTimeInterval: 0.1)
    } else if finished.wait(timeout: .now() + 5) == .timedOut {
        print("   (the chain did not end within 5 seconds)")
    }
    subscription.dispose()

    print()
    let started = names.compactMap { downloader.lines[$0] }.filter { $0.line.subscribedAt != nil }
    print(MarbleDiagram(started.map(\.line) + [chain.line]).rendered.indented)
    for name in names where downloader.lines[name]?.line.subscribedAt == nil {
        print("   \(name) never started")
    }
    print()
}

runChain("1. Three downloads, one after the other")
runChain("2. image2 fails: the error ends the chain", failing: ["image2"])
runChain("3. The chain is disposed before image1 finishes", disposeEarly: true)

print("Notice: andThen subscribed each download only when the one before it completed; after image2's")
print("        error image3 never started; disposing while image1 ran cancelled it, and image2 never")
print("        started. The chain itself is a Completable: it only completes or fails.")

extension String {
    /// Every line of the text, indented by three spaces.
    var indented: String {
        split(separator: "\n", omittingEmptySubsequences: false)
            .map { "   " + $0 }
            .joined(separator: "\n")
    }
}
