/// Where each key of a TOML text is set, read in one pass: the line of `key =` (also
/// `"key" =` and `'key' =`) before the first table, and under each table's header. A problem
/// message names its line; looking each key up in the whole text made a file of 10,000
/// unknown keys take 47 s (the square of its lines).
struct KeyLines {
    /// By table header (`[keys]`, as written up to its `]`; "" before the first) and key:
    /// the first line (from 1) that sets it.
    private var lines: [String: [String: Int]] = [:]
    /// Each header's first line.
    private var headers: [String: Int] = [:]

    init(_ text: String) {
        var header = ""
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("[") {
                header = trimmed.firstIndex(of: "]").map { String(trimmed[...$0]) } ?? String(trimmed)
                if headers[header] == nil { headers[header] = number + 1 }
                continue
            }
            guard let key = Self.key(trimmed) else { continue }
            if lines[header, default: [:]][key] == nil { lines[header, default: [:]][key] = number + 1 }
        }
    }

    /// The key a line sets (`key =`, `"key" =`, `'key' =`), or nil.
    private static func key(_ line: Substring) -> String? {
        guard let first = line.first else { return nil }
        var key: Substring
        var rest: Substring
        if first == "\"" || first == "'" {
            let body = line.dropFirst()
            guard let end = body.firstIndex(of: first) else { return nil }
            key = body[..<end]
            rest = body[body.index(after: end)...]
        } else {
            guard let end = line.firstIndex(where: { $0 == "=" || $0 == " " || $0 == "\t" }) else { return nil }
            key = line[..<end]
            rest = line[end...]
        }
        guard !key.isEmpty, rest.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("=") else { return nil }
        return String(key)
    }

    /// The line where `key` is set, before the first table or under `header`.
    func line(of key: String, after header: String? = nil) -> Int? {
        lines[header ?? ""]?[key]
    }

    /// The line of a table's header.
    func line(ofHeader header: String) -> Int? {
        headers[header]
    }
}
