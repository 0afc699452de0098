import CSQLite

/// One connection to an SQLite database, and the few calls the library's cache makes: run
/// SQL, prepare a statement, bind, step, read columns. SQLite's C API as Debian ships it,
/// linked into the one static binary (a wrapper library would bring Foundation and a
/// second SQL layer onto the start-up path for these few calls).
///
/// Not safe from two threads at once (opened without SQLite's own mutex): whoever shares
/// one guards it.
final class SQLiteDatabase: @unchecked Sendable {
    struct Error: Swift.Error, CustomStringConvertible {
        /// SQLite's primary result code (`SQLITE_CORRUPT`, `SQLITE_BUSY`, …).
        var code: Int32
        var message: String

        var description: String { message }

        /// The file is not a database, a damaged one, or not the one expected (a table or a
        /// column missing, a value of another kind): made anew, never read. Not a full disk,
        /// a lock held too long or a file that cannot be written: those pass the cache by.
        var isDamage: Bool {
            [SQLITE_CORRUPT, SQLITE_NOTADB, SQLITE_ERROR, SQLITE_MISMATCH, SQLITE_SCHEMA, SQLITE_FORMAT, SQLITE_RANGE, SQLITE_CONSTRAINT]
                .contains(code)
        }
    }

    private let handle: OpaquePointer
    /// Statements made once and run many times (preparing one costs more than running it),
    /// by the address of their text: a literal's, the same at every call (hashing the text
    /// itself cost a first reading 50 million instructions).
    private var kept: [UnsafeRawPointer: Statement] = [:]

    /// Opens (or makes) the database at `path`; `":memory:"` is one in memory.
    init(path: String, busyTimeoutMilliseconds: Int32 = 10_000) throws(Error) {
        var opened: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(path, &opened, flags, nil)
        guard code == SQLITE_OK, let opened else {
            let message = opened.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code))
            sqlite3_close_v2(opened)
            throw Error(code: code & 0xFF, message: message)
        }
        handle = opened
        sqlite3_busy_timeout(handle, busyTimeoutMilliseconds)
        sqlite3_extended_result_codes(handle, 0)
    }

    deinit {
        kept = [:]
        sqlite3_close_v2(handle)
    }

    /// Runs statements that give no rows.
    func execute(_ sql: String) throws(Error) {
        var message: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &message)
        if code != SQLITE_OK {
            let text = message.map { String(cString: $0) } ?? String(cString: sqlite3_errstr(code))
            sqlite3_free(message)
            throw Error(code: code & 0xFF, message: text)
        }
    }

    func prepare(_ sql: String) throws(Error) -> Statement {
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
        guard code == SQLITE_OK, let statement else { throw error(code) }
        return Statement(handle: statement, database: self)
    }

    /// A statement prepared the first time it is asked for and kept, ready to run again.
    func kept(_ sql: StaticString) throws(Error) -> Statement {
        let key = UnsafeRawPointer(sql.utf8Start)
        if let statement = kept[key] {
            statement.reset()
            return statement
        }
        let statement = try prepare(sql.description)
        kept[key] = statement
        return statement
    }

    /// The first column of the first row, as a number (a `PRAGMA`'s answer).
    func number(_ sql: String) throws(Error) -> Int {
        let statement = try prepare(sql)
        return try statement.step() ? statement.int(0) : 0
    }

    var lastInsertedRow: Int64 { sqlite3_last_insert_rowid(handle) }

    fileprivate func error(_ code: Int32) -> Error {
        Error(code: code & 0xFF, message: String(cString: sqlite3_errmsg(handle)))
    }

    /// A prepared statement: bind its parameters (from 1), step through its rows, reset it
    /// to run it again.
    final class Statement {
        private let handle: OpaquePointer
        private unowned let database: SQLiteDatabase

        fileprivate init(handle: OpaquePointer, database: SQLiteDatabase) {
            self.handle = handle
            self.database = database
        }

        deinit {
            sqlite3_finalize(handle)
        }

        func bind(_ index: Int32, _ value: Int?) {
            if let value { sqlite3_bind_int64(handle, index, Int64(value)) } else { sqlite3_bind_null(handle, index) }
        }

        func bind(_ index: Int32, _ value: Int64) {
            sqlite3_bind_int64(handle, index, value)
        }

        func bind(_ index: Int32, _ value: String?) {
            guard var value else {
                sqlite3_bind_null(handle, index)
                return
            }
            _ = value.withUTF8 { sqlite3_bind_text(handle, index, $0.baseAddress, Int32($0.count), cb_sqlite_transient()) }
        }

        /// Bytes; an empty blob is bound as such, not as null.
        func bind(_ index: Int32, bytes: UnsafeRawBufferPointer) {
            sqlite3_bind_blob(handle, index, bytes.baseAddress ?? UnsafeRawPointer(bitPattern: 1), Int32(bytes.count), cb_sqlite_transient())
        }

        func bind(_ index: Int32, bytes: [UInt8]) {
            bytes.withUnsafeBytes { bind(index, bytes: $0) }
        }

        /// True when a row is ready to read, false when the statement is done.
        func step() throws(Error) -> Bool {
            let code = sqlite3_step(handle)
            if code == SQLITE_ROW { return true }
            if code == SQLITE_DONE { return false }
            throw database.error(code)
        }

        /// Runs it to the end, then makes it ready to run again with other parameters.
        func run() throws(Error) {
            defer { reset() }
            while try step() {}
        }

        func reset() {
            sqlite3_reset(handle)
            sqlite3_clear_bindings(handle)
        }

        func isNull(_ column: Int32) -> Bool { sqlite3_column_type(handle, column) == SQLITE_NULL }

        func int(_ column: Int32) -> Int { Int(sqlite3_column_int64(handle, column)) }

        func int64(_ column: Int32) -> Int64 { sqlite3_column_int64(handle, column) }

        func optionalInt(_ column: Int32) -> Int? { isNull(column) ? nil : int(column) }

        func text(_ column: Int32) -> String {
            withBytes(column) { String(decoding: $0, as: UTF8.self) }
        }

        func optionalText(_ column: Int32) -> String? { isNull(column) ? nil : text(column) }

        func bytes(_ column: Int32) -> [UInt8] { withBytes(column) { Array($0) } }

        /// The column's bytes, valid only within `body`.
        func withBytes<R>(_ column: Int32, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
            let start = sqlite3_column_blob(handle, column)
            let count = Int(sqlite3_column_bytes(handle, column))
            return body(UnsafeBufferPointer(start: start?.assumingMemoryBound(to: UInt8.self), count: start == nil ? 0 : count))
        }
    }
}
