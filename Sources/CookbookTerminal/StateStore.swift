import CookbookModel
import CookbookStore
import CookbookApp
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// Where the navigation state of one data source lives, and reading and writing it.
/// Writes are atomic (a temporary file renamed over the old one), so a crash mid-write
/// leaves the previous state, never a broken file; and they are merges (`SavedChange`): the
/// file is read again under a lock on its folder and the session's changes applied to it, so
/// two browsers on the same file both keep what they saved.
public struct StateStore: Sendable {
    public let url: URL

    public init(url: URL) {
        self.url = url
    }

    /// `$XDG_STATE_HOME/cookbook/` (default `~/.local/state/cookbook/`): `navigation.json`
    /// for the bundled cookbook, `navigation-<hash of the path>.json` for any other file,
    /// so browsing another file does not clobber the bundled cookbook's place.
    public static func standard(dataFile: String?, environment: [String: String] = ProcessInfo.processInfo.environment) -> StateStore {
        let base: URL
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") {
            base = URL(fileURLWithPath: xdg)
        } else {
            let home = environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path
            base = URL(fileURLWithPath: home).appendingPathComponent(".local/state")
        }
        let folder = base.appendingPathComponent("cookbook")
        guard let dataFile else { return StateStore(url: folder.appendingPathComponent("navigation.json")) }
        let absolute = URL(fileURLWithPath: dataFile).standardizedFileURL.path
        return StateStore(url: folder.appendingPathComponent("navigation-\(fnv1a(absolute)).json"))
    }

    public enum LoadResult: Equatable, Sendable {
        case none
        case loaded(NavigationModel)
        case unreadable(String)
    }

    public func load() -> LoadResult {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return FileManager.default.fileExists(atPath: url.path) ? .unreadable("cannot read \(url.path)") : .none
        }
        do {
            return .loaded(try JSONDecoder().decode(NavigationModel.self, from: data))
        } catch let DecodingError.dataCorrupted(context) where context.codingPath.last?.stringValue == "version" {
            return .unreadable(context.debugDescription)
        } catch {
            return .unreadable("saved state is not valid")
        }
    }

    /// Moves a file this version cannot read out of the way of the next save, beside it as
    /// `<name>.bak-<date>` (its basket and ticks may be all someone has of them: a newer
    /// version wrote it, or a hand edited it). Returns the path it was kept as, or nil when
    /// it could not be moved (then it is not to be written over either).
    public func keepAside(at date: Date) -> String? {
        FileWriting.keepAside(url.path, at: Int(date.timeIntervalSince1970))
    }

    /// Applies the change to the file as it is now and writes the result atomically, under the
    /// lock of the state folder (`date`: for the name a file kept aside gets). Returns what was
    /// written, and where a file this version could not read was kept aside (never written
    /// over); throws when the folder cannot be made or written, or such a file cannot be moved.
    public func save(_ change: SavedChange, at date: Date) throws -> (saved: NavigationModel, keptAside: String?) {
        let folder = url.deletingLastPathComponent().path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let lock = Self.lock(folder)
        defer { Self.unlock(lock) }
        var keptAside: String?
        var disk: NavigationModel?
        switch load() {
        case .loaded(let model): disk = model
        case .none: break
        case .unreadable(let why):
            // Written since by a newer version, or by a hand: kept, never written over.
            guard let aside = keepAside(at: date) else {
                throw CocoaError(.fileWriteUnknown, userInfo: ["NSFilePath": url.path, "reason": why])
            }
            keptAside = aside
        }
        let saved = change.applied(to: disk)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(saved)
        if let why = data.withUnsafeBytes({ FileWriting.replace(url.path, with: $0) }) {
            throw CocoaError(.fileWriteUnknown, userInfo: ["NSFilePath": url.path, "reason": why])
        }
        return (saved, keptAside)
    }

    /// How long a save waits for another program's (which holds the lock for the moment of
    /// reading and writing a small file) before it goes on without the lock.
    static let lockWait = 1.0

    /// An exclusive lock on the folder (`flock`), held until `unlock`; -1 when the folder
    /// cannot be opened.
    static func lock(_ folder: String) -> Int32 {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return -1 }
        var waited = 0.0
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0, errno == EWOULDBLOCK || errno == EINTR, waited < lockWait {
            usleep(10_000)
            waited += 0.01
        }
        return descriptor
    }

    static func unlock(_ descriptor: Int32) {
        // Closing the folder's descriptor lets go of its lock.
        if descriptor >= 0 { close(descriptor) }
    }

    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }

    /// A short stable name for a path or any text (see `StableHash`).
    public static func fnv1a(_ s: String) -> String {
        StableHash.fnv1a(s)
    }
}
