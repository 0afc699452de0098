import CookbookFixtures
import CookbookStore
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// What can be wrong with the file itself, rather than its contents.
@Suite struct FileAccessTests {
    @Test func devicesAreRefusedRatherThanReadForever() {
        do {
            _ = try CookbookLoader.load(path: "/dev/zero")
            Issue.record("read /dev/zero")
        } catch {
            #expect(error.description == "/dev/zero: cannot read the file: it is not a regular file")
        }
    }

    @Test func aFileThatCannotBeReadSaysWhy() {
        // As root, permissions cannot make a file unreadable; reading /proc/self/mem at
        // offset 0 fails with an I/O error for anyone.
        do {
            _ = try CookbookLoader.load(path: "/proc/self/mem")
            Issue.record("read /proc/self/mem")
        } catch {
            #expect(error.description == "/proc/self/mem: cannot read the file: Input/output error")
        }
        guard getuid() != 0 else { return }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("locked-\(UUID().uuidString).json")
        #expect(FileManager.default.createFile(atPath: url.path, contents: Data("{}".utf8), attributes: [.posixPermissions: 0]))
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            _ = try CookbookLoader.load(path: url.path)
            Issue.record("read a file with mode 000")
        } catch {
            #expect(error.description == "\(url.path): cannot read the file: permission denied")
        }
    }

    @Test func aFileLargerThanTheLimitIsRefusedUnread() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("huge-\(UUID().uuidString).json")
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        defer { try? FileManager.default.removeItem(at: url) }
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(CookbookLoader.maximumFileSize + 1))  // sparse: no disk used
        try handle.close()
        do {
            _ = try CookbookLoader.load(path: url.path)
            Issue.record("loaded a file over the limit")
        } catch {
            #expect(error.description == "\(url.path): cannot read the file: it is larger than \(CookbookLoader.maximumFileSize >> 20) MB")
        }
    }

    @Test func aPipeIsReadToItsEnd() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]) }
        let json = Array(#"{"version": 1, "categories": [{"id": "a", "name": "A"}], "recipes": []}"#.utf8)
        #expect(json.withUnsafeBytes { write(fds[1], $0.baseAddress, $0.count) } == json.count)
        close(fds[1])
        let cookbook = try CookbookLoader.load(path: "/dev/fd/\(fds[0])")
        #expect(cookbook.catalog.categories.map(\.id) == ["a"])
    }
}
