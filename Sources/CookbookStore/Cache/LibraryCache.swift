import CookbookModel
import CookbookFormats
import CSQLite
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// Where a library read from files is kept between launches, so that opening it again reads
/// only the files that changed: an SQLite database in `$XDG_CACHE_HOME/cookbook/` (default
/// `~/.cache/cookbook/`), one for each set of roots (`LibraryDatabase` says what it holds).
///
/// Disposable and never trusted blindly: a database that is not one, is damaged, is of
/// another version, or was made from other roots or by other readers is made anew; one that
/// cannot be written (a read-only folder, a file where the folder should be, a full disk) is
/// passed by, and the library is read as if there were none. Two programs share it (WAL: one
/// writes while the others read; a writer waits for the other's write to end).
public struct LibraryCache: Sendable {
    public let folder: String

    /// Part of what a database is checked against: bump it when a reader gives other
    /// recipes for the same bytes, or what is kept of them changes (6: names' sort keys are
    /// `CollationKey`s; 7: saved pages' microdata is read; 8: an ingredient keeps the recipe it
    /// refers to; 9: a list's "& Chili" is Chili, a source groups by its name before its site),
    /// so every file is read again.
    static let readerVersion = 9

    public init(folder: String) {
        self.folder = folder
    }

    /// `$XDG_CACHE_HOME/cookbook`, else `~/.cache/cookbook`; nil without a home folder (the
    /// library is then read every time, never cached in `/.cache`).
    public static func standard(environment: [String: String]) -> LibraryCache? {
        guard let base = environment["XDG_CACHE_HOME"].flatMap({ $0.hasPrefix("/") ? $0 : nil })
            ?? HomeFolder.find(environment: environment).map({ $0 + "/.cache" })
        else { return nil }
        return LibraryCache(folder: base + "/cookbook")
    }

    /// The database of these roots: one for each set of folders, however they are named
    /// (`recipes` from one folder and `~/recipes` are the same; `recipes` from another folder
    /// is not).
    func path(for roots: [String]) -> String {
        path(forCanonical: Self.canonical(roots))
    }

    private func path(forCanonical roots: [String]) -> String {
        folder + "/library-" + Slug.hash(roots.joined(separator: "\u{0}")) + ".sqlite"
    }

    /// Each root as an absolute path without links (as it is when it cannot be resolved).
    static func canonical(_ roots: [String]) -> [String] {
        roots.map { root in
            guard let resolved = realpath(root, nil) else { return root }
            defer { free(resolved) }
            return String(cString: resolved)
        }
    }

    /// What the files are read by, as the database records it: the reader version and
    /// the kinds of file read.
    static func readers(_ formats: [RecipeFormat]) -> String {
        "\(readerVersion) " + formats.map { $0.name + ":" + $0.extensions.sorted().joined(separator: ",") }.joined(separator: " ")
    }

    /// The database for these roots, checked and made theirs; nil when there is no usable
    /// one (the library is then kept in memory while it is open).
    func open(roots: [String], readers: String) -> LibraryDatabase? {
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else { return nil }
        let canonical = Self.canonical(roots)
        let path = path(forCanonical: canonical)
        removeEarlierCache(roots)
        for attempt in 0..<2 {
            // Anything but a plain file (a FIFO would block the first read) is passed by.
            guard [path, path + "-wal", path + "-shm"].allSatisfy(Self.isAbsentOrPlainFile) else { return nil }
            do throws(SQLiteDatabase.Error) {
                return try opened(path, roots: canonical, readers: readers)
            } catch where error.isDamage && attempt == 0 {
                // Not a database, or a damaged one: made anew once.
                Self.remove(path)
            } catch {
                return nil
            }
        }
        return nil
    }

    /// `roots` resolved (`canonical`).
    private func opened(_ path: String, roots: [String], readers: String) throws(SQLiteDatabase.Error) -> LibraryDatabase {
        let database = try SQLiteDatabase(path: path)
        // Nothing waits for the disk (synchronous OFF): a first reading of 10,000 files waited
        // for it 17 times, 6 ms in all on a quiet machine, 90 on a busy one. A program stopped on
        // the way loses nothing it wrote (the system has it); a crash of the whole machine at
        // the wrong moment may leave the cache damaged, and a damaged cache is made anew. Pages
        // of 16 KB (for a database made now): a first reading of 10,000 files wrote 13,200
        // times, 4 KB at a time, now 3,300 times, with the same instructions for a list. Both
        // set first, so that making a new database has them. WAL: a reader never waits for a
        // writer; its log is copied into the database when it holds 4 MB (256 pages, SQLite's
        // 1,000 of 4 KB), while a first reading's files are still read, not in one piece at its
        // end (6 ms of the last commit at 10,000 files). Its rows are read once each, in order:
        // a small page cache (512 KB, not 2 MB) serves as well.
        try database.execute(
            "PRAGMA synchronous = OFF; PRAGMA page_size = 16384; PRAGMA journal_mode = WAL; PRAGMA wal_autocheckpoint = 256; PRAGMA cache_size = -512")
        let version = try database.number("PRAGMA user_version")
        if version != LibraryDatabase.schemaVersion {
            try database.execute("BEGIN IMMEDIATE")
            do throws(SQLiteDatabase.Error) {
                // Another program may have made it meanwhile.
                if try database.number("PRAGMA user_version") != LibraryDatabase.schemaVersion {
                    let tables = try database.number("SELECT count(*) FROM sqlite_master")
                    if tables > 0 { throw SQLiteDatabase.Error(code: SQLITE_CORRUPT, message: "a cache of another version") }
                    try database.execute(LibraryDatabase.schema)
                }
                try database.execute("COMMIT")
            } catch {
                try? database.execute("ROLLBACK")
                throw error
            }
        }
        let library = LibraryDatabase(database)
        // Made from other roots or by other readers: emptied and made theirs (the write lock
        // taken only then, not at every opening).
        guard try !library.isMade(from: roots, readers: readers) else { return library }
        try library.beginWriting()
        do throws(SQLiteDatabase.Error) {
            if try !library.isMade(from: roots, readers: readers) { try library.claim(roots: roots, readers: readers) }
            try library.commit()
        } catch {
            library.rollback()
            throw error
        }
        return library
    }

    /// The database for these roots made anew, after it failed on the way (see `open`).
    func openAnew(roots: [String], readers: String) -> LibraryDatabase? {
        Self.remove(path(for: roots))
        return open(roots: roots, readers: readers)
    }

    /// The pair of files the cache was before it was a database.
    private func removeEarlierCache(_ roots: [String]) {
        let name = folder + "/library-" + Slug.hash(roots.joined(separator: "\u{0}"))
        unlink(name + ".json")
        unlink(name + ".manifest")
    }

    private static func remove(_ path: String) {
        for file in [path, path + "-wal", path + "-shm", path + "-journal"] { unlink(file) }
    }

    private static func isAbsentOrPlainFile(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) != 0 ? errno == ENOENT : info.st_mode & S_IFMT == S_IFREG
    }
}
