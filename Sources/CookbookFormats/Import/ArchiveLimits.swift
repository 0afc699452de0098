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

