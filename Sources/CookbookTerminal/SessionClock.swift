import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// Where the session's time comes from and how it waits: the system's clock and poll(2) in
/// the program (`SystemClock`), a clock that jumps to the next thing due in tests
/// (`TestBackend`), so that a ten-minute timer rings in a test at once and on time.
public protocol SessionClock: AnyObject {
    func now() -> Date
    /// As poll(2): waits until one of the descriptors is ready or `timeout` milliseconds
    /// pass (-1: no limit); the number ready, 0 when the time ran out, -1 on an error.
    func poll(_ descriptors: UnsafeMutableBufferPointer<pollfd>, timeout: Int32) -> Int32
}
