import CookbookKit
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// Where the navigation state of one data source lives, and reading and writing it.
/// Writes are atomic (a temporary file renamed over the old one), so a crash mid-write
/// leaves the previous state, never a broken file.
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

    /// Writes atomically; throws when the folder cannot be made or written.
    public func save(_ model: NavigationModel) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(model)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        if let why = data.withUnsafeBytes({ FileWriting.replace(url.path, with: $0) }) {
            throw CocoaError(.fileWriteUnknown, userInfo: ["NSFilePath": url.path, "reason": why])
        }
    }

    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }

    /// A short stable name for a path or any text (see `StableHash`).
    public static func fnv1a(_ s: String) -> String {
        StableHash.fnv1a(s)
    }
}
