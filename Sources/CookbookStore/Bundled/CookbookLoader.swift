import CookbookModel
import CookbookFormats
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// A bundled cookbook file opened: read whole when it is small or a pipe, else mapped and read
/// in one pass, the pages behind given back as it goes (`BundledReader` reads the bytes), and
/// kept open to read each recipe again when it is shown (`OpenFileBytes`).
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
            case .success(let data): return try BundledReader.decode(data, file: path, splitLimit: nil, searchText: searchText)
            case .failure(let why): throw CookbookLoadError(file: path, reason: .unreadable(why.message))
            }
        }
        guard let map = mmap(nil, file.size, PROT_READ, MAP_PRIVATE, file.descriptor, 0),
              map != UnsafeMutableRawPointer(bitPattern: -1) else {
            defer { close(file.descriptor) }
            switch readToEnd(file) {
            case .success(let data): return try BundledReader.decode(data, file: path, splitLimit: nil, searchText: searchText)
            case .failure(let why): throw CookbookLoadError(file: path, reason: .unreadable(why.message))
            }
        }
        defer { munmap(map, file.size) }
        let window = MappedWindow(map, size: file.size)
        // The descriptor stays open (and is closed with the cookbook) to read recipes later.
        let bytes = OpenFileBytes(fileDescriptor: file.descriptor)
        window.advance(to: 0)
        // A second thread reads the second half of the recipes, with its own window.
        let mapped = MappedWindow.Region(map: map, size: file.size)
        let split = CookbookIndexer.Split(minimumBytes: splitLimit) { start in
            let helperWindow = MappedWindow(mapped.map, size: mapped.size, from: start)
            helperWindow.advance(to: start)
            return { @Sendable position in helperWindow.advance(to: position) }
        }
        return try BundledReader.index(
            UnsafeRawBufferPointer(start: map, count: file.size), file: path, bytes: bytes,
            progress: window.advance, split: split, searchText: searchText)
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
        return try BundledReader.decodeFully(data, file: path)
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
