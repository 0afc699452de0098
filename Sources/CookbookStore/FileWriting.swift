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
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let temporary = (folder.isEmpty ? "" : folder + "/") + ".\(name).\(getpid()).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        let written = writeAll(descriptor, bytes)
        let why = errno
        close(descriptor)
        guard written, rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(written ? errno : why))
            unlink(temporary)
            return reason
        }
        return nil
    }
}
