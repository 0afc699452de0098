#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A whole buffer written to a file descriptor, through short writes and interruptions: the
/// one loop for the commands' output, the terminal's frames and the files written; and the one
/// way a file is replaced whole or not at all.
public enum FileWriting {
    /// Writes all of `bytes`, at `offset` (`pwrite`) or, when nil, where the descriptor is.
    /// A descriptor that is not ready (`EAGAIN`) is waited for; false on any other failure
    /// (a closed pipe, a full disk, a terminal gone).
    public static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer, at offset: Int? = nil) -> Bool {
        var done = 0
        while done < bytes.count {
            let n = offset.map { pwrite(descriptor, bytes.baseAddress! + done, bytes.count - done, off_t($0 + done)) }
                ?? write(descriptor, bytes.baseAddress! + done, bytes.count - done)
            if n > 0 {
                done += n
            } else if n < 0, errno == EINTR {
                continue
            } else if n < 0, errno == EAGAIN {
                var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&ready, 1, 100)
            } else {
                return false
            }
        }
        return true
    }

    /// Writes `bytes` as the file at `path`, whole or not at all: to a temporary file beside
    /// it (hidden, so a library folder never reads it), renamed over it. Nil when written,
    /// else why not (`strerror`'s words).
    public static func replace(_ path: String, with bytes: UnsafeRawBufferPointer) -> String? {
        replace(path) { write in write(bytes) }
    }

    /// As `replace(_:with:)`, the bytes made as they are written: `body` gives them in parts
    /// to `write` (false once one could not be written: `body` may stop there) and says
    /// whether all were given. A file of the library's size is never held whole.
    public static func replace(_ path: String, writing body: (_ write: (UnsafeRawBufferPointer) -> Bool) -> Bool) -> String? {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let temporary = (folder.isEmpty ? "" : folder + "/") + ".\(name).\(getpid()).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        var why: Int32 = 0
        let written = body { part in
            guard why == 0 else { return false }
            if !writeAll(descriptor, part) { why = errno == 0 ? EIO : errno }
            return why == 0
        } && why == 0
        close(descriptor)
        guard written, rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(written ? errno : why))
            unlink(temporary)
            return reason
        }
        return nil
    }

    /// Moves a file this version cannot read out of the way of the next write, beside it as
    /// `<name>.bak-<date>` (`20261127-142455`, UTC, `seconds` since 1970): what it holds may be
    /// all someone has of it (a newer version wrote it, or a hand edited it). The path it was
    /// kept as, or nil when it could not be moved (then it is not to be written over either).
    public static func keepAside(_ path: String, at seconds: Int) -> String? {
        var time = time_t(seconds)
        var parts = tm()
        gmtime_r(&time, &parts)
        var stamp = [CChar](repeating: 0, count: 32)
        let length = strftime(&stamp, stamp.count, "%Y%m%d-%H%M%S", &parts)
        let aside = path + ".bak-" + String(decoding: stamp.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return rename(path, aside) == 0 ? aside : nil
    }
}
