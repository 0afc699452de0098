#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A whole buffer written to a file descriptor, through short writes and interruptions: the
/// one loop for the library's spool, the commands' output and the terminal's frames.
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
}
