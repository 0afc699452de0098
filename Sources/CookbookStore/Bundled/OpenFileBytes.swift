import CookbookFormats
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// A bundled cookbook's bytes read again from its file, which stays open for the life of the
/// library: a large file is never held in memory whole.
final class OpenFileBytes: CookbookBytes, @unchecked Sendable {
    private let descriptor: Int32

    /// Takes ownership of an open descriptor; closes it when the cookbook goes away.
    init(fileDescriptor: Int32) {
        descriptor = fileDescriptor
    }

    deinit {
        close(descriptor)
    }

    func read(offset: Int, count: Int) -> Data? {
        var buffer = Data(count: count)
        let complete = buffer.withUnsafeMutableBytes { raw -> Bool in
            var done = 0
            while done < count {
                let n = pread(descriptor, raw.baseAddress! + done, count - done, off_t(offset + done))
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return false }
                done += n
            }
            return true
        }
        return complete ? buffer : nil
    }
}
