import CookbookKit
import FoundationEssentials
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A library read from files, written as a cookbook of the bundled format (what
/// `JSONEncoder` gives for `CookbookFile`: the same value; the encoder's order of an object's
/// fields is its hashing's, different in every process, and here a recipe's id, category and
/// related recipes come first) from what the readers kept: each recipe encoded as soon as its
/// file was read, without its id, category and related recipes, and those put in here once
/// the whole library has given them (`LibraryBuilder.assign`). So no decoded recipe of the
/// whole library is ever held.
struct LibraryCookbook {
    /// A recipe as the encoder wrote it, less `"id":""`, `"category":""` and `"related":[]`
    /// (and a comma each): `{…}`.
    enum Body: Sendable {
        case encoded(Spool.Slot)
        /// A recipe the encoder refused (it never should: the readers keep every number finite).
        /// Boxed: inline, a `Recipe` would make every body of a library its size (176 bytes,
        /// not 24; 15 MB more for 100,000 recipes).
        indirect case refused(Recipe)
    }

    let categories: [Category]
    /// The recipes in the library's order, as `LibraryBuilder.assign` placed them, and
    /// their bodies in the same order.
    let placed: [LibraryBuilder.Entry]
    let bodies: [Body]
    let spool: Spool
    private let header: Data?

    init(categories: [Category], recipes placed: [LibraryBuilder.Entry], bodies: [Body], spool: Spool) {
        self.categories = categories
        self.placed = placed
        self.bodies = bodies
        self.spool = spool
        header = try? JSONEncoder().encode(categories)
    }

    /// The recipe encoded with the fields the library fills in left empty and `source` set,
    /// less those fields (nil when the encoder refused it).
    static func body(_ recipe: Recipe, source: String, encoder: JSONEncoder) -> [UInt8]? {
        var blank = recipe
        blank.summary.source = source
        blank.summary.id = ""
        blank.summary.category = ""
        blank.related = []
        guard let data = try? encoder.encode(blank) else { return nil }
        var bytes = [UInt8](data)
        // A field is found by its name and value: a `"` within a string is escaped, so
        // `"id":""` is never inside one; no object within a recipe (an ingredient, a section)
        // has a field of these names.
        for field in [Self.idField, Self.categoryField, Self.relatedField] {
            guard bytes.first == UInt8(ascii: "{"), var start = find(field, in: bytes, from: 1) else { return nil }
            var end = start + field.count
            if end < bytes.count, bytes[end] == UInt8(ascii: ",") {
                end += 1
            } else if bytes[start - 1] == UInt8(ascii: ",") {
                start -= 1
            }
            bytes.removeSubrange(start..<end)
        }
        return bytes
    }

    /// A file's recipes as a reader leaves them, one record in the spool: for each, what
    /// placing it needs (`LibraryBuilder.Entry`) and its body (nil: refused, kept aside).
    /// Counts and lengths are 32-bit, little-endian; a string is its length and UTF-8.
    enum Record {
        static func make(_ recipes: [(entry: LibraryBuilder.Entry, body: [UInt8]?)]) -> [UInt8] {
            var out: [UInt8] = []
            out.reserveCapacity(recipes.reduce(64) { $0 + ($1.body?.count ?? 0) + 64 })
            func number(_ value: Int) {
                withUnsafeBytes(of: Int32(truncatingIfNeeded: value).littleEndian) { out.append(contentsOf: $0) }
            }
            func string(_ text: String) {
                number(text.utf8.count)
                out.append(contentsOf: text.utf8)
            }
            number(recipes.count)
            for (entry, body) in recipes {
                string(entry.id)
                string(entry.name)
                if let category = entry.category { string(category) } else { number(-1) }
                number(entry.references.count)
                entry.references.forEach(string)
                number(entry.related.count)
                entry.related.forEach(string)
                number(body?.count ?? -1)
                if let body { out.append(contentsOf: body) }
            }
            return out
        }

        /// The recipes of file `file` in `record` (kept at `slot`), appended to `entries`
        /// and `bodies`; a refused body is taken from `refused`. False for a record that
        /// does not read (it always should).
        static func read(
            _ record: [UInt8], at slot: Spool.Slot, file: Int, refused: (Int) -> Recipe?,
            into entries: inout [LibraryBuilder.Entry], _ bodies: inout [Body]
        ) -> Bool {
            var at = 0
            func number() -> Int? {
                guard at + 4 <= record.count else { return nil }
                defer { at += 4 }
                return Int(Int32(littleEndian: record.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: at, as: Int32.self) }))
            }
            func bytes(_ count: Int) -> Range<Int>? {
                guard count >= 0, at + count <= record.count else { return nil }
                defer { at += count }
                return at..<(at + count)
            }
            func string() -> String? {
                guard let count = number(), let range = bytes(count) else { return nil }
                return String(decoding: record[range], as: UTF8.self)
            }
            func strings() -> [String]? {
                guard let count = number(), count >= 0 else { return nil }
                var out: [String] = []
                for _ in 0..<count {
                    guard let text = string() else { return nil }
                    out.append(text)
                }
                return out
            }
            guard let count = number(), count >= 0 else { return false }
            for n in 0..<count {
                guard let id = string(), let name = string() else { return false }
                var category: String?
                guard let length = number() else { return false }
                if length >= 0 {
                    guard let range = bytes(length) else { return false }
                    category = String(decoding: record[range], as: UTF8.self)
                }
                guard let references = strings(), let related = strings(), let size = number() else { return false }
                entries.append(LibraryBuilder.Entry(
                    file: file, recipe: n, of: count, id: id, name: name, category: category, references: references, related: related))
                if size < 0 {
                    guard let recipe = refused(n) else { return false }
                    bodies.append(.refused(recipe))
                } else {
                    guard let range = bytes(size) else { return false }
                    switch slot {
                    case .file(let offset, _): bodies.append(.encoded(.file(offset: offset + range.lowerBound, count: size)))
                    case .memory: bodies.append(.encoded(.memory(Array(record[range]))))
                    }
                }
            }
            return true
        }
    }

    static let idField = Array(#""id":"""#.utf8)
    static let categoryField = Array(#""category":"""#.utf8)
    static let relatedField = Array(#""related":[]"#.utf8)

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count >= needle.count, start <= bytes.count - needle.count else { return nil }
        var i = start
        while i <= bytes.count - needle.count {
            if bytes[i] == needle[0], bytes[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }

    /// Whether every recipe and the categories were encoded.
    var canWrite: Bool {
        header != nil && !bodies.contains { if case .refused = $0 { true } else { false } }
    }

    /// Writes the cookbook to a file; false when a write fails.
    func write(to descriptor: Int32) -> Bool {
        var chunk: [UInt8] = []
        chunk.reserveCapacity(Self.chunkSize)
        var failed = false
        func flush() {
            guard !failed else { return }
            failed = !chunk.withUnsafeBytes { FileWriting.writeAll(descriptor, $0) }
            chunk.removeAll(keepingCapacity: true)
        }
        let completed = emit { bytes in
            chunk.append(contentsOf: bytes)
            if chunk.count >= Self.chunkSize { flush() }
            return !failed
        }
        flush()
        return completed && !failed
    }

    static let chunkSize = 1 << 16

    /// The cookbook in memory.
    func bytes() -> Data? {
        var data = Data()
        return emit { data.append(contentsOf: $0); return true } ? data : nil
    }

    /// The recipes themselves, in the library's order: for a library the encoder refused.
    func recipes() -> [Recipe] {
        placed.indices.compactMap { k in
            var recipe: Recipe
            switch bodies[k] {
            case .refused(let refused): recipe = refused
            case .encoded:
                var bytes = Data()
                _ = emit(k) { bytes.append(contentsOf: $0); return true }
                guard let decoded = try? JSONDecoder().decode(Recipe.self, from: bytes) else { return nil }
                recipe = decoded
            }
            recipe.summary.id = placed[k].id
            recipe.summary.category = placed[k].category ?? ""
            recipe.related = placed[k].related
            return recipe
        }
    }

    /// Hands `out` the cookbook's bytes in order; false when `out` or the spool fails.
    private func emit(_ out: (UnsafeRawBufferPointer) -> Bool) -> Bool {
        guard let header else { return false }
        guard put(#"{"categories":"#, out), header.withUnsafeBytes(out), put(#","recipes":["#, out) else { return false }
        var buffer: [UInt8] = []
        for k in placed.indices {
            if k > 0, !put(",", out) { return false }
            guard emit(k, buffer: &buffer, out) else { return false }
        }
        return put(#"],"version":1}"#, out)
    }

    private func emit(_ k: Int, _ out: (UnsafeRawBufferPointer) -> Bool) -> Bool {
        var buffer: [UInt8] = []
        return emit(k, buffer: &buffer, out)
    }

    /// The `k`th recipe: its id, category and related recipes, then the rest of its body.
    private func emit(_ k: Int, buffer: inout [UInt8], _ out: (UnsafeRawBufferPointer) -> Bool) -> Bool {
        guard case .encoded(let slot) = bodies[k], spool.read(slot, into: &buffer), buffer.count >= 2
        else { return false }
        let recipe = placed[k]
        guard put(#"{"id":"#, out), string(recipe.id, out), put(#","category":"#, out), string(recipe.category ?? "", out),
              put(#","related":["#, out) else { return false }
        for (n, id) in recipe.related.enumerated() {
            guard n == 0 || put(",", out), string(id, out) else { return false }
        }
        guard put("]", out) else { return false }
        // `{}`: nothing else; else `{…}` after a comma, without its brace.
        return buffer.withUnsafeBytes { body in
            body.count == 2 ? put("}", out) : put(",", out) && out(UnsafeRawBufferPointer(rebasing: body[1...]))
        }
    }

    private func put(_ text: StaticString, _ out: (UnsafeRawBufferPointer) -> Bool) -> Bool {
        out(UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// A string as JSONEncoder writes it: quoted as it is when nothing in it is escaped
    /// (printable ASCII but `"`, `\` and `/`: ids and slugs), else by the encoder.
    private func string(_ text: String, _ out: (UnsafeRawBufferPointer) -> Bool) -> Bool {
        var text = text
        let plain = text.withUTF8 { utf8 in
            utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C && $0 != 0x2F }
                && put("\"", out) && out(UnsafeRawBufferPointer(utf8)) && put("\"", out)
        }
        if plain { return true }
        guard let encoded = try? JSONEncoder().encode(text) else { return false }
        return encoded.withUnsafeBytes(out)
    }

    /// Bytes written by many threads at once and read back later in another order: a file
    /// in the cache's folder, removed as soon as it is opened (its pages are the kernel's,
    /// not this process's), or memory when there is no cache or the file cannot be written.
    final class Spool: Sendable {
        enum Slot: Sendable {
            case file(offset: Int, count: Int)
            case memory([UInt8])
        }

        private let descriptor: Int32
        private let end = Atomic<Int>(0)

        init(folder: String?) {
            var descriptor: Int32 = -1
            if let folder, (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil {
                let path = folder + "/spool-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
                descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
                if descriptor >= 0 { unlink(path) }
            }
            self.descriptor = descriptor
        }

        deinit {
            if descriptor >= 0 { close(descriptor) }
        }

        /// Keeps bytes, from any thread.
        func put(_ bytes: [UInt8]) -> Slot {
            guard descriptor >= 0, !bytes.isEmpty else { return .memory(bytes) }
            let offset = end.add(bytes.count, ordering: .relaxed).oldValue
            let written = bytes.withUnsafeBytes { FileWriting.writeAll(descriptor, $0, at: offset) }
            return written ? .file(offset: offset, count: bytes.count) : .memory(bytes)
        }

        /// The bytes kept, into `buffer`.
        func read(_ slot: Slot, into buffer: inout [UInt8]) -> Bool {
            switch slot {
            case .memory(let bytes):
                buffer = bytes
                return true
            case .file(let offset, let count):
                buffer.removeAll(keepingCapacity: true)
                buffer.append(contentsOf: repeatElement(0, count: count))
                var done = 0
                while done < count {
                    let n = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + done, count - done, off_t(offset + done)) }
                    if n < 0 && errno == EINTR { continue }
                    if n <= 0 { return false }
                    done += n
                }
                return true
            }
        }
    }
}
