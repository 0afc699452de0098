import CookbookKit
#if canImport(Glibc)
import Glibc
#endif

/// A file found under a library root.
public struct ScannedFile: Equatable, Sendable {
    /// As it can be opened.
    public var path: String
    /// The root it was found under (a folder, or the file itself when one was named).
    public var root: String
    /// The components joined by `/`: the end of `path` itself when it ends so (no copy of
    /// its text, no array of names kept a file: a library of 100,000 files holds 100,000).
    private var relative: Substring
    /// Size in bytes and modification time in nanoseconds, when the scan looked (0 when not).
    public var size: Int = 0
    public var modified: Int = 0

    public init(path: String, root: String, components: [String], size: Int = 0, modified: Int = 0) {
        let joined = components.joined(separator: "/")
        let count = joined.utf8.count
        let isEnd = path.utf8.count >= count && path.utf8.suffix(count).elementsEqual(joined.utf8)
        self.init(path: path, root: root, relativeFrom: isEnd ? path.utf8.count - count : nil, joined: joined, size: size, modified: modified)
    }

    /// `relativeFrom`: where the components begin in `path` (a UTF-8 offset, just after a
    /// `/`), when they are its end; else they are `joined`.
    init(path: String, root: String, relativeFrom: Int?, joined: @autoclosure () -> String, size: Int = 0, modified: Int = 0) {
        self.path = path
        self.root = root
        relative = relativeFrom.map { path[path.utf8.index(path.utf8.startIndex, offsetBy: $0)...] } ?? Substring(joined())
        self.size = size
        self.modified = modified
    }

    /// Where the components begin in `path` (a UTF-8 offset), when they are its end.
    var relativeStart: Int? {
        let count = relative.utf8.count
        guard path.utf8.count >= count, path.utf8.suffix(count).elementsEqual(relative.utf8) else { return nil }
        return path.utf8.count - count
    }

    /// Folders from the root down to the file, then the file's name. (Split as bytes: a
    /// name may begin with a combining mark, which would join the `/` as a Character.)
    public var components: [String] {
        get {
            relative.isEmpty ? []
                : relative.utf8.split(separator: 0x2F, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        }
        set { relative = Substring(newValue.joined(separator: "/")) }
    }

    public var name: String {
        guard !relative.isEmpty else { return path }
        // Over the bytes in place (a search of the substring's utf8 view cost ten times more).
        var relative = relative
        return relative.withUTF8 { bytes in
            let start = bytes.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self)
        }
    }

    /// The extension, lowercase, without the dot.
    public var pathExtension: String { Self.pathExtension(of: name) }

    /// A file name's extension, lowercase, without the dot ("" when it has none).
    public static func pathExtension(of name: String) -> String {
        guard let dot = lastDot(name), dot != name.startIndex else { return "" }
        let ext = name[name.index(after: dot)...]
        // ASCII (nearly always) lowercased as bytes: as Unicode text this was most of a scan's work.
        guard ext.utf8.allSatisfy({ $0 < 0x80 }) else { return ext.lowercased() }
        return String(decoding: ext.utf8.map(Self.asciiLowercase), as: UTF8.self)
    }

    public var nameWithoutExtension: String { Self.nameWithoutExtension(of: name) }

    /// A file name without its extension (the name itself when it has none).
    static func nameWithoutExtension(of name: String) -> String {
        guard let dot = lastDot(name), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// An ASCII letter lowercased; any other byte as it is.
    static func asciiLowercase(_ byte: UInt8) -> UInt8 {
        byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
    }

    /// Where the last `.` of a name is, as a Character (not a dot with a mark on it). Found as
    /// a byte: a dot between two ASCII bytes (or at an end) is a Character of its own; else
    /// the Characters are searched.
    private static func lastDot(_ name: String) -> String.Index? {
        let utf8 = name.utf8
        guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")) else { return nil }
        let after = utf8.index(after: dot)
        let asciiBefore = dot == utf8.startIndex || utf8[utf8.index(before: dot)] < 0x80
        let asciiAfter = after == utf8.endIndex || utf8[after] < 0x80
        return asciiBefore && asciiAfter ? dot : name.lastIndex(of: ".")
    }

    /// The components joined by `/` ("" when there are none), as they are kept.
    var relativePath: Substring { relative }

    /// The folders between the root and the file.
    public var folders: [String] { Array(components.dropLast()) }
}

/// Walks library roots: every file below a folder, recursively, hidden ones left out;
/// folders seen twice (a symbolic link loop) are entered once and said.
enum LibraryScan {
    struct Result {
        var files = ScannedFiles()
        var problems: [(path: String, problem: FormatProblem)] = []
    }

    /// `keeping`: whether a file of this name is listed (a file that is not is not looked at).
    static func scan(_ roots: [String], keeping: (_ name: String) -> Bool = { _ in true }) -> Result {
        var result = Result()
        var seen = Set<FolderID>()
        for root in roots {
            var info = stat()
            guard stat(root, &info) == 0 else {
                result.problems.append((root, FormatProblem(message: String(cString: strerror(errno)))))
                continue
            }
            if info.st_mode & S_IFMT == S_IFDIR {
                walk(root, root: root, relativeFrom: root.utf8.count + (root.hasSuffix("/") ? 0 : 1), keeping: keeping, into: &result, seen: &seen)
            } else {
                let name = root.split(separator: "/").last.map(String.init) ?? root
                guard keeping(name) else { continue }
                result.files.append(ScannedFile(path: root, root: root, components: [name], size: Int(info.st_size), modified: nanoseconds(info)))
            }
        }
        return result
    }

    private struct FolderID: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    /// `relativeFrom`: where, in the paths below the root, the components begin.
    private static func walk(
        _ folder: String, root: String, relativeFrom: Int, keeping: (String) -> Bool, into result: inout Result, seen: inout Set<FolderID>
    ) {
        var info = stat()
        guard stat(folder, &info) == 0 else { return }
        guard seen.insert(FolderID(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))).inserted else {
            result.problems.append((folder, FormatProblem(message: "a folder reached again through a link (a loop?): read once")))
            return
        }
        guard let directory = opendir(folder) else {
            result.problems.append((folder, FormatProblem(message: "cannot read the folder: \(String(cString: strerror(errno)))")))
            return
        }
        defer { closedir(directory) }
        var names: [(name: String, isFolder: Bool?)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            if name.hasPrefix(".") { continue }
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): names.append((name, true))
            case Int32(DT_REG):
                // A file of a kind not kept is not looked at.
                if keeping(name) { names.append((name, false)) }
            default: names.append((name, nil))  // a link or unknown: stat says
            }
        }
        // Each name looked up in its folder (not its whole path again).
        let descriptor = dirfd(directory)
        // In name order, so ids and problems come out the same on every run.
        for (name, isFolder) in names.sorted(by: { $0.name < $1.name }) {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var target = stat()
            let looked = isFolder != true && fstatat(descriptor, name, &target, 0) == 0
            if isFolder == nil, !looked {
                result.problems.append((path, FormatProblem(message: "cannot read: \(String(cString: strerror(errno)))")))
                continue
            }
            if isFolder ?? (target.st_mode & S_IFMT == S_IFDIR) {
                walk(path, root: root, relativeFrom: relativeFrom, keeping: keeping, into: &result, seen: &seen)
            } else if isFolder != nil || keeping(name) {
                result.files.append(
                    path: path, root: root, relativeFrom: relativeFrom, size: looked ? Int(target.st_size) : 0,
                    modified: looked ? nanoseconds(target) : 0)
            }
        }
    }

    static func nanoseconds(_ info: stat) -> Int {
        Int(info.st_mtim.tv_sec) &* 1_000_000_000 &+ Int(info.st_mtim.tv_nsec)
    }

    /// Reads a whole regular file, up to `limit` bytes.
    static func read(_ path: String, limit: Int) -> Swift.Result<[UInt8], FormatProblem> {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return .failure(FormatProblem(message: "cannot open: \(String(cString: strerror(errno)))")) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(FormatProblem(message: "cannot read: \(String(cString: strerror(errno)))")) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(FormatProblem(message: "not a regular file")) }
        let size = Int(info.st_size)
        guard size > 0 else { return .failure(FormatProblem(message: "the file is empty")) }
        guard size <= limit else {
            return .failure(FormatProblem(message: "\(size >> 20) MB is more than a recipe file holds (the limit is \(limit >> 20) MB)"))
        }
        var bytes = [UInt8](repeating: 0, count: size)
        var done = 0
        while done < size {
            let n = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + done, size - done, off_t(done)) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { return .failure(FormatProblem(message: "cannot read: \(String(cString: strerror(errno)))")) }
            if n == 0 { break }
            done += n
        }
        return .success(Array(bytes.prefix(done)))
    }
}
