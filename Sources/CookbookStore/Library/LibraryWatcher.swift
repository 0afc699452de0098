#if canImport(Glibc)
import Glibc
#endif

/// Tells when files under the library's roots are added, changed, renamed or removed
/// (inotify on every folder, at any depth, whatever bytes its name is, but the folders the
/// scan passes over, `LibraryIgnore`; a file named as a root is watched through its folder). The
/// session polls its descriptor with the terminal's; after a change, its folders are watched
/// anew, so a new subfolder is seen too. A reference type: it owns the inotify descriptor.
public final class LibraryWatcher {
    private let roots: [String]
    /// Readable when something changed. Another descriptor after `changed()` saw a change.
    public private(set) var descriptor: Int32
    private static let events = UInt32(IN_CREATE | IN_DELETE | IN_MODIFY | IN_MOVED_FROM | IN_MOVED_TO | IN_CLOSE_WRITE
        | IN_DELETE_SELF | IN_MOVE_SELF | IN_ATTRIB)

    /// Nil when the system cannot watch (no inotify): the library then changes only on relaunch.
    public init?(roots: [String]) {
        self.roots = roots
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        watchFolders()
    }

    deinit {
        close(descriptor)
    }

    /// Whether anything changed since the last call (the events are read and dropped).
    public func changed() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var any = false
        while true {
            let n = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
            if n <= 0 { break }
            any = true
        }
        if any {
            // New folders need watches, removed ones lose theirs: start again.
            close(descriptor)
            descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            if descriptor >= 0 { watchFolders() }
        }
        return any
    }

    private func watchFolders() {
        var seen = Set<FileIdentity>()
        for root in roots {
            var info = stat()
            guard stat(root, &info) == 0 else {
                // A root that is gone (deleted, or moved aside for a moment) is waited for in
                // the nearest folder above it that is there: when it comes back, that folder
                // says so, and the folders are watched anew.
                var folder = root
                while true {
                    folder = folder.lastIndex(of: "/").map { String(folder[..<$0]) } ?? "."
                    if folder.isEmpty { folder = "/" }
                    if stat(folder, &info) == 0 || folder == "/" || folder == "." { break }
                }
                if seen.insert(FileIdentity(info)).inserted { inotify_add_watch(descriptor, folder, Self.events) }
                continue
            }
            if info.st_mode & S_IFMT == S_IFDIR {
                watch(below: root, seen: &seen)
            } else {
                let folder = root.lastIndex(of: "/").map { String(root[..<$0]) } ?? "."
                if stat(folder.isEmpty ? "/" : folder, &info) == 0, seen.insert(FileIdentity(info)).inserted {
                    inotify_add_watch(descriptor, folder.isEmpty ? "/" : folder, Self.events)
                }
            }
        }
    }

    /// Watches `root` and every folder below it that the scan reads, however deep and
    /// whatever bytes their names are: each folder is opened by the bytes of its path (from
    /// the folders above it when the path is longer than the system takes at once,
    /// `RawPath`), and watched through that descriptor. The root's `.cookbookignore` is read
    /// again each time (a change to it is a change in the root, which is watched).
    private func watch(below root: String, seen: inout Set<FileIdentity>) {
        let ignore = LibraryIgnore(root: root)
        let relativeFrom = root.utf8.count + (root.hasSuffix("/") ? 0 : 1)
        var folders = [Array(root.utf8)]
        while let folder = folders.popLast() {
            let opened = folder.withUnsafeBufferPointer { RawPath.open($0, O_RDONLY | O_DIRECTORY) }
            guard opened >= 0 else { continue }
            var info = stat()
            guard fstat(opened, &info) == 0, seen.insert(FileIdentity(info)).inserted else {
                close(opened)
                continue
            }
            // Its descriptor names it at any depth; its path, should /proc not be there.
            if inotify_add_watch(descriptor, "/proc/self/fd/\(opened)", Self.events) < 0, folder.count <= RawPath.longestAtOnce {
                folder.withUnsafeBufferPointer { path in _ = RawPath.withCString(path) { inotify_add_watch(descriptor, $0, Self.events) } }
            }
            for entry in RawPath.entries(ofFolder: opened) ?? [] where entry.kind == .folder {
                var path = folder
                if path.last != 0x2F { path.append(0x2F) }
                path += entry.rawName ?? Array(entry.name.utf8)
                // (The names as the scan shows them: bytes that are not UTF-8 repaired.)
                if ignore.skips(name: entry.name, isFolder: true, relative: String(decoding: path.dropFirst(relativeFrom), as: UTF8.self)) {
                    continue
                }
                folders.append(path)
            }
        }
    }
}
