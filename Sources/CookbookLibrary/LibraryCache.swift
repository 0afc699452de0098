import CookbookKit
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// The library as it was last read, so a large collection opens at once the next time: in
/// `$XDG_CACHE_HOME/cookbook/` (default `~/.cache/cookbook/`), one pair of files per set of
/// roots: the recipes as a cookbook of the bundled format (which opens by indexing, recipes
/// decoded when shown) and a manifest of every file it came from, with its size and time.
///
/// Never trusted blindly: it is used only when the manifest is of this version and names
/// exactly the files found now, each with the same size and modification time, and when the
/// cookbook in it opens and holds the recipes the manifest counted. Anything else (a file
/// added, changed or removed, a damaged or foreign cache) and the library is read from the
/// files and the cache written anew. Written to a temporary file and renamed, so a crash
/// leaves the old one or none.
public struct LibraryCache: Sendable {
    public let folder: String
    static let version = 1

    public init(folder: String) {
        self.folder = folder
    }

    /// `$XDG_CACHE_HOME/cookbook`, else `~/.cache/cookbook`.
    public static func standard(environment: [String: String]) -> LibraryCache {
        let base = environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? (environment["HOME"] ?? "") + "/.cache"
        return LibraryCache(folder: base + "/cookbook")
    }

    /// What the cache was made from. Written as lines of text, tab-separated (a JSON
    /// decoder spends longer on 10,000 entries than the rest of the opening together):
    ///
    ///     cookbook library cache 1
    ///     <recipes>\t<files read>
    ///     root\t<path>                                       one a root
    ///     file\t<size>\t<modified ns>\t<path>                one a file
    ///     problem\t<line>\t<column>\t<1 if a notice>\t<path>\t<message>
    ///
    /// Tabs, line breaks and backslashes in paths and messages are escaped.
    struct Manifest: Equatable {
        struct Entry: Equatable {
            var path: String
            var size: Int
            var modified: Int
        }

        var roots: [String]
        var files: [Entry]
        var problems: [FileProblem]
        var recipes: Int
        var filesRead: Int

        static let header = "cookbook library cache \(LibraryCache.version)"

        var text: String {
            var text = ""
            write { text += $0 }
            return text
        }

        /// The text in pieces, in order (a manifest of 100,000 files is written without
        /// being held whole).
        func write(_ out: (String) -> Void) {
            Self.write(roots: roots, files: files, problems: problems, recipes: recipes, filesRead: filesRead, out)
        }

        /// A manifest's text for files given as any sequence (the scan's, not copied first).
        static func write<Files: Sequence<Entry>>(
            roots: [String], files: Files, problems: [FileProblem], recipes: Int, filesRead: Int, _ out: (String) -> Void
        ) {
            out(Self.header + "\n\(recipes)\t\(filesRead)\n")
            for root in roots { out("root\t" + escape(root) + "\n") }
            for file in files { out("file\t\(file.size)\t\(file.modified)\t" + escape(file.path) + "\n") }
            for problem in problems {
                out("problem\t\(problem.problem.line.map(String.init) ?? "")\t\(problem.problem.column.map(String.init) ?? "")\t"
                    + "\(problem.isNotice ? 1 : 0)\t" + escape(problem.path) + "\t" + escape(problem.problem.message) + "\n")
            }
        }

        init(roots: [String], files: [Entry], problems: [FileProblem], recipes: Int, filesRead: Int) {
            self.roots = roots
            self.files = files
            self.problems = problems
            self.recipes = recipes
            self.filesRead = filesRead
        }

        /// Nil for anything that is not a whole manifest of this version.
        init?(text: Substring) {
            var text = String(text)
            guard let manifest = text.withUTF8({ Self(bytes: $0) }) else { return nil }
            self = manifest
        }

        /// Read as bytes, lines at line feeds and fields at tabs (the escapes keep both out of
        /// every path and message): a manifest of 10,000 files was a billion instructions
        /// read as Characters.
        init?(bytes: UnsafeBufferPointer<UInt8>) {
            func text(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
            func fields(_ line: Range<Int>, omittingEmpty: Bool = false) -> [Range<Int>] {
                var out: [Range<Int>] = []
                var start = line.lowerBound
                for i in line where bytes[i] == 0x09 {
                    if !(omittingEmpty && start == i) { out.append(start..<i) }
                    start = i + 1
                }
                if !(omittingEmpty && start == line.upperBound) { out.append(start..<line.upperBound) }
                return out
            }
            var lines: [Range<Int>] = []
            var start = 0
            for i in 0..<bytes.count where bytes[i] == 0x0A {
                lines.append(start..<i)
                start = i + 1
            }
            lines.append(start..<bytes.count)
            guard text(lines[0]) == Self.header, lines.last!.isEmpty else { return nil }
            lines.removeLast()
            let counts = lines.count > 1 ? fields(lines[1], omittingEmpty: true) : []
            guard counts.count == 2, let recipes = Int(text(counts[0])), let filesRead = Int(text(counts[1])) else { return nil }
            self.init(roots: [], files: [], problems: [], recipes: recipes, filesRead: filesRead)
            files.reserveCapacity(lines.count)
            for line in lines.dropFirst(2) {
                let fields = fields(line)
                switch (text(fields[0]), fields.count) {
                case ("root", 2): roots.append(Self.unescape(bytes, fields[1]))
                case ("file", 4):
                    guard let size = Int(text(fields[1])), let modified = Int(text(fields[2])) else { return nil }
                    files.append(Entry(path: Self.unescape(bytes, fields[3]), size: size, modified: modified))
                case ("problem", 6):
                    let problem = FormatProblem(line: Int(text(fields[1])), column: Int(text(fields[2])), message: Self.unescape(bytes, fields[5]))
                    problems.append(FileProblem(path: Self.unescape(bytes, fields[4]), problem: problem, isNotice: text(fields[3]) == "1"))
                default: return nil
                }
            }
        }

        /// As bytes too: replacing Characters missed a line break in `\r\n` (one Character)
        /// and a backslash that a combining mark follows, which broke the manifest.
        private static func escape(_ text: String) -> String {
            guard text.utf8.contains(where: { $0 == 0x09 || $0 == 0x0A || $0 == 0x5C || $0 == 0x0D }) else { return text }
            var out: [UInt8] = []
            out.reserveCapacity(text.utf8.count + 8)
            for byte in text.utf8 {
                switch byte {
                case 0x5C: out += [0x5C, 0x5C]
                case 0x09: out += [0x5C, UInt8(ascii: "t")]
                case 0x0A: out += [0x5C, UInt8(ascii: "n")]
                case 0x0D: out += [0x5C, UInt8(ascii: "r")]
                default: out.append(byte)
                }
            }
            return String(decoding: out, as: UTF8.self)
        }

        private static func unescape(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
            let field = UnsafeBufferPointer(rebasing: bytes[range])
            guard field.contains(0x5C) else { return String(decoding: field, as: UTF8.self) }
            var out: [UInt8] = []
            out.reserveCapacity(field.count)
            var escaped = false
            for byte in field {
                if escaped {
                    out.append(byte == UInt8(ascii: "t") ? 0x09 : byte == UInt8(ascii: "n") ? 0x0A : byte == UInt8(ascii: "r") ? 0x0D : byte)
                    escaped = false
                } else if byte == 0x5C {
                    escaped = true
                } else {
                    out.append(byte)
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
    }

    func paths(for roots: [String]) -> (cookbook: String, manifest: String) {
        let name = "library-" + Slug.hash(roots.joined(separator: "\u{0}"))
        return (folder + "/" + name + ".json", folder + "/" + name + ".manifest")
    }

    /// What the manifest kept for these roots says, when it names exactly the files found
    /// now: the manifest itself is let go, so the cookbook is opened (`open`) without it.
    struct Kept {
        var cookbook: String
        var problems: [FileProblem]
        var recipes: Int
        var filesRead: Int
    }

    func matching(roots: [String], files: ScannedFiles) -> Kept? {
        let (cookbookPath, manifestPath) = paths(for: roots)
        guard let data = FileManager.default.contents(atPath: manifestPath),
              let manifest = data.withUnsafeBytes({ Manifest(bytes: $0.bindMemory(to: UInt8.self)) }),
              manifest.roots == roots,
              manifest.files.elementsEqual(files, by: { $0.path == $1.path && $0.size == $1.size && $0.modified == $1.modified })
        else { return nil }
        return Kept(cookbook: cookbookPath, problems: manifest.problems, recipes: manifest.recipes, filesRead: manifest.filesRead)
    }

    /// The kept cookbook, if it opens and holds the recipes the manifest counted.
    func open(_ kept: Kept) -> LoadedLibrary? {
        guard let library = try? CookbookLoader.loadMapped(path: kept.cookbook), library.catalog.recipes.count == kept.recipes
        else { return nil }
        return LoadedLibrary(library: library, problems: kept.problems, filesRead: kept.filesRead)
    }

    /// Keeps a library read from these files: `cookbook` writes its cookbook (of the bundled
    /// format, see `LibraryCookbook`) to the descriptor it is given and says whether all went.
    /// Returns where the cookbook is, or nil when it cannot write (silently: the library is
    /// read anyway).
    func save(
        recipes: Int, problems: [FileProblem], filesRead: Int, roots: [String], files: ScannedFiles,
        cookbook: (Int32) -> Bool
    ) -> String? {
        let (cookbookPath, manifestPath) = paths(for: roots)
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else { return nil }
        // The cookbook first: a manifest is only ever next to the cookbook it describes.
        guard Self.replace(cookbookPath, writing: cookbook) else { return nil }
        guard Self.replace(manifestPath, writing: { descriptor in
            var chunk: [UInt8] = []
            chunk.reserveCapacity(LibraryCookbook.chunkSize + 4096)
            var written = true
            func flush() {
                written = written && chunk.withUnsafeBytes { FileWriting.writeAll(descriptor, $0) }
                chunk.removeAll(keepingCapacity: true)
            }
            let entries = files.lazy.map { Manifest.Entry(path: $0.path, size: $0.size, modified: $0.modified) }
            Manifest.write(roots: roots, files: entries, problems: problems, recipes: recipes, filesRead: filesRead) { piece in
                chunk.append(contentsOf: piece.utf8)
                if chunk.count >= LibraryCookbook.chunkSize { flush() }
            }
            flush()
            return written
        }) else { return nil }
        return cookbookPath
    }

    /// Writes a file whole or not at all: to a temporary file, renamed over the old one.
    private static func replace(_ path: String, writing: (Int32) -> Bool) -> Bool {
        let temporary = path + ".\(getpid()).tmp"
        let descriptor = Glibc.open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return false }
        let written = writing(descriptor)
        guard close(descriptor) == 0, written, rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }
}
