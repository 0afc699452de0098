import Dispatch
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// Why a cookbook file could not be opened; `description` is the one paragraph a user reads.
public struct CookbookLoadError: Error, CustomStringConvertible, Sendable {
    public enum Reason: Sendable, Equatable {
        case unreadable(String)
        case notJSON(String)
        case wrongShape(path: String, message: String)
        case invalid([String])
    }

    public var file: String
    public var reason: Reason

    public var description: String {
        "\(file): \(message)"
    }

    /// What is wrong, without the file's name.
    public var message: String {
        switch reason {
        case .unreadable(let why):
            return "cannot read the file: \(why)"
        case .notJSON(let why):
            return "not valid JSON: \(why)"
        case .wrongShape(let path, let message):
            return "at \(path.isEmpty ? "the top level" : path): \(message)"
        case .invalid(let problems):
            let shown = problems.prefix(5).joined(separator: "; ")
            let more = problems.count > 5 ? "; and \(problems.count - 5) more" : ""
            return "\(problems.count == 1 ? "a problem" : "\(problems.count) problems"): \(shown)\(more)"
        }
    }
}

public enum CookbookLoader {
    /// The largest regular file opened: far beyond any real cookbook. Large files are mapped
    /// into memory and indexed, not held, so this bounds the index (about a third of the
    /// file), not a copy of the file.
    public static let maximumFileSize = 1 << 30
    /// The most read from a pipe (`--data <(…)`), which is held in memory whole: a bound on
    /// memory for an endless stream.
    public static let maximumStreamSize = 64 << 20
    /// Regular files up to this size are read into memory whole; larger ones are mapped,
    /// indexed in one pass (the pages given back as it goes), and read again recipe by recipe.
    /// (At 16 MB, a generated cookbook of 10,000 recipes, 10.7 MB, was held whole: 30 MB
    /// at the peak; mapped, 21 MB, and its first frame 6 ms sooner, 40 against 46 ms. At
    /// 1 MB, the bundled cookbook, 168 KB, was read through a buffer into memory: 57 page
    /// faults of `cookbook list`'s 258, where its mapped pages fault in 64 KB at a time.)
    static let inMemoryLimit = 16 << 10
    /// Files with at least this many bytes of recipes are read by two threads.
    static let splitLimit = 16 << 20
    /// From this many recipes, their related ids are checked on a second thread.
    static let relatedCheckThreadFrom = 2_000

    /// Opens a cookbook file: reads and checks all of it, keeps an index, and decodes each
    /// recipe's details when they are first asked for. Never writes to the file.
    ///
    /// Checked here, with the same messages as `loadFully`: valid UTF-8, strict JSON, the
    /// type of every field the program reads (in every recipe and ingredient), and every
    /// validation rule. Unknown related ids are dropped and counted in `warnings`.
    ///
    /// `searchText: false` leaves out the folded text search reads (names, ingredients and
    /// tags), for a caller that does not search (`cookbook list`): the library's search is
    /// then not to be asked. Everything else, checks included, is the same.
    public static func load(path: String, searchText: Bool = true) throws(CookbookLoadError) -> Library {
        try load(path: path, inMemoryLimit: inMemoryLimit, splitLimit: splitLimit, searchText: searchText)
    }

    /// `load`, with the sizes that choose how to read made small for tests.
    static func load(path: String, inMemoryLimit: Int, splitLimit: Int, searchText: Bool = true) throws(CookbookLoadError) -> Library {
        let file: OpenFile
        switch open(path) {
        case .success(let opened): file = opened
        case .failure(let why): throw CookbookLoadError(file: path, reason: .unreadable(why.message))
        }
        if file.isPipe || file.size <= inMemoryLimit {
            defer { close(file.descriptor) }
            switch readToEnd(file) {
            case .success(let data) where file.isPipe && data.isEmpty:
                throw CookbookLoadError(file: path, reason: .unreadable("nothing was written to the pipe (no program writes to it)"))
            case .success(let data): return try decode(data, file: path, splitLimit: nil, searchText: searchText)
            case .failure(let why): throw CookbookLoadError(file: path, reason: .unreadable(why.message))
            }
        }
        guard let map = mmap(nil, file.size, PROT_READ, MAP_PRIVATE, file.descriptor, 0),
              map != UnsafeMutableRawPointer(bitPattern: -1) else {
            defer { close(file.descriptor) }
            switch readToEnd(file) {
            case .success(let data): return try decode(data, file: path, splitLimit: nil, searchText: searchText)
            case .failure(let why): throw CookbookLoadError(file: path, reason: .unreadable(why.message))
            }
        }
        defer { munmap(map, file.size) }
        let window = MappedWindow(map, size: file.size)
        // The descriptor stays open (and is closed with the cookbook) to read recipes later.
        let bytes = CookbookBytes(fileDescriptor: file.descriptor)
        window.advance(to: 0)
        // A second thread reads the second half of the recipes, with its own window.
        let mapped = MappedWindow.Region(map: map, size: file.size)
        let split = CookbookIndexer.Split(minimumBytes: splitLimit) { start in
            let helperWindow = MappedWindow(mapped.map, size: mapped.size, from: start)
            helperWindow.advance(to: start)
            return { @Sendable position in helperWindow.advance(to: position) }
        }
        return try index(
            UnsafeRawBufferPointer(start: map, count: file.size), file: path, bytes: bytes,
            progress: window.advance, split: split, searchText: searchText)
    }

    /// `load` for bytes in memory (kept, to decode recipes from later).
    public static func decode(_ data: Data, file: String) throws(CookbookLoadError) -> Library {
        try decode(data, file: file, splitLimit: nil)
    }

    /// `decode`, read by two threads when there are `splitLimit` bytes of recipes.
    static func decode(_ data: Data, file: String, splitLimit: Int?, searchText: Bool = true) throws(CookbookLoadError) -> Library {
        if data.isEmpty { throw CookbookLoadError(file: file, reason: .notJSON("the file is empty")) }
        let split = splitLimit.map { CookbookIndexer.Split(minimumBytes: $0) { _ in nil } }
        let result = data.withUnsafeBytes { raw in
            Result { () throws(CookbookLoadError) -> Library in
                try index(raw, file: file, bytes: CookbookBytes(data: data), progress: nil, split: split, searchText: searchText)
            }
        }
        return try result.get()
    }

    /// Reads, decodes and validates a whole cookbook file the plain way: JSONDecoder decodes
    /// every recipe, then every rule is checked. Slow and memory-hungry for large files; it
    /// is what `cookbook validate` runs, and what `load` must agree with.
    public static func loadFully(path: String) throws(CookbookLoadError) -> Library {
        let data: Data
        switch readContents(path) {
        case .success(let contents): data = contents
        case .failure(let why): throw CookbookLoadError(file: path, reason: .unreadable(why.message))
        }
        return try decodeFully(data, file: path)
    }

    struct ReadFailure: Error {
        var message: String
    }

    /// A file opened read-only, checked to be a regular file or a pipe.
    struct OpenFile {
        var descriptor: Int32
        var size: Int
        var isPipe: Bool
    }

    /// Opens a regular file or a pipe (`--data <(…)`) read-only. Directories, devices and
    /// sockets are refused, and so is a file larger than `maximumFileSize`.
    static func open(_ path: String) -> Result<OpenFile, ReadFailure> {
        // Without waiting: a FIFO no program writes to would keep a blocking open waiting for
        // one, a blank screen without a word. Its reads wait again once it is open (a pipe's
        // writer is still writing), and end at once when no program has it open to write.
        let fd = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return .failure(ReadFailure(message: describe(errno: errno))) }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let why = describe(errno: errno)
            close(fd)
            return .failure(ReadFailure(message: why))
        }
        let refusal: String?
        switch info.st_mode & S_IFMT {
        case S_IFREG, S_IFIFO: refusal = Int(info.st_size) > maximumFileSize ? "it is larger than \(maximumFileSize >> 20) MB" : nil
        case S_IFDIR: refusal = "it is a directory"
        default: refusal = "it is not a regular file"
        }
        if let refusal {
            close(fd)
            return .failure(ReadFailure(message: refusal))
        }
        return .success(OpenFile(descriptor: fd, size: Int(info.st_size), isPipe: info.st_mode & S_IFMT == S_IFIFO))
    }

    /// The bytes of a regular file or a pipe, read to its end (not trusting the size a file
    /// says it has: /proc files say 0). A pipe may give `maximumStreamSize` bytes at most.
    static func readContents(_ path: String) -> Result<Data, ReadFailure> {
        switch open(path) {
        case .success(let file):
            defer { close(file.descriptor) }
            return readToEnd(file)
        case .failure(let why):
            return .failure(why)
        }
    }

    private static func readToEnd(_ file: OpenFile) -> Result<Data, ReadFailure> {
        let limit = file.isPipe ? maximumStreamSize : maximumFileSize
        let tooLarge = ReadFailure(message: "it is larger than \(limit >> 20) MB")
        var data = Data()
        data.reserveCapacity(min(max(file.size, 0), limit) + 1)
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(file.descriptor, $0.baseAddress, $0.count) }
            if n == 0 { return .success(data) }
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(ReadFailure(message: describe(errno: errno)))
            }
            if data.count + n > limit { return .failure(tooLarge) }
            data.append(contentsOf: buffer[0..<n])
        }
    }

    private static func describe(errno code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file"
        case EACCES: return "permission denied"
        default: return String(cString: strerror(code))
        }
    }

    /// `loadFully` for bytes in memory.
    public static func decodeFully(_ data: Data, file: String) throws(CookbookLoadError) -> Library {
        var bytes = data
        // A UTF-8 byte order mark is harmless; drop it rather than fail.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            throw CookbookLoadError(file: file, reason: .notJSON("the file is empty"))
        }
        if String(validating: bytes, as: UTF8.self) == nil {
            let offset = firstInvalidUTF8Offset(bytes)
            throw CookbookLoadError(file: file, reason: .notJSON("invalid UTF-8 at byte \(offset)"))
        }

        let raw: CookbookFile
        do {
            raw = try JSONDecoder().decode(CookbookFile.self, from: Data(bytes))
        } catch let error as DecodingError {
            throw CookbookLoadError(file: file, reason: describe(error))
        } catch {
            throw CookbookLoadError(file: file, reason: .notJSON("\(error)"))
        }

        do {
            return try Library(validating: raw)
        } catch {
            throw CookbookLoadError(file: file, reason: .invalid(error.problems))
        }
    }

    /// The fast path: one pass of `CookbookIndexer`, then validation. Whatever the indexer
    /// leaves to JSONDecoder is decided by `decodeFully`, so both report the same.
    static func index(
        _ buffer: UnsafeRawBufferPointer, file: String, bytes: CookbookBytes, progress: ((Int) -> Void)?,
        split: CookbookIndexer.Split? = nil, searchText: Bool = true
    ) throws(CookbookLoadError) -> Library {
        let base = buffer.baseAddress!.assumingMemoryBound(to: UInt8.self)
        let count = buffer.count
        let start = count >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF ? 3 : 0
        var probe = JSONCursor(base, count: count, at: start)
        probe.skipWhitespace()
        if probe.atEnd { throw CookbookLoadError(file: file, reason: .notJSON("the file is empty")) }

        var indexer = CookbookIndexer(JSONCursor(base, count: count, at: start), progress: progress, searchText: searchText)
        indexer.split = split
        do {
            try indexer.run()
        } catch {
            indexer.discardAll()
            // Not strict JSON here. JSONDecoder reads some of that (it looks at values it does
            // not decode only loosely) and checks UTF-8 first: it decides. When it too says
            // "not valid JSON", say where, which it does not.
            let whole = Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: count, deallocator: .none)
            do {
                return try decodeFully(whole, file: file)
            } catch let plain {
                guard case .notJSON(let message) = plain.reason, !message.hasPrefix("invalid UTF-8") else { throw plain }
                let place = JSONCursor(base + start, count: count - start).lineAndColumn(of: error.offset - start)
                throw CookbookLoadError(
                    file: file, reason: .notJSON("\(error.message) at line \(place.line), column \(place.column)"))
            }
        }
        guard !indexer.needsPlainDecoder, let version = indexer.version else {
            indexer.discardAll()
            let whole = Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: count, deallocator: .none)
            return try decodeFully(whole, file: file)
        }
        if let reason = indexer.categoryError ?? indexer.recipeError {
            indexer.discardAll()
            throw CookbookLoadError(file: file, reason: reason)
        }

        // Validation on this thread while another counts the unknown related ids (the status
        // line says how many; a recipe drops them when it is decoded): both only read. A
        // small cookbook is checked on this thread alone: starting a thread costs more than
        // its related ids (the bundled book's `cookbook list` waited for it).
        let ids = IdTable(indexer.ids.take(), summaries: indexer.summaries)
        let related = RelatedCheck(indexer, ids: ids)
        let counted = DispatchSemaphore(value: 0)
        if indexer.summaries.count < Self.relatedCheckThreadFrom {
            related.run()
            counted.signal()
        } else {
            WorkerThreads.detach {
                related.run()
                counted.signal()
            }
        }
        let checked: Catalog.Checked
        do {
            defer { counted.wait() }
            checked = try Catalog.check(
                version: version, categories: indexer.categories,
                Catalog.RecipeIndexing(
                    summaries: indexer.summaries, categoryKeys: indexer.categoryKeys,
                    distinctCategories: indexer.distinctCategories, emptyItems: indexer.emptyItems,
                    ids: ids, duplicates: indexer.duplicates, outOfRange: indexer.outOfRange))
        } catch {
            indexer.discardBuffers()
            indexer.names.bytes.deallocate()
            indexer.others.bytes.deallocate()
            throw CookbookLoadError(file: file, reason: .invalid(error.problems))
        }
        let summaries = checked.summaries
        let search = SearchIndex(names: indexer.names.freeze(), others: indexer.others.freeze(), summaries: summaries)
        let outlines = Catalog.Outlines(counts: indexer.itemCounts, relatedStarts: related.keptStarts, related: related.kept)
        indexer.discardBuffers()
        return Library(
            catalog: Catalog(checked, outlines: outlines, searchIndex: search),
            store: RecipeStore(bytes: bytes, ranges: indexer.ranges), warnings: related.warnings)
    }

    /// `describe`, for an error JSONDecoder found in one part of the file (`prefix`, such as
    /// `recipes[3]`) decoded on its own: the path is the one the whole file would give.
    static func describe(_ error: DecodingError, under prefix: String) -> CookbookLoadError.Reason {
        let reason = describe(error)
        guard case .wrongShape(let path, let message) = reason else { return reason }
        let joined = path.isEmpty ? prefix : path.hasPrefix("[") ? prefix + path : prefix + "." + path
        return .wrongShape(path: joined, message: message)
    }

    static func describe(_ error: DecodingError) -> CookbookLoadError.Reason {
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return .notJSON(context.debugDescription)
        case .dataCorrupted(let context):
            return .wrongShape(path: jsonPath(context.codingPath), message: context.debugDescription)
        case .keyNotFound(let key, let context):
            return .wrongShape(path: jsonPath(context.codingPath), message: "missing required field \"\(key.stringValue)\"")
        case .typeMismatch(let type, let context):
            return .wrongShape(path: jsonPath(context.codingPath), message: "expected \(typeName(type))")
        case .valueNotFound(let type, let context):
            return .wrongShape(path: jsonPath(context.codingPath), message: "expected \(typeName(type)), found null")
        @unknown default:
            return .notJSON("\(error)")
        }
    }

    /// `recipes[3].ingredients[0].item`: the place a person can find in the file.
    static func jsonPath(_ path: [any CodingKey]) -> String {
        var out = ""
        for key in path {
            if let index = key.intValue {
                out += "[\(index)]"
            } else {
                out += out.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return out
    }

    static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Int.Type: return "a whole number"
        case is Double.Type: return "a number"
        case is Bool.Type: return "true or false"
        default:
            let name = String(describing: type)
            if name.hasPrefix("Array") { return "a list" }
            return "an object"
        }
    }

    static func firstInvalidUTF8Offset(_ bytes: Data) -> Int {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        var consumed = 0
        // Count bytes of the scalars decoded before the first error.
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                consumed += UTF8.width(scalar)
                offset = consumed
            case .emptyInput, .error:
                return offset
            }
        }
    }
}

/// The related ids no recipe has, as warnings in file order, and the ones each recipe keeps
/// (known, not itself, each once), as positions: read-only work on the indexer's lists, for
/// another thread.
private final class RelatedCheck: @unchecked Sendable {
    private let summaries: RecipeSummaries
    private let starts: [Int]
    private let ends: [Int]
    private let bytes: UnsafeRawBufferPointer
    private let ids: IdTable
    private(set) var warnings: [String] = []
    private(set) var kept: [Int32] = []
    private(set) var keptStarts: [Int32] = [0]

    init(_ indexer: CookbookIndexer, ids: IdTable) {
        summaries = indexer.summaries
        starts = indexer.relatedStarts
        ends = indexer.relatedEnds
        bytes = UnsafeRawBufferPointer(indexer.relatedBytes.bytes)
        self.ids = ids
    }

    func run() {
        keptStarts.reserveCapacity(summaries.count + 1)
        for i in summaries.indices {
            let first = kept.count
            for k in starts[i]..<starts[i + 1] {
                let from = k == 0 ? 0 : ends[k - 1]
                let id = UnsafeRawBufferPointer(rebasing: bytes[from..<ends[k]])
                guard let position = ids.index(of: id) else {
                    warnings.append(Catalog.unknownRelatedWarning(summaries.id(at: i), String(decoding: id, as: UTF8.self)))
                    continue
                }
                if position != i, !kept[first...].contains(Int32(position)) { kept.append(Int32(position)) }
            }
            keptStarts.append(Int32(kept.count))
        }
    }
}

/// A large file mapped into memory, read from start to end once: the pages ahead are
/// mapped in bulk (one call rather than a fault every few pages), and the pages behind are
/// given back, so the file never counts whole in the program's memory. The kernel keeps
/// them in its page cache.
private final class MappedWindow: @unchecked Sendable {
    /// Where a file is mapped, to hand to another thread.
    struct Region: @unchecked Sendable {
        var map: UnsafeMutableRawPointer
        var size: Int
    }

    private let map: UnsafeMutableRawPointer
    private let size: Int
    private let page: Int
    private var populated: Int
    private var dropped: Int
    /// Mapped ahead of the reader: 512 KB in a call (at every progress report, each 256 KB),
    /// so no more than about 1 MB of the file is ever in the program's memory (8 MB ahead
    /// kept the whole of a 10 MB library's cache there; 2 MB ahead and 1 MB behind, reported
    /// every 1 MB, held 3 MB at the peak of opening 10,000 files).
    static let ahead = 512 << 10
    static let behind = 256 << 10
    /// MADV_POPULATE_READ (Linux 5.14), which Glibc may not name.
    static let populateRead: Int32 = 22

    /// For reading from `start` on (a second thread starts in the middle).
    init(_ map: UnsafeMutableRawPointer, size: Int, from start: Int = 0) {
        self.map = map
        self.size = size
        page = max(4096, Int(sysconf(Int32(_SC_PAGESIZE))))
        populated = start / page * page
        dropped = populated
        if start == 0 { _ = madvise(map, size, MADV_SEQUENTIAL) }
    }

    func advance(to position: Int) {
        let wanted = min(size, (position + Self.ahead) / page * page + page)
        if wanted > populated {
            // Older kernels refuse the advice: then pages are mapped on first touch instead.
            _ = madvise(map + populated, wanted - populated, Self.populateRead)
            populated = wanted
        }
        let drop = max(0, position - Self.behind) / page * page
        if drop > dropped {
            _ = madvise(map + dropped, drop - dropped, MADV_DONTNEED)
            dropped = drop
        }
    }
}
