/// How much an export may unpack: an archive is untrusted, and a few kilobytes can claim (or
/// really hold) gigabytes. Every zip member, nested zip and gzip counts against one budget
/// (`UnpackBudget`); the defaults are far above any app's export of a household's recipes.
public struct ArchiveLimits: Equatable, Sendable {
    /// Bytes unpacked in all, across nested archives.
    public var totalBytes: Int
    /// Members listed in all, across nested archives.
    public var members: Int
    /// What one gzip file (a Paprika recipe) may unpack to.
    public var gzipBytes: Int
    /// A member that unpacks to more than `ratio` times its packed size, and to more than
    /// `ratioFloor` bytes, is a bomb.
    public var ratio: Int
    public var ratioFloor: Int
    /// Zips in zips: the export itself is the first level (Tandoor's zip of zips needs two).
    public var zipLevels: Int

    public init(totalBytes: Int, members: Int, gzipBytes: Int, ratio: Int, ratioFloor: Int, zipLevels: Int) {
        self.totalBytes = totalBytes
        self.members = members
        self.gzipBytes = gzipBytes
        self.ratio = ratio
        self.ratioFloor = ratioFloor
        self.zipLevels = zipLevels
    }

    public static let standard = ArchiveLimits(
        totalBytes: 1 << 30, members: 50_000, gzipBytes: 64 << 20, ratio: 200, ratioFloor: 1 << 20, zipLevels: 2)
}

/// Why a whole export is refused: one line (a bomb, a damaged directory, too many members).
struct ArchiveRefusal: Error, Equatable {
    var message: String
    /// Why the archive's directory does not read, when that is the reason (rather than its
    /// limits passed): a zip inside the export that is damaged is a failure of its own, not the
    /// whole export's.
    var damage: String?
}

/// What an export has unpacked so far, against its limits.
struct UnpackBudget {
    let limits: ArchiveLimits
    private(set) var bytes = 0
    private(set) var members = 0

    init(_ limits: ArchiveLimits) {
        self.limits = limits
    }

    /// Bytes still allowed.
    var remaining: Int { max(limits.totalBytes - bytes, 0) }

    mutating func list(_ count: Int, in archive: String) throws(ArchiveRefusal) {
        members += count
        if members > limits.members {
            throw ArchiveRefusal(message: "refused: \(archive) lists more than \(limits.members) members in all")
        }
    }

    /// Refuses what would unpack to more than is left, or much more than it packs to.
    func check(packed: Int, unpacked: Int, what: String) throws(ArchiveRefusal) {
        if unpacked > remaining {
            throw ArchiveRefusal(message: "refused: \(what) unpacks to more than \(Self.size(limits.totalBytes)) in all (a zip bomb?)")
        }
        if unpacked > limits.ratioFloor, unpacked / max(packed, 1) > limits.ratio {
            throw ArchiveRefusal(
                message: "refused: \(what) unpacks to \(unpacked / max(packed, 1)) times its packed size (a zip bomb?)")
        }
    }

    mutating func spend(_ count: Int) {
        bytes += count
    }

    static func size(_ bytes: Int) -> String {
        bytes >= 1 << 30 ? "\(bytes >> 30) GiB" : bytes >= 1 << 20 ? "\(bytes >> 20) MiB" : bytes >= 1 << 10 ? "\(bytes >> 10) KiB" : "\(bytes) bytes"
    }
}
