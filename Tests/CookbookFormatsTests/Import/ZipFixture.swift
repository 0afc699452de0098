@testable import CookbookFormats
import Foundation

/// Archives written in the tests, member by member: stored, or "deflated" as deflate's stored
/// blocks (valid deflate data that zlib unpacks), with fields to make them lie.
struct ZipFixture {
    struct Member {
        var name: String
        var bytes: [UInt8]
        var deflated = false
        /// The CRC-32 the directory claims; the true one when nil.
        var crc: UInt32?
        /// The size the directory claims; the true one when nil.
        var size: Int?
        var flags: UInt16 = 0
        /// Deflate data whose last block is not marked last: it never ends.
        var unfinished = false
        /// The member's data as written, whatever `bytes` says.
        var data: [UInt8]?
    }

    var members: [Member] = []

    mutating func add(_ name: String, _ bytes: [UInt8], deflated: Bool = false) {
        members.append(Member(name: name, bytes: bytes, deflated: deflated))
    }

    mutating func add(_ name: String, _ text: String, deflated: Bool = false) {
        add(name, Array(text.utf8), deflated: deflated)
    }

    var bytes: [UInt8] {
        var out: [UInt8] = []
        var directory: [UInt8] = []
        for member in members {
            let data = member.data ?? (member.deflated ? Self.storedBlocks(member.bytes, final: !member.unfinished) : member.bytes)
            let name = Array(member.name.utf8)
            let crc = member.crc ?? Inflate.crc32(member.bytes)
            let size = member.size ?? member.bytes.count
            let method: UInt16 = member.deflated ? 8 : 0
            let offset = out.count
            out += Self.u32(0x0403_4B50) + Self.u16(20) + Self.u16(member.flags) + Self.u16(method) + Self.u32(0)
                + Self.u32(crc) + Self.u32(UInt32(data.count)) + Self.u32(UInt32(size)) + Self.u16(UInt16(name.count)) + Self.u16(0)
            out += name + data
            directory += Self.u32(0x0201_4B50) + Self.u16(20) + Self.u16(20) + Self.u16(member.flags) + Self.u16(method) + Self.u32(0)
                + Self.u32(crc) + Self.u32(UInt32(data.count)) + Self.u32(UInt32(size)) + Self.u16(UInt16(name.count))
                + Self.u16(0) + Self.u16(0) + Self.u16(0) + Self.u16(0) + Self.u32(0) + Self.u32(UInt32(offset)) + name
        }
        let start = out.count
        out += directory
        out += Self.u32(0x0605_4B50) + Self.u16(0) + Self.u16(0) + Self.u16(UInt16(members.count)) + Self.u16(UInt16(members.count))
            + Self.u32(UInt32(directory.count)) + Self.u32(UInt32(start)) + Self.u16(0)
        return out
    }

    /// Deflate's stored blocks holding `bytes`.
    static func storedBlocks(_ bytes: [UInt8], final: Bool = true) -> [UInt8] {
        var out: [UInt8] = []
        var start = 0
        repeat {
            let count = min(bytes.count - start, 0xFFFF)
            let last = start + count == bytes.count
            out.append(last && final ? 1 : 0)
            out += u16(UInt16(count)) + u16(~UInt16(count))
            out += bytes[start..<(start + count)]
            start += count
        } while start < bytes.count
        return out
    }

    /// A gzip file of `bytes` (stored blocks inside).
    static func gzip(_ bytes: [UInt8]) -> [UInt8] {
        [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF] + storedBlocks(bytes) + u32(Inflate.crc32(bytes)) + u32(UInt32(bytes.count))
    }

    static func u16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
    static func u32(_ value: UInt32) -> [UInt8] { u16(UInt16(value & 0xFFFF)) + u16(UInt16(value >> 16)) }

    /// What Python's zipfile (or gzip) writes for `script`'s archive, printed to standard output.
    static func python(_ script: String) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return [UInt8](data)
    }

    /// The first bytes of a PNG, enough to be one.
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D]
    static let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10, 0x4A, 0x46]
}
