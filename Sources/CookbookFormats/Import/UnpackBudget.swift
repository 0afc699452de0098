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
