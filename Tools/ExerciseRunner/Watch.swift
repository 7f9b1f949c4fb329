// `--watch`: notices that a file was saved by polling its modification time and size, as
// Rustlings' watch mode does, with no package and no file-system events.
import Foundation

/// Tells whether a file changed since it last looked.
public final class FileWatcher {
    /// The file watched.
    public private(set) var file: URL
    /// The modification time and the size when it last looked: what a save changes.
    private var lastSeen: (modified: Date?, size: Int?)

    /// Starts watching `file` as it is now.
    public init(_ file: URL) {
        self.file = file
        lastSeen = Self.stamp(of: file)
    }

    /// Watches `file` from now on, instead of the one before.
    public func follow(_ file: URL) {
        self.file = file
        lastSeen = Self.stamp(of: file)
    }

    /// Whether the file was saved (or appeared, or vanished) since the last call.
    public func hasChanged() -> Bool {
        let now = Self.stamp(of: file)
        defer { lastSeen = now }
        return now != lastSeen
    }

    /// What a save changes in `file`: its modification time, or its size; neither when it
    /// is missing.
    static func stamp(of file: URL) -> (modified: Date?, size: Int?) {
        let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
        return (attributes?[.modificationDate] as? Date, (attributes?[.size] as? NSNumber)?.intValue)
    }
}

/// Calls `changed` each time `watcher`'s file is saved, looking every `interval` seconds,
/// until `keepGoing` returns false. An editor that saves in several writes is given
/// `interval` to finish before `changed` runs.
public func watch(_ watcher: FileWatcher, every interval: TimeInterval, while keepGoing: () -> Bool, changed: () -> Void) {
    while keepGoing() {
        Thread.sleep(forTimeInterval: interval)
        guard watcher.hasChanged() else { continue }
        Thread.sleep(forTimeInterval: interval)
        _ = watcher.hasChanged()
        changed()
    }
}
