
/// The files a scan found, in order, packed: their paths as bytes one after another (as on
/// disk, UTF-8 or not: `ScannedFile.rawPath`), the roots as keys into the list of roots,
/// sizes and times as numbers. A `ScannedFile` is made when one is asked for.
///
/// A `ScannedFile` kept as a value costs about 190 bytes (the struct, and its path as a
/// string); packed, about 105. The list is kept while a library's files are read and placed,
/// so at 100,000 files that is 9 MB less for the whole of the reading.
public struct ScannedFiles: RandomAccessCollection, Sendable, Equatable {
    /// File `i`'s path is `paths[pathEnds[i - 1]..<pathEnds[i]]` (from 0 for the first).
    private var paths: [UInt8] = []
    private var pathEnds: [Int] = []
    /// Where file `i`'s components begin in its path (a UTF-8 offset), or -1 when they are
    /// not its end (then they are in `otherRelatives`).
    private var relativeStarts: [Int32] = []
    private var otherRelatives: [Int: String] = [:]
    private var rootKeys: [Int32] = []
    private var roots: [String] = []
    private var sizes: [Int] = []
    private var times: [Int] = []

    public init() {}

    public init<S: Sequence<ScannedFile>>(_ files: S) {
        for file in files { append(file) }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { pathEnds.count }

    public subscript(i: Int) -> ScannedFile {
        let relative = relativeStarts[i]
        var file = ScannedFile(
            path: path(at: i), root: roots[Int(rootKeys[i])], relativeFrom: relative < 0 ? nil : Int(relative),
            joined: otherRelatives[i] ?? "", size: sizes[i], modified: times[i])
        // A path that is not UTF-8 has its components apart (they are its repaired text).
        if relative < 0 {
            file.rawPath = rawPath(at: i)
        }
        return file
    }

    /// File `i`'s path as it is on disk when it is not UTF-8 (what is shown of it is
    /// repaired), else nil.
    func rawPath(at i: Int) -> [UInt8]? {
        guard relativeStarts[i] < 0 else { return nil }
        return withPath(at: i) { String(validating: $0, as: UTF8.self) == nil ? Array($0) : nil }
    }

    /// File `i`'s path as shown (its bytes that are not UTF-8 replaced), without making the
    /// whole file.
    public func path(at i: Int) -> String {
        withPath(at: i, RawPath.shown)
    }

    /// The bytes of file `i`'s path on disk, valid only within `body`.
    public func withPath<R, E: Error>(at i: Int, _ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R) throws(E) -> R {
        let start = i == 0 ? 0 : pathEnds[i - 1]
        return try paths.withUnsafeBufferPointer { paths throws(E) in try body(UnsafeBufferPointer(rebasing: paths[start..<pathEnds[i]])) }
    }

    /// The bytes of file `i`'s path below its root (its components joined by `/`), valid only
    /// within `body`.
    func withRelativePath<R>(at i: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let start = relativeStarts[i]
        guard start >= 0 else {
            var other = otherRelatives[i] ?? ""
            return other.withUTF8(body)
        }
        let pathStart = i == 0 ? 0 : pathEnds[i - 1]
        return paths.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[(pathStart + Int(start))..<pathEnds[i]])) }
    }

    /// The files' positions in the byte order of their paths (SQLite's order of text).
    public func positionsByPath() -> [Int] {
        paths.withUnsafeBufferPointer { bytes in
            func path(_ i: Int) -> UnsafeBufferPointer<UInt8> {
                UnsafeBufferPointer(rebasing: bytes[(i == 0 ? 0 : pathEnds[i - 1])..<pathEnds[i]])
            }
            return indices.sorted { ByteOrder.compare(path($0), path($1)) < 0 }
        }
    }

    public func size(at i: Int) -> Int { sizes[i] }

    /// How many bytes the paths come to, together.
    public var pathBytes: Int { paths.count }
    public func modified(at i: Int) -> Int { times[i] }

    /// The root file `i` was found under (without making the file's path).
    public func root(at i: Int) -> String { roots[Int(rootKeys[i])] }

    /// The roots the files were found under, each once, in the order first found.
    var scannedRoots: [String] { roots }

    /// Where file `i`'s root is in `scannedRoots`.
    func rootKey(at i: Int) -> Int { Int(rootKeys[i]) }

    public mutating func append(_ file: ScannedFile) {
        guard file.rawPath == nil, let start = file.relativeStart else {
            // Its bytes on disk, and its components apart (they are its repaired text).
            (file.rawPath ?? Array(file.path.utf8)).withUnsafeBufferPointer {
                append(path: $0, root: file.root, relativeStart: -1, size: file.size, modified: file.modified)
            }
            otherRelatives[pathEnds.count - 1] = file.components.joined(separator: "/")
            return
        }
        append(path: file.path, root: file.root, relativeFrom: start, size: file.size, modified: file.modified)
    }

    /// A file whose path is UTF-8 and whose components are its end from `relativeFrom` (a
    /// UTF-8 offset, after a `/`), without a `ScannedFile` made for it (a scan's every file).
    mutating func append(path: String, root: String, relativeFrom: Int, size: Int, modified: Int) {
        var path = path
        path.withUTF8 { append(path: $0, root: root, relativeStart: Int32(relativeFrom), size: size, modified: modified) }
    }

    private mutating func append(path: UnsafeBufferPointer<UInt8>, root: String, relativeStart: Int32, size: Int, modified: Int) {
        paths.append(contentsOf: path)
        pathEnds.append(paths.count)
        relativeStarts.append(relativeStart)
        if let key = roots.lastIndex(of: root) {
            rootKeys.append(Int32(key))
        } else {
            rootKeys.append(Int32(roots.count))
            roots.append(root)
        }
        sizes.append(size)
        times.append(modified)
    }

    /// Only the files `keep` says.
    public func kept(where keep: (ScannedFile) -> Bool) -> ScannedFiles {
        var kept = ScannedFiles()
        for file in self where keep(file) { kept.append(file) }
        return kept
    }
}
