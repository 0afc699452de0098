/// A zip archive's directory, read from its bytes, and its members unpacked one at a time,
/// within an `UnpackBudget`. Only reads: a member's name is a label for messages and for
/// finding the files beside it, never a place on disk.
///
/// The central directory is read as the format says (the end record found from the end, ZIP64
/// sizes and offsets, names in UTF-8 or, without its flag, as UTF-8 when they are), and each
/// member's data is found from its local header. Stored and deflated members are read (zlib,
/// `Inflate`); others (encrypted, another method) are failures of their own. A member must
/// unpack to the size the directory gives and have its CRC-32.
///
/// weichsel/ZIPFoundation 0.9.20 was the plan; its Linux inflate loops forever when a
/// member's deflate data ends early (it reads on past the end of the file, getting nothing,
/// while the stream has not ended) and gives zlib a whole buffer's length for the last, shorter
/// chunk, so a hostile archive hangs or reads past its data. The directory is a few fields,
/// read here; zlib does the unpacking.
struct ZipArchive {
    struct Entry: Equatable {
        /// As the archive writes it (`My Recipes/Pie.paprikarecipe`), control characters shown
        /// as U+FFFD.
        var name: String
        var isDirectory: Bool
        var flags: UInt16
        var method: UInt16
        var crc: UInt32
        var packedSize: Int
        var size: Int
        var headerOffset: Int
    }

    let bytes: [UInt8]
    let entries: [Entry]

    /// A local header's signature, or an empty archive's end record.
    static func isZip(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 22 && bytes[0] == 0x50 && bytes[1] == 0x4B
            && ((bytes[2] == 3 && bytes[3] == 4) || (bytes[2] == 5 && bytes[3] == 6))
    }

    /// The directory of `bytes`; `label` names the archive in a refusal.
    init(_ bytes: [UInt8], label: String, budget: inout UnpackBudget) throws(ArchiveRefusal) {
        self.bytes = bytes
        let reader = Bytes(bytes)
        func damaged(_ why: String) -> ArchiveRefusal { ArchiveRefusal(message: "\(label) is not a readable zip: \(why)", damage: why) }

        // The end record: its signature, with its comment reaching the end or short of it.
        var end: Int?
        var position = bytes.count - 22
        while position >= 0, position >= bytes.count - 22 - 0xFFFF {
            if reader.u32(position) == 0x0605_4B50 { end = position; break }
            position -= 1
        }
        guard let end else { throw damaged("no end of central directory") }
        guard reader.u16(end + 4) == 0, reader.u16(end + 6) == 0 else { throw damaged("a multi-part archive") }
        var count = Int(reader.u16(end + 10))
        var directorySize = Int(reader.u32(end + 12))
        var directoryOffset = Int(reader.u32(end + 16))
        if count == 0xFFFF || directorySize == 0xFFFF_FFFF || directoryOffset == 0xFFFF_FFFF {
            // ZIP64: the locator just before the end record names the ZIP64 end record.
            guard end >= 20, reader.u32(end - 20) == 0x0706_4B50, let record = reader.int64(end - 12),
                  reader.u32(record) == 0x0606_4B50, let records = reader.int64(record + 32),
                  let size = reader.int64(record + 40), let offset = reader.int64(record + 48)
            else { throw damaged("a ZIP64 end record that is not there") }
            (count, directorySize, directoryOffset) = (records, size, offset)
        }
        guard directoryOffset <= bytes.count, directorySize <= bytes.count - directoryOffset else {
            throw damaged("its directory lies outside it")
        }
        try budget.list(count, in: label)

        var entries: [Entry] = []
        entries.reserveCapacity(min(count, 4096))
        var at = directoryOffset
        for _ in 0..<count {
            guard reader.u32(at) == 0x0201_4B50, at + 46 <= bytes.count else { throw damaged("a broken directory entry") }
            let nameLength = Int(reader.u16(at + 28))
            let extraLength = Int(reader.u16(at + 30))
            let commentLength = Int(reader.u16(at + 32))
            let next = at + 46 + nameLength + extraLength + commentLength
            guard next <= bytes.count else { throw damaged("a broken directory entry") }
            let flags = reader.u16(at + 8)
            var packed = Int(reader.u32(at + 20))
            var size = Int(reader.u32(at + 24))
            var offset = Int(reader.u32(at + 42))
            // ZIP64's extra field holds, in this order, the fields the entry left at all ones.
            var extra = at + 46 + nameLength
            let extraEnd = extra + extraLength
            while extra + 4 <= extraEnd {
                let tag = reader.u16(extra)
                let length = Int(reader.u16(extra + 2))
                guard extra + 4 + length <= extraEnd else { break }
                if tag == 1 {
                    var field = extra + 4
                    func take(_ value: inout Int) {
                        guard value == 0xFFFF_FFFF, field + 8 <= extra + 4 + length, let wide = reader.int64(field) else { return }
                        value = wide
                        field += 8
                    }
                    take(&size)
                    take(&packed)
                    take(&offset)
                }
                extra += 4 + length
            }
            let nameBytes = bytes[(at + 46)..<(at + 46 + nameLength)]
            let name = Self.label(nameBytes)
            entries.append(Entry(
                name: name, isDirectory: nameBytes.last == UInt8(ascii: "/") || nameBytes.last == UInt8(ascii: "\\"),
                flags: flags, method: reader.u16(at + 10), crc: reader.u32(at + 16),
                packedSize: packed, size: size, headerOffset: offset))
            at = next
        }
        self.entries = entries
    }

    /// A member's bytes, checked against the directory, or why it has none. A bomb, or
    /// unpacking past the budget, refuses the whole archive.
    func contents(of entry: Entry, label: String, budget: inout UnpackBudget) throws(ArchiveRefusal) -> Result<[UInt8], ExportProblem> {
        let reader = Bytes(bytes)
        if entry.flags & 1 != 0 { return .failure(ExportProblem("encrypted, not read")) }
        guard entry.method == 0 || entry.method == 8 else {
            return .failure(ExportProblem("compressed by method \(entry.method), not read (only stored and deflated)"))
        }
        let at = entry.headerOffset
        guard at >= 0, at <= bytes.count - 30, reader.u32(at) == 0x0403_4B50 else {
            return .failure(ExportProblem("damaged: no local header where the directory says"))
        }
        let start = at + 30 + Int(reader.u16(at + 26)) + Int(reader.u16(at + 28))
        guard entry.packedSize >= 0, start <= bytes.count, entry.packedSize <= bytes.count - start else {
            return .failure(ExportProblem("damaged: its data runs past the end of the archive"))
        }
        try budget.check(packed: entry.packedSize, unpacked: entry.size, what: label)
        let packed = bytes[start..<(start + entry.packedSize)]
        let unpacked: [UInt8]
        if entry.method == 0 {
            guard entry.size == entry.packedSize else { return .failure(ExportProblem("damaged: stored with two sizes")) }
            unpacked = Array(packed)
        } else {
            switch Inflate.unpack(packed, format: .raw, limit: entry.size) {
            case .success(let bytes): unpacked = bytes
            case .failure(.tooLarge): return .failure(ExportProblem("damaged: it unpacks to more than its stated size"))
            case .failure(.damaged): return .failure(ExportProblem("damaged: its deflate data does not unpack"))
            }
        }
        budget.spend(unpacked.count)
        guard unpacked.count == entry.size else { return .failure(ExportProblem("damaged: it unpacks to another size than stated")) }
        guard Inflate.crc32(unpacked) == entry.crc else { return .failure(ExportProblem("damaged: its CRC-32 does not match")) }
        return .success(unpacked)
    }

    /// A name as text for messages: UTF-8 (invalid bytes and control characters as U+FFFD).
    static func label<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.unicodeScalars.contains(where: { $0.value < 0x20 || ($0.value >= 0x7F && $0.value < 0xA0) }) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map {
            $0.value < 0x20 || ($0.value >= 0x7F && $0.value < 0xA0) ? "\u{FFFD}" : $0
        }))
    }

    /// Little-endian fields at any offset, zero past the end.
    private struct Bytes {
        let bytes: [UInt8]
        init(_ bytes: [UInt8]) { self.bytes = bytes }

        func u16(_ at: Int) -> UInt16 {
            guard at >= 0, at <= bytes.count - 2 else { return 0 }
            return UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8
        }

        func u32(_ at: Int) -> UInt32 {
            guard at >= 0, at <= bytes.count - 4 else { return 0 }
            return UInt32(u16(at)) | UInt32(u16(at + 2)) << 16
        }

        /// A 64-bit field as an Int, nil when it does not fit one (or is past the end).
        func int64(_ at: Int) -> Int? {
            guard at >= 0, at <= bytes.count - 8 else { return nil }
            let value = UInt64(u32(at)) | UInt64(u32(at + 4)) << 32
            return value <= UInt64(Int.max >> 1) ? Int(value) : nil
        }
    }
}

