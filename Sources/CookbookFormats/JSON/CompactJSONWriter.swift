/// Compact JSON written straight into bytes, a value at a time: no spaces, `/` not escaped,
/// a whole double without a fraction, as `JSONEncoder` writes with its default settings, but
/// with no tree of values built first and no Codable (`Recipe.compactJSON`, the store's bodies:
/// a fifth of what Codable cost a recipe on a first reading).
///
/// The caller writes the structure: `field` before each value of an object, `element` before
/// each value of an array.
public struct CompactJSONWriter {
    public enum Failure: Error, Equatable {
        /// JSON has no infinity and no NaN.
        case notFinite(Double)
    }

    private(set) var bytes: [UInt8] = []
    /// Whether the object or array being written has no element yet (no comma before the next).
    private var first = true

    init(capacity: Int = 2048) {
        bytes.reserveCapacity(capacity)
    }

    mutating func beginObject() {
        bytes.append(UInt8(ascii: "{"))
        first = true
    }

    mutating func endObject() {
        bytes.append(UInt8(ascii: "}"))
        first = false
    }

    mutating func beginArray() {
        bytes.append(UInt8(ascii: "["))
        first = true
    }

    mutating func endArray() {
        bytes.append(UInt8(ascii: "]"))
        first = false
    }

    /// Before a value of an array.
    mutating func element() {
        if !first { bytes.append(UInt8(ascii: ",")) }
        first = false
    }

    /// Before a value of an object: its key.
    mutating func field(_ key: some CodingKey) {
        element()
        // The format's keys are plain ASCII names: nothing in them to escape.
        var name = key.stringValue
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8 { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
    }

    mutating func string(_ text: String) {
        Self.append(string: text, to: &bytes)
    }

    mutating func number(_ value: Int) {
        Self.append(integer: Int64(value), to: &bytes)
    }

    mutating func number(_ value: Double) throws(CompactJSONWriter.Failure) {
        try Self.append(number: value, to: &bytes)
    }

    mutating func bool(_ value: Bool) {
        bytes += (value ? "true" : "false").utf8
    }

    /// An array of strings.
    mutating func strings(_ texts: [String]) {
        beginArray()
        for text in texts {
            element()
            string(text)
        }
        endArray()
    }

    /// `text` as a JSON string, escaped where it must be.
    static func append(string text: String, to bytes: inout [UInt8]) {
        var text = text
        // Most text needs no escape: copied in one piece.
        text.withUTF8 { utf8 in
            if !utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == 0x5C }) {
                bytes.append(UInt8(ascii: "\""))
                bytes.append(contentsOf: utf8)
                bytes.append(UInt8(ascii: "\""))
                return
            }
            bytes.append(UInt8(ascii: "\""))
            var plain = 0
            for (k, byte) in utf8.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == 0x5C {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plain..<k]))
                plain = k + 1
                switch byte {
                case UInt8(ascii: "\""): bytes += [0x5C, UInt8(ascii: "\"")]
                case 0x5C: bytes += [0x5C, 0x5C]
                case 0x0A: bytes += [0x5C, UInt8(ascii: "n")]
                case 0x0D: bytes += [0x5C, UInt8(ascii: "r")]
                case 0x09: bytes += [0x5C, UInt8(ascii: "t")]
                case 0x08: bytes += [0x5C, UInt8(ascii: "b")]
                case 0x0C: bytes += [0x5C, UInt8(ascii: "f")]
                default:
                    let hex = Array("0123456789abcdef".utf8)
                    bytes += [0x5C, UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plain...]))
            bytes.append(UInt8(ascii: "\""))
        }
    }

    /// The decimal digits of `value`, as `String(value)` gives them (without making one).
    static func append(integer value: Int64, to bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var rest = value.magnitude
        // At most 20 digits; written from the last.
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { buffer in
            var start = buffer.count
            repeat {
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            bytes.append(contentsOf: buffer[start...])
        }
    }

    /// A number as JSONEncoder writes it: a whole one as an integer.
    static func append(number value: Double, to bytes: inout [UInt8]) throws(CompactJSONWriter.Failure) {
        guard value.isFinite else { throw CompactJSONWriter.Failure.notFinite(value) }
        if value == value.rounded(), abs(value) < 1e15 {
            append(integer: Int64(value), to: &bytes)
        } else {
            bytes += value.description.utf8
        }
    }
}
