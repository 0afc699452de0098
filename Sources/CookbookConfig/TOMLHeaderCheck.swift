/// What toml++ (under TOMLKit) must not be given: a table header whose name starts with a
/// character a key cannot start with (`[|freezer]`, `[[ %x]]`) trips an assertion in its
/// parser (`parse_key`), which aborts the program, release build included, instead of
/// reporting an error as it does for every other bad header. Such text is refused here, with
/// its line, before config.toml is parsed (found by the `household` fuzz target: `[|freezer]`,
/// and `[` with the line ending after it). Other toml++ assertions remain (`a = [}`): pantry.conf
/// is read without toml++ for that (`PantryConfReader`).
enum TOMLHeaderCheck {
    /// The first such header: its line (from 1) and what is wrong; nil when there is none.
    static func problem(in text: String) -> (line: Int, message: String)? {
        var line = 1
        var atLineStart = true
        var bytes = text.utf8.makeIterator()
        func next() -> UInt8? { bytes.next() }
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
        while let byte = next() {
            if byte == 0x0A {
                line += 1
                atLineStart = true
                continue
            }
            guard atLineStart else { continue }
            if isSpace(byte) { continue }
            atLineStart = false
            guard byte == UInt8(ascii: "[") else { continue }
            // `[`, spaces, perhaps a second `[` (contiguous: toml++ says so itself when not),
            // spaces, then the first character of the name.
            var first = next()
            while let b = first, isSpace(b) { first = next() }
            if first == UInt8(ascii: "[") {
                first = next()
                while let b = first, isSpace(b) { first = next() }
            }
            guard let start = first else { return nil }
            let fine = (start >= 0x30 && start <= 0x39) || (start | 0x20 >= 0x61 && start | 0x20 <= 0x7A)
                || start == UInt8(ascii: "_") || start == UInt8(ascii: "-") || start == UInt8(ascii: "\"")
                || start == UInt8(ascii: "'") || start == UInt8(ascii: "]")
            guard fine else {
                return (line, "a [section] name is letters, digits, _ and -, or in quotes")
            }
        }
        return nil
    }
}
