import CookbookModel
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// The ids a library's recipes were given, remembered in the state folder, so that an id,
/// once given, stays with its recipe when another file comes that makes the same id: links,
/// the saved place and the basket name recipes by id. `LibraryBuilder.giveOnce` decides who
/// keeps an id; this reads and writes what it gave. Not in the cache, which may be deleted at
/// any time.
///
/// One file for each set of roots, `ids-<hash of the roots>.txt` in `$XDG_STATE_HOME/cookbook`
/// (by default `~/.local/state/cookbook`), beside the saved place. It is text: the line
/// `cookbook ids 1`, then a line a recipe in the library's order, its id, a space, and the
/// hash of where it is (`RecipeHolders`: its root, its path below it, its place among its
/// file's recipes; the eight hex digits an id given twice ends with). It is written whole
/// (`FileWriting.replace`) when the library is placed and it says other than what was given.
///
/// A file that cannot be read, or that does not read as that (a newer version's, one edited
/// by hand), is never written over: it is kept aside as `<name>.bak-<date>`, a notice among the
/// library's problems says so, and the library is placed as if nothing were remembered. One
/// that cannot even be moved aside is left as it is, and nothing is written.
public struct RememberedIDs: Sendable {
    public let folder: String

    public init(folder: String) {
        self.folder = folder
    }

    /// `$XDG_STATE_HOME/cookbook`, else `~/.local/state/cookbook`; nil without a home folder
    /// (nothing is remembered then).
    public static func standard(environment: [String: String]) -> RememberedIDs? {
        guard let base = environment["XDG_STATE_HOME"].flatMap({ $0.hasPrefix("/") ? $0 : nil })
            ?? HomeFolder.find(environment: environment).map({ $0 + "/.local/state" })
        else { return nil }
        return RememberedIDs(folder: base + "/cookbook")
    }

    /// The file of these roots: one for each set of folders, however they are named (as the
    /// cache's, `LibraryCache.path(for:)`).
    func path(for roots: [String]) -> String {
        folder + "/ids-" + Slug.hash(LibraryCache.canonical(roots).joined(separator: "\u{0}")) + ".txt"
    }

    static let header = Array("cookbook ids 1\n".utf8)

    /// The largest file read: some 30 bytes a recipe, for millions of them.
    static let limit = 64 << 20

    /// What is remembered for one library, as read at one opening. The file's bytes are not
    /// kept (at 100,000 recipes they are 4 MB, at the peak of placing): what is seldom needed
    /// of them is read again.
    struct Memory: Sendable {
        /// The file read, when one was and it read.
        var path: String?
        /// Each id given with its holder's hash after it (which its recipe keeps).
        var suffixed: Set<String> = []
        /// Whether the file may be written: there was none, it read, or it was kept aside.
        var writable = true
        /// What became of a file that did not read, for the library's problems.
        var problem: FileProblem?

        /// The file at `path` read, or nil when a line is not an id, a space and eight hex digits.
        init?(_ bytes: [UInt8], from path: String) {
            guard bytes.starts(with: RememberedIDs.header) else { return nil }
            var suffixed: Set<String> = []
            let read = Self.each(bytes[RememberedIDs.header.count...]) { id, hash in
                // `…-` and the hash: the last nine bytes of the id.
                if id.count > 9, id[id.endIndex - 9] == 0x2D, id.suffix(8).elementsEqual(hash) {
                    suffixed.insert(String(decoding: id, as: UTF8.self))
                }
            }
            guard read else { return nil }
            self.path = path
            self.suffixed = suffixed
        }

        init(writable: Bool = true, problem: FileProblem? = nil) {
            self.writable = writable
            self.problem = problem
        }

        /// The lines of the file read, as it is now (not checked: `each` checks them as it
        /// goes): empty when none was read or it is gone since, nil when it cannot be read
        /// now or its header is not this version's.
        func lines() -> ArraySlice<UInt8>? {
            guard let path else { return [] }
            switch RememberedIDs.contents(path) {
            case .success(nil): return []
            case .success(let bytes?): return bytes.starts(with: RememberedIDs.header) ? bytes[RememberedIDs.header.count...] : nil
            case .failure: return nil
            }
        }

        /// The hash of the recipe each of these ids was given to, where one was.
        func holders(of ids: Set<String>) -> [String: String] {
            var found: [String: String] = [:]
            Self.each(lines() ?? []) { id, hash in
                let id = String(decoding: id, as: UTF8.self)
                if ids.contains(id) { found[id] = String(decoding: hash, as: UTF8.self) }
            }
            return found
        }

        /// Each line's id and hash, as bytes; false at the first line that is not an id, a
        /// space and eight hex digits.
        @discardableResult
        static func each(_ lines: ArraySlice<UInt8>, _ body: (ArraySlice<UInt8>, ArraySlice<UInt8>) -> Void) -> Bool {
            var start = lines.startIndex
            while start < lines.endIndex {
                guard let end = lines[start...].firstIndex(of: 0x0A), end - start > 9, lines[end - 9] == 0x20 else { return false }
                let id = lines[start..<(end - 9)], hash = lines[(end - 8)..<end]
                guard id.allSatisfy({ (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x2D }),
                      hash.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) })
                else { return false }
                body(id, hash)
                start = end + 1
            }
            return true
        }
    }

    /// Whether these roots have a file of ids (whatever it holds).
    func exists(for roots: [String]) -> Bool {
        var info = stat()
        return lstat(path(for: roots), &info) == 0
    }

    /// Whether these roots have a file of ids that begins as this version writes one (its
    /// first line only is read: the rest is looked at when the library is placed).
    func begins(for roots: [String]) -> Bool {
        let fd = open(path(for: roots), O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
        var first = [UInt8](repeating: 0, count: Self.header.count)
        return first.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, 0) } == Self.header.count && first == Self.header
    }

    /// What is remembered for these roots. A file that does not read is kept aside when
    /// `keepingAside` (the opening that will write), else only passed by.
    func read(for roots: [String], keepingAside: Bool) -> Memory {
        let path = path(for: roots)
        let why: String
        switch Self.contents(path) {
        case .success(nil):
            return Memory()
        case .success(let bytes?):
            if let memory = Memory(bytes, from: path) { return memory }
            why = bytes.starts(with: Array("cookbook ids ".utf8)) && !bytes.starts(with: Self.header)
                ? "written by another version" : "not a list of ids"
        case .failure(let error):
            why = error.reason
        }
        guard keepingAside else { return Memory(writable: false) }
        guard let aside = FileWriting.keepAside(path, at: time(nil)) else {
            let problem = FormatProblem(message: "the ids given could not be read (\(why)), nor moved aside: they are not remembered")
            return Memory(writable: false, problem: FileProblem(path: path, problem: problem, isNotice: true))
        }
        let problem = FormatProblem(message: "the ids given could not be read (\(why)): kept as \(aside), and given anew")
        return Memory(problem: FileProblem(path: path, problem: problem, isNotice: true))
    }

    /// Why a file could not be read.
    struct Unreadable: Error {
        var reason: String
    }

    /// A whole regular file; nil when there is none.
    static func contents(_ path: String) -> Result<[UInt8]?, Unreadable> {
        // Without waiting: a FIFO put there would block the opening.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return errno == ENOENT ? .success(nil) : .failure(Unreadable(reason: String(cString: strerror(errno)))) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(Unreadable(reason: String(cString: strerror(errno)))) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(Unreadable(reason: "not a regular file")) }
        guard Int(info.st_size) <= limit else { return .failure(Unreadable(reason: "larger than \(limit >> 20) MB")) }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + done, $0.count - done, off_t(done)) }
            if n < 0, errno == EINTR { continue }
            if n < 0 { return .failure(Unreadable(reason: String(cString: strerror(errno)))) }
            if n == 0 { break }
            done += n
        }
        return .success(Array(bytes.prefix(done)))
    }

    /// Writes the ids given when they are not what the file says and it may be written:
    /// `count` lines, line `k` the id `id(k)` and the hash `hash(k)`. The lines are compared
    /// with the file's as they are made, and kept only from the first that differs. Not
    /// written is not an error: the library is placed the same, and the ids are remembered
    /// the next time the folder can be written.
    func write(_ count: Int, id: (Int) -> String, hash: (Int) -> UInt64, for roots: [String], over memory: Memory) {
        // The file as it is now (read at the opening, but not kept): never written over when
        // it does not read (another program wrote it meanwhile: it is looked at again when
        // it differs).
        guard memory.writable, let kept = memory.lines() else { return }
        var line: [UInt8] = []
        func make(_ k: Int) {
            line.removeAll(keepingCapacity: true)
            line += id(k).utf8
            line.append(0x20)
            Slug.appendHash(of: hash(k), to: &line)
            line.append(0x0A)
        }
        // The lines as the file has them already, up to the first that differs (made in `line`).
        var at = kept.startIndex
        var first = 0
        while first < count {
            make(first)
            guard kept.endIndex - at >= line.count, kept[at..<(at + line.count)].elementsEqual(line) else { break }
            at += line.count
            first += 1
        }
        if first == count, at == kept.endIndex, exists(for: roots) { return }
        guard Memory.each(kept, { _, _ in }) else { return }
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else { return }
        // Written as made, from the first line that differs: the lines of 100,000 recipes
        // (4 MB) are never held whole, at the peak of placing them.
        _ = FileWriting.replace(path(for: roots)) { write in
            guard Self.header.withUnsafeBytes(write), kept[..<at].withUnsafeBytes(write) else { return false }
            var buffer: [UInt8] = []
            buffer.reserveCapacity(1 << 16)
            for k in first..<count {
                if k > first { make(k) }
                buffer += line
                if buffer.count >= 1 << 16 - 256 {
                    guard buffer.withUnsafeBytes(write) else { return false }
                    buffer.removeAll(keepingCapacity: true)
                }
            }
            return buffer.withUnsafeBytes(write)
        }
    }
}
