import CookbookStore
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Paths as the system has them: any bytes, any length.
@Suite struct RawPathTests {
    func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-rawpath-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Makes the folder or the file at these bytes, from the folder above's descriptor (it
    /// must be there).
    func make(_ path: [UInt8], folder: Bool = false) {
        let slash = path.lastIndex(of: 0x2F)!
        let above = path.withUnsafeBufferPointer { RawPath.open(UnsafeBufferPointer(rebasing: $0[..<slash]), O_RDONLY | O_DIRECTORY) }
        #expect(above >= 0)
        defer { close(above) }
        let name = path[(slash + 1)...].map { CChar(bitPattern: $0) } + [0]
        if folder {
            #expect(mkdirat(above, name, 0o755) == 0)
        } else {
            let file = openat(above, name, O_WRONLY | O_CREAT, 0o644)
            #expect(file >= 0)
            close(file)
        }
    }

    @Test func aPathShownRepairedIsFoundAgainAsItsBytes() throws {
        let root = try folder()
        let cafe = Array((root + "/caf").utf8) + [0xE9]
        make(cafe, folder: true)
        make(cafe + Array("/Soup.cook".utf8))
        #expect(RawPath.onDisk(shown: root + "/caf\u{FFFD}/Soup.cook") == cafe + Array("/Soup.cook".utf8))
        make(Array((root + "/plain").utf8))
        #expect(RawPath.onDisk(shown: root + "/plain") == Array((root + "/plain").utf8), "a path that is there is itself")
        // Two names that show alike: which one is meant cannot be told.
        make(Array((root + "/a").utf8) + [0xFE])
        make(Array((root + "/a").utf8) + [0xFF])
        #expect(RawPath.onDisk(shown: root + "/a\u{FFFD}") == nil)
    }

    @Test func aPathLongerThanPathMaxOpens() throws {
        var path = Array(try folder().utf8)
        for n in 0..<25 {
            path += Array(("/" + String(repeating: Character(UnicodeScalar(UInt8(0x61 + n))), count: 200)).utf8)
            make(path, folder: true)
        }
        #expect(path.count > 5_000)
        let file = path + Array("/deep.cook".utf8)
        make(file)
        let descriptor = file.withUnsafeBufferPointer { RawPath.open($0, O_RDONLY) }
        #expect(descriptor >= 0, "opened from its folders")
        var info = stat()
        #expect(fstat(descriptor, &info) == 0 && info.st_mode & S_IFMT == S_IFREG)
        close(descriptor)
        let missing = (file + Array("x".utf8)).withUnsafeBufferPointer { RawPath.open($0, O_RDONLY) }
        #expect(missing == -1 && errno == ENOENT, "a file that is not there says so")
    }
}
