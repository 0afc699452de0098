#if canImport(Glibc)
import Glibc
#endif

/// Recipe ids to their positions in file order.
///
/// An open-addressing table over the ids' UTF-8 bytes, sized once: for 100,000 ids it is
/// smaller and several times quicker to build than `[String: Int]`, and it can be asked
/// with bytes read from the file as well as with a `String`. Each slot holds a few bits of
/// the id's hash and the id's position; the id itself is read from the recipes' summaries,
/// which hold it already (a copy of every id here cost about 40 bytes a recipe: 390 KB of
/// the 10,000-recipe cookbook's memory). Immutable once built.
package final class IdTable: Sendable {
    /// Recipe `i`'s id is the id of `summaries[i]`.
    private let summaries: RecipeSummaries
    /// 0 for an empty slot, else the top 24 bits of the id's hash and its position + 1.
    private let slots: [UInt64]
    package let count: Int

    /// The builder's slots, pointing at positions instead of its records, which are freed:
    /// the builder must not be used after. `summaries` are the recipes whose ids it read,
    /// in the same order.
    package init(_ builder: consuming IdTableBuilder, summaries: RecipeSummaries) {
        var slots: [UInt64] = []
        swap(&slots, &builder.slots)
        let records = builder.records.base
        for i in slots.indices where slots[i] != 0 {
            let record = UnsafeRawPointer(records + Int(slots[i] & 0xFF_FFFF_FFFF) - 1)
            let position = UInt64(record.loadUnaligned(as: UInt32.self))
            slots[i] = (slots[i] >> 40) << 40 | (position + 1)
        }
        builder.discard()
        self.slots = slots
        self.summaries = summaries
        count = builder.count
    }

    /// The position of the first id equal to `id`.
    package func index(of id: String) -> Int? {
        var id = id
        return id.withUTF8 { index(of: UnsafeRawBufferPointer($0)) }
    }

    package func index(of key: UnsafeRawBufferPointer) -> Int? {
        slots.withUnsafeBufferPointer { slots in
            IdTableBuilder.probe(IdTableBuilder.hash(key), in: slots) { value -> Int? in
                let position = Int(value & 0xFF_FFFF_FFFF) - 1
                let equal = summaries.withID(at: position) { id in
                    id.count == key.count && (key.count == 0 || memcmp(id.baseAddress!, key.baseAddress!, key.count) == 0)
                }
                return equal ? position : nil
            }.position
        }
    }
}

/// Collects ids in order, saying which repeat an earlier one, then becomes an `IdTable`.
package struct IdTableBuilder {
    /// Each id as a record: its position (4 bytes), its length (4 bytes), its bytes.
    fileprivate var records: ByteBuffer
    /// Where each id's record starts, in order (for `key(at:)`).
    private var starts: [Int] = []
    /// 0 for an empty slot, else the top 24 bits of the hash and the record's offset + 1.
    fileprivate var slots: [UInt64]
    /// Whether ids are findable (a table), or only kept in order.
    private let indexes: Bool

    /// `capacity`: how many ids are expected (the table grows past it if need be).
    /// `findable: false` only keeps the ids in order, for another builder to add.
    package init(capacity: Int, bytes: Int = 0, findable: Bool = true) {
        var size = 16
        while findable, size * 5 < capacity * 8 { size *= 2 }
        slots = findable ? Array(repeating: 0, count: size) : []
        indexes = findable
        records = ByteBuffer(capacity: max(bytes, capacity * 32))
        starts.reserveCapacity(capacity)
    }

    package var count: Int { starts.count }

    /// Appends the next id. Returns the position of an earlier equal id (the new one is
    /// then kept in order, but finding the id finds the first), or nil.
    package mutating func append(_ id: String) -> Int? {
        var id = id
        return id.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    @inline(__always)
    package mutating func append(_ key: UnsafeRawBufferPointer) -> Int? {
        let position = count
        let offset = addRecord(key, position: position)
        guard indexes else { return nil }
        if (position + 1) * 8 > slots.count * 5 { grow() }
        let hash = Self.hash(key)
        let found = slots.withUnsafeBufferPointer { slots in
            Self.find(key, hash, in: slots, records: records.base)
        }
        if let existing = found.position { return existing }
        slots[found.slot] = Self.slotValue(hash, offset)
        return nil
    }

    private mutating func addRecord(_ key: UnsafeRawBufferPointer, position: Int) -> Int {
        let offset = records.count
        starts.append(offset)
        var header = UInt64(UInt32(truncatingIfNeeded: position)) | UInt64(UInt32(truncatingIfNeeded: key.count)) << 32
        withUnsafeBytes(of: &header) { records.append($0.bindMemory(to: UInt8.self).baseAddress!, count: 8) }
        if let start = key.baseAddress {
            records.append(start.assumingMemoryBound(to: UInt8.self), count: key.count)
        }
        return offset
    }

    package func index(of key: UnsafeRawBufferPointer) -> Int? {
        slots.withUnsafeBufferPointer { slots in
            Self.find(key, Self.hash(key), in: slots, records: records.base).position
        }
    }

    /// The bytes of id `i`.
    package func key(at i: Int) -> UnsafeRawBufferPointer {
        let record = UnsafeRawPointer(records.base + starts[i])
        let length = Int(record.loadUnaligned(fromByteOffset: 4, as: UInt32.self))
        return UnsafeRawBufferPointer(start: record + 8, count: length)
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: 0, count: old.count * 2)
        let mask = slots.count - 1
        for value in old where value != 0 {
            let offset = Int(value & 0xFF_FFFF_FFFF) - 1
            let record = UnsafeRawPointer(records.base + offset)
            let length = Int(record.loadUnaligned(fromByteOffset: 4, as: UInt32.self))
            let hash = Self.hash(UnsafeRawBufferPointer(start: record + 8, count: length))
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = value
        }
    }

    /// Destroys the builder without making a table.
    package func discard() { records.deallocate() }

    /// This builder, moved out (for a table to take its slots without copying them); an
    /// empty one is left.
    package mutating func take() -> IdTableBuilder {
        let taken = self
        self = IdTableBuilder(capacity: 0, findable: false)
        return taken
    }

    @inline(__always)
    package static func slotValue(_ hash: UInt64, _ offset: Int) -> UInt64 {
        (hash >> 40) << 40 | UInt64(offset + 1)
    }

    /// The position of the id equal to `key`, or the empty slot where it would go.
    @inline(__always)
    package static func find(
        _ key: UnsafeRawBufferPointer, _ hash: UInt64, in slots: UnsafeBufferPointer<UInt64>,
        records: UnsafeMutablePointer<UInt8>
    ) -> (position: Int?, slot: Int) {
        probe(hash, in: slots) { value -> Int? in
            let record = UnsafeRawPointer(records + Int(value & 0xFF_FFFF_FFFF) - 1)
            let header = record.loadUnaligned(as: UInt64.self)
            let length = Int(header >> 32)
            guard length == key.count, length == 0 || memcmp(record + 8, key.baseAddress!, length) == 0 else { return nil }
            return Int(header & 0xFFFF_FFFF)
        }
    }

    /// The open-addressing walk of a builder's and a table's slots from `hash`: the position
    /// `match` finds in a slot whose tag is the hash's, or the empty slot where the walk ends.
    @inline(__always)
    package static func probe(
        _ hash: UInt64, in slots: UnsafeBufferPointer<UInt64>, match: (UInt64) -> Int?
    ) -> (position: Int?, slot: Int) {
        let mask = slots.count - 1
        let tag = hash >> 40
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let value = slots[slot]
            if value == 0 { return (nil, slot) }
            if value >> 40 == tag, let position = match(value) { return (position, slot) }
            slot = (slot + 1) & mask
        }
    }

    /// A quick 64-bit hash of a short byte string, eight bytes at a time; the high bits
    /// are mixed down, so any low bits make a good slot.
    @inline(__always)
    package static func hash(_ key: UnsafeRawBufferPointer) -> UInt64 {
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
