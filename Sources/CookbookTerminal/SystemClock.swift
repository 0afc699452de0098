import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// The system's clock and poll(2).
public final class SystemClock: SessionClock {
    public init() {}

    public func now() -> Date { Date() }

    public func poll(_ descriptors: UnsafeMutableBufferPointer<pollfd>, timeout: Int32) -> Int32 {
        Glibc.poll(descriptors.baseAddress, nfds_t(descriptors.count), timeout)
    }
}
