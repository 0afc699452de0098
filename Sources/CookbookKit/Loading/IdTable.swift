#if canImport(Glibc)
import Glibc
#endif

/// Ids to their positions in file order (recipe ids; the indexer also uses it for
/// category ids).
///
/// An open-addressing table over the ids' UTF-8 bytes: for 100,000 ids it is smaller and
/// several times quicker to build than `[String: Int]`, and it can be asked with bytes
/// read from the file as well as with a `String`. Immutable once built.
final class IdTable: Sendable {
    /// Every id, back to back; id `i` is `bytes[starts[i]..<starts[i + 1]]`.
    private let bytes: OwnedBytes
    private let starts: [Int]
    /// Positions + 1 (0 is an empty slot), at the hash of each id.
    private let slots: [Int32]

    /// Takes the builder's memory; the builder must not be used after.
    init(_ builder: IdTableBuilder) {
        bytes = builder.bytes.freeze()
        starts = builder.starts
        slots = builder.slots
    }

    var count: Int { starts.count - 1 }

    /// The position of the first id equal to `id`.
    func index(of id: String) -> Int? {
        var id = id
        return id.withUTF8 { index(of: UnsafeRawBufferPointer($0)) }
    }

    func index(of key: UnsafeRawBufferPointer) -> Int? {
        slots.withUnsafeBufferPointer { slots in
            IdTableBuilder.find(key, in: slots, bytes: bytes.base, starts: starts)
        }
    }
}

/// Collects ids in order, saying which repeat an earlier one, then becomes an `IdTable`.
struct IdTableBuilder {
    fileprivate var bytes: ByteBuffer
    fileprivate var starts: [Int] = [0]
    fileprivate var slots: [Int32]

    /// `capacity`: how many ids are expected (the table grows past it if need be).
    init(capacity: Int, bytes: Int = 0) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        slots = Array(repeating: 0, count: size)
        self.bytes = ByteBuffer(capacity: max(bytes, capacity * 16))
        starts.reserveCapacity(capacity + 1)
    }

    var count: Int { starts.count - 1 }

    /// Appends the next id. Returns the position of an earlier equal id (the new one is
    /// then kept in order, but finding the id finds the first), or nil.
    mutating func append(_ id: String) -> Int? {
        var id = id
        return id.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    @inline(__always)
    mutating func append(_ key: UnsafeRawBufferPointer) -> Int? {
        let position = count
        let existing = slots.withUnsafeBufferPointer { slots in
            Self.find(key, in: slots, bytes: bytes.base, starts: starts)
        }
        if let start = key.baseAddress {
            bytes.append(start.assumingMemoryBound(to: UInt8.self), count: key.count)
        }
        starts.append(bytes.count)
        if let existing { return existing }
        if (position + 1) * 2 > slots.count { grow() }
        insert(position, key)
        return nil
    }

    func index(of key: UnsafeRawBufferPointer) -> Int? {
        slots.withUnsafeBufferPointer { slots in
            Self.find(key, in: slots, bytes: bytes.base, starts: starts)
        }
    }

    private mutating func insert(_ position: Int, _ key: UnsafeRawBufferPointer) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: Self.hash(key)) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(position + 1)
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: 0, count: old.count * 2)
        for entry in old where entry != 0 {
            let i = Int(entry) - 1
            insert(i, UnsafeRawBufferPointer(start: bytes.base + starts[i], count: starts[i + 1] - starts[i]))
        }
    }

    /// Keeps an id in order without making it findable (see `CookbookIndexer`).
    mutating func keep(_ key: UnsafeRawBufferPointer) {
        if let start = key.baseAddress {
            bytes.append(start.assumingMemoryBound(to: UInt8.self), count: key.count)
        }
        starts.append(bytes.count)
    }

    /// The bytes of id `i`.
    func key(at i: Int) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: bytes.base + starts[i], count: starts[i + 1] - starts[i])
    }

    /// Destroys the builder without making a table.
    func discard() { bytes.deallocate() }

    @inline(__always)
    static func find(
        _ key: UnsafeRawBufferPointer, in slots: UnsafeBufferPointer<Int32>,
        bytes: UnsafeMutablePointer<UInt8>, starts: [Int]
    ) -> Int? {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash(key)) & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return nil }
            let start = starts[entry - 1], length = starts[entry] - start
            if length == key.count,
               length == 0 || memcmp(bytes + start, key.baseAddress!, length) == 0 {
                return entry - 1
            }
            slot = (slot + 1) & mask
        }
    }

    /// A quick 64-bit hash of a short byte string, eight bytes at a time; the high bits
    /// are mixed down, so any low bits make a good slot.
    @inline(__always)
    static func hash(_ key: UnsafeRawBufferPointer) -> UInt64 {
        let n = key.count
        var h: UInt64 = 0x243F_6A88_85A3_08D3 ^ UInt64(n)
        var i = 0
        if let base = key.baseAddress {
            while i + 8 <= n {
                h = (h ^ base.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0x9E37_79B9_7F4A_7C15
                h ^= h >> 29
                i += 8
            }
            if i < n {
                var tail: UInt64 = 0
                var bits: UInt64 = 0
                while i < n {
                    tail |= UInt64(base.load(fromByteOffset: i, as: UInt8.self)) << bits
                    bits += 8
                    i += 1
                }
                h = (h ^ tail) &* 0x9E37_79B9_7F4A_7C15
                h ^= h >> 29
            }
        }
        h = h &* 0xFF51_AFD7_ED55_8CCD
        return h ^ (h >> 32)
    }
}
