#if canImport(Glibc)
import Glibc
#endif

/// Which file or folder on which device, whatever path reaches it (a folder reached again
/// through a symbolic link is the same one).
public struct FileIdentity: Hashable, Sendable {
    public var device: UInt64
    public var inode: UInt64

    public init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}
