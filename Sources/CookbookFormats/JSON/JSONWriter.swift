import CookbookModel
#if canImport(Glibc)
import Glibc
#endif

/// JSON text written straight into bytes, a value at a time, with no tree of values built
/// first and no Codable: the one writer of the JSON cookbook keeps or prints (the store's
/// bodies, `show --format json` and `jsonld`, `list --json`, `search --json`, the shopping
/// list's JSON). It alone decides how JSON looks:
///
/// - strings: `"`, `\` and the control characters below U+0020 escaped (`\n`, `\r`, `\t`,
///   `\b`, `\f`, else `\u00xx`), everything else as it is (`/`, non-ASCII, U+2028);
/// - numbers: as `JSONEncoder` writes them, `description` without a final `.0` (`0.5`,
///   `1e-07`, `100`, `-0`, `9.007199254740994e+15`); JSON has no infinity and no NaN, so
///   those are refused;
/// - layout: `compact` (no space, no line break) or `indented` (a member or an element a
///   line, two spaces a level, `"key": value`, `[]` and `{}` when empty);
/// - key order: as written, or `sorted` by their UTF-8 bytes (each object's members are put
///   in order when it ends, so a caller writes them in whatever order is natural to it).
///
/// The caller writes the structure: `field` before each value of an object, `element` before
/// each value of an array.
///
/// The bytes are the writer's own (a `ByteBuffer`: an append is a capacity check and a copy,
/// without an array's checks; the store writes every body of a library with it), so a writer
/// cannot be copied; `bytes` gives a copy of what it wrote.
public struct JSONWriter: ~Copyable {
    public enum Layout: Sendable {
        /// `{"a":1,"b":[]}`: the store's bodies.
        case compact
        /// A member or an element a line, two spaces a level, `"key": value`: what cookbook
        /// prints (the layout of the bundled `recipes.json`).
        case indented
    }

    public enum KeyOrder: Sendable {
        case asWritten
        /// By the keys' UTF-8 bytes (`"B"` before `"a"`), as `JSONEncoder`'s `.sortedKeys`.
        case sorted
    }

    public enum Failure: Error, Equatable {
        /// JSON has no infinity and no NaN.
        case notFinite(Double)
    }

    private var buffer: ByteBuffer
    public let layout: Layout
    public let keyOrder: KeyOrder
    /// How many objects and arrays are open.
    private var depth = 0
    /// Whether the object or array being written has no element yet (no comma before the next).
    private var first = true
    /// With sorted keys: the members of the open objects, innermost last, and where each open
    /// object's begin in `members`.
    private var members: [Member] = []
    private var objects: [Int] = []

    /// A member of an object, as offsets in the bytes: its key (with its quotes) starts at
    /// `start` and ends at `keyEnd`; its value ends at `end`, known when the next member or
    /// the end of the object is written.
    private struct Member {
        var start: Int
        var keyEnd: Int
        var end = 0
    }

    public init(_ layout: Layout = .compact, keys: KeyOrder = .asWritten, capacity: Int = 2048) {
        self.layout = layout
        keyOrder = keys
        buffer = ByteBuffer(capacity: capacity)
    }

    deinit { buffer.deallocate() }

    /// What is written so far.
    public var bytes: [UInt8] { Array(buffer.bytes) }

    /// How many bytes are written so far.
    public var count: Int { buffer.count }

    public mutating func beginObject() {
        buffer.append(UInt8(ascii: "{"))
        open()
        if keyOrder == .sorted { objects.append(members.count) }
    }

    public mutating func endObject() {
        if keyOrder == .sorted {
            let start = objects.removeLast()
            if members.count > start {
                members[members.count - 1].end = buffer.count
                sortMembers(from: start)
                members.removeSubrange(start...)
            }
        }
        close(UInt8(ascii: "}"))
    }

    public mutating func beginArray() {
        buffer.append(UInt8(ascii: "["))
        open()
    }

    public mutating func endArray() {
        close(UInt8(ascii: "]"))
    }

    /// Before a value of an array.
    public mutating func element() {
        if !first { buffer.append(UInt8(ascii: ",")) }
        first = false
        if layout == .indented { newLine() }
    }

    /// Before a value of an object: its key.
    public mutating func field(_ key: String) {
        if keyOrder == .sorted, members.count > objects[objects.count - 1] {
            members[members.count - 1].end = buffer.count
        }
        element()
        let start = buffer.count
        string(key)
        if keyOrder == .sorted { members.append(Member(start: start, keyEnd: buffer.count)) }
        buffer.append(UInt8(ascii: ":"))
        if layout == .indented { buffer.append(UInt8(ascii: " ")) }
    }

    /// Before a value of an object: its key, as the format names it.
    public mutating func field(_ key: some CodingKey) {
        field(key.stringValue)
    }

    /// A member whose value is a string.
    public mutating func field(_ key: String, _ text: String) {
        field(key)
        string(text)
    }

    /// `text` as a JSON string, escaped where it must be.
    public mutating func string(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ quote($0) }) == nil {
            var text = text
            text.withUTF8 { quote($0) }
        }
    }

    public mutating func number(_ value: Int) {
        integer(Int64(value))
    }

    /// A number as `JSONEncoder` writes it: its `description` without a final `.0`. That is
    /// the digits of a whole one up to 2^53, written here without making the string (any
    /// other `description` writes with a fraction or an exponent: `0.5`, `9.007199254740994e+15`).
    public mutating func number(_ value: Double) throws(JSONWriter.Failure) {
        guard value.isFinite else { throw JSONWriter.Failure.notFinite(value) }
        if value == value.rounded(), value.magnitude <= 0x1p53 {
            if value == 0, value.sign == .minus { buffer.append(UInt8(ascii: "-")) }
            integer(Int64(value))
        } else {
            var text = value.description
            text.withUTF8 { buffer.append($0) }
        }
    }

    public mutating func bool(_ value: Bool) {
        var text = value ? "true" : "false"
        text.withUTF8 { buffer.append($0) }
    }

    /// An array of strings.
    public mutating func strings(_ texts: [String]) {
        beginArray()
        for text in texts {
            element()
            string(text)
        }
        endArray()
    }

    /// The text written so far up to its last line break, taken out: a long indented
    /// document printed in pieces (`list --json`), never held whole. With sorted keys, only
    /// between the values of arrays (no object open).
    public mutating func takeLines() -> [UInt8] {
        precondition(objects.isEmpty, "an open object's members are still to be sorted")
        guard let last = buffer.bytes.lastIndex(of: UInt8(ascii: "\n")) else { return [] }
        let lines = Array(UnsafeBufferPointer(rebasing: buffer.bytes[...last]))
        let rest = buffer.count - (last + 1)
        memmove(buffer.base, buffer.base + last + 1, rest)
        buffer.truncate(to: rest)
        return lines
    }

    private mutating func open() {
        depth += 1
        first = true
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        if layout == .indented, !first { newLine() }
        buffer.append(bracket)
        first = false
    }

    private mutating func newLine() {
        buffer.append(UInt8(ascii: "\n"))
        for _ in 0..<2 * depth { buffer.append(UInt8(ascii: " ")) }
    }

    /// The members of the object that ends, from `members[start]`, in the order of their keys
    /// (equal keys keep their order): each moved whole, with what it holds, and the same
    /// separator between them. Nothing moves when they were written in order.
    private mutating func sortMembers(from start: Int) {
        let last = members.count - 1
        guard last > start else { return }
        if (start..<last).allSatisfy({ !precedes(members[$0 + 1], members[$0]) }) { return }
        let order = (start...last).sorted { a, b in
            precedes(members[a], members[b]) || (!precedes(members[b], members[a]) && a < b)
        }
        let written = buffer.bytes
        let separator = written[members[start].end ..< members[start + 1].start]
        var region: [UInt8] = []
        region.reserveCapacity(members[last].end - members[start].start)
        for (n, index) in order.enumerated() {
            if n > 0 { region += separator }
            region += written[members[index].start ..< members[index].end]
        }
        // As long as what it replaces: the same members and separators.
        region.withUnsafeBufferPointer { _ = memcpy(buffer.base + members[start].start, $0.baseAddress!, $0.count) }
    }

    /// Whether `a`'s key comes before `b`'s: their bytes as written, without the quotes.
    private func precedes(_ a: Member, _ b: Member) -> Bool {
        let written = buffer.bytes
        return written[a.start + 1 ..< a.keyEnd - 1].lexicographicallyPrecedes(written[b.start + 1 ..< b.keyEnd - 1])
    }

    /// `utf8` in quotes, escaped where it must be.
    private mutating func quote(_ utf8: UnsafeBufferPointer<UInt8>) {
        buffer.append(UInt8(ascii: "\""))
        if let first = Self.firstToEscape(utf8) {
            appendEscaped(utf8, from: first)
        } else {
            buffer.append(utf8)
        }
        buffer.append(UInt8(ascii: "\""))
    }

    /// Where the first byte that must be escaped is: looked at eight bytes at a time.
    @inline(__always) private static func firstToEscape(_ utf8: UnsafeBufferPointer<UInt8>) -> Int? {
        var k = 0
        let count = utf8.count
        while k + 8 <= count, !needsEscape(UnsafeRawPointer(utf8.baseAddress! + k).loadUnaligned(as: UInt64.self)) {
            k += 8
        }
        while k < count {
            let byte = utf8[k]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == 0x5C { return k }
            k += 1
        }
        return nil
    }

    /// Whether one of the eight bytes is below 0x20, `"` or `\` (the tests of "Bit Twiddling
    /// Hacks", `hasless` and `haszero`: a borrow may mark a byte wrongly, never all of them).
    @inline(__always) private static func needsEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let quote = word ^ (ones &* UInt64(UInt8(ascii: "\""))), backslash = word ^ (ones &* 0x5C)
        let below20 = (word &- ones &* 0x20) & ~word
        let zero = ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)
        return (below20 | zero) & (ones &* 0x80) != 0
    }

    /// `utf8` with `"`, `\` and the control characters escaped, the first at `first`.
    private mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>, from first: Int) {
        var plain = 0
        for k in first..<utf8.count {
            let byte = utf8[k]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == 0x5C else { continue }
            buffer.append(UnsafeBufferPointer(rebasing: utf8[plain..<k]))
            plain = k + 1
            buffer.append(0x5C)
            switch byte {
            case UInt8(ascii: "\""), 0x5C: buffer.append(byte)
            case 0x0A: buffer.append(UInt8(ascii: "n"))
            case 0x0D: buffer.append(UInt8(ascii: "r"))
            case 0x09: buffer.append(UInt8(ascii: "t"))
            case 0x08: buffer.append(UInt8(ascii: "b"))
            case 0x0C: buffer.append(UInt8(ascii: "f"))
            default:
                let hex = Array("0123456789abcdef".utf8)
                for digit in [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]] {
                    buffer.append(digit)
                }
            }
        }
        buffer.append(UnsafeBufferPointer(rebasing: utf8[plain...]))
    }

    /// The decimal digits of `value`, as `String(value)` gives them (without making one).
    private mutating func integer(_ value: Int64) {
        if value < 0 { buffer.append(UInt8(ascii: "-")) }
        var rest = value.magnitude
        // At most 20 digits; written from the last.
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { digits in
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            buffer.append(UnsafeBufferPointer(rebasing: digits.bindMemory(to: UInt8.self)[start...]))
        }
    }
}
