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
    /// Folders from the root down to the file, then the file's name.
    public var components: [String]
    /// Size in bytes and modification time in nanoseconds, when the scan looked (0 when not).
    public var size: Int = 0
    public var modified: Int = 0

    public var name: String { components.last ?? path }
    /// The extension, lowercase, without the dot.
    public var pathExtension: String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }

    public var nameWithoutExtension: String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// The folders between the root and the file.
    public var folders: [String] { Array(components.dropLast()) }
}

/// Walks library roots: every file below a folder, recursively, hidden ones left out;
/// folders seen twice (a symbolic link loop) are entered once and said.
enum LibraryScan {
    struct Result {
        var files: [ScannedFile] = []
        var problems: [(path: String, problem: FormatProblem)] = []
    }

    static func scan(_ roots: [String]) -> Result {
        var result = Result()
        var seen = Set<FolderID>()
        for root in roots {
            var info = stat()
            guard stat(root, &info) == 0 else {
                result.problems.append((root, FormatProblem(message: String(cString: strerror(errno)))))
                continue
            }
            if info.st_mode & S_IFMT == S_IFDIR {
                walk(root, root: root, components: [], into: &result, seen: &seen)
            } else {
                let name = root.split(separator: "/").last.map(String.init) ?? root
                result.files.append(ScannedFile(path: root, root: root, components: [name], size: Int(info.st_size), modified: nanoseconds(info)))
            }
        }
        return result
    }

    private struct FolderID: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    private static func walk(_ folder: String, root: String, components: [String], into result: inout Result, seen: inout Set<FolderID>) {
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
            case Int32(DT_REG): names.append((name, false))
            default: names.append((name, nil))  // a link or unknown: stat says
            }
        }
        // In name order, so ids and problems come out the same on every run.
        for (name, isFolder) in names.sorted(by: { $0.name < $1.name }) {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var folderNow = isFolder
            if folderNow == nil {
                var target = stat()
                if stat(path, &target) != 0 {
                    result.problems.append((path, FormatProblem(message: "cannot read: \(String(cString: strerror(errno)))")))
                    continue
                }
                folderNow = target.st_mode & S_IFMT == S_IFDIR
            }
            if folderNow == true {
                walk(path, root: root, components: components + [name], into: &result, seen: &seen)
            } else {
                var file = ScannedFile(path: path, root: root, components: components + [name])
                var info = stat()
                if stat(path, &info) == 0 {
                    file.size = Int(info.st_size)
                    file.modified = nanoseconds(info)
                }
                result.files.append(file)
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
