// `--watch`: notices that a file was saved by polling its modification time and size, as
// Rustlings' watch mode does, with no package and no file-system events.
import Foundation

/// Calls `changed` each time the file `file` names is saved (or appears, or vanishes),
/// looking every `interval` seconds, until `keepGoing` returns false; after each call it
/// watches the file `file` names then. An editor that saves in several writes is given
/// `interval` to finish before `changed` runs.
public func watch(_ file: () -> URL, every interval: TimeInterval, while keepGoing: () -> Bool, changed: () -> Void) {
    /// What a save changes: the modification time, or the size; neither when the file is missing.
    func stamp() -> (modified: Date?, size: Int?) {
        let attributes = try? FileManager.default.attributesOfItem(atPath: file().path)
        return (attributes?[.modificationDate] as? Date, (attributes?[.size] as? NSNumber)?.intValue)
    }
    var lastSeen = stamp()
    while keepGoing() {
        Thread.sleep(forTimeInterval: interval)
        guard stamp() != lastSeen else { continue }
        Thread.sleep(forTimeInterval: interval)
        changed()
        lastSeen = stamp()
    }
}
