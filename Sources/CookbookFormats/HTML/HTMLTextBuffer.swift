/// An element's text as a browser shows it, gathered as `HTMLElementReader` is told it: line
/// breaks, tabs and form feeds in the source are spaces; blocks end lines; a cell starts
/// after a space. Entities are left for `HTMLText` to decode. At most `limit` bytes.
struct HTMLTextBuffer {
    private(set) var bytes: [UInt8] = []
    static let limit = 1 << 20
    /// How many buffers a reader fills at once, at most: each takes every text after it was
    /// opened, so 300,000 unclosed elements would take it 300,000 times.
    static let mostAtOnce = 32

    mutating func append(_ range: Range<Int>, of page: UnsafeBufferPointer<UInt8>) {
        for index in range.prefix(Self.limit - bytes.count) {
            let byte = page[index]
            bytes.append(byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0x0C ? 0x20 : byte)
        }
    }

    mutating func lineBreak() {
        if bytes.count < Self.limit, bytes.last != 0x0A { bytes.append(0x0A) }
    }

    /// A byte that is not text, for the reader to find again (it starts a line).
    mutating func mark(_ byte: UInt8) {
        if bytes.count < Self.limit { bytes.append(byte) }
    }

    mutating func space() {
        if bytes.count < Self.limit { bytes.append(0x20) }
    }

    var string: String { String(decoding: bytes, as: UTF8.self) }
}
