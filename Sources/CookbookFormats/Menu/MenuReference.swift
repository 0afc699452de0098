/// A recipe named in a menu: `@./mains/pasta carbonara{2}`, with where it is in the file.
public struct MenuReference: Equatable, Sendable {
    /// The path as written, from `./` (or `../`) on, without the braces: `./mains/pasta carbonara`.
    public var path: String
    public var quantity: MenuQuantity
    /// Its bytes in the file, from the `@` to the closing brace (or the end of the path).
    public var range: Range<Int>
    /// 1-based.
    public var line: Int

    public init(path: String, quantity: MenuQuantity, range: Range<Int>, line: Int) {
        self.path = path
        self.quantity = quantity
        self.range = range
        self.line = line
    }

    /// The path's folders and name, `.` and empty parts left out and `..` taken back, with
    /// no `.cook` at the end: `mains/pasta carbonara`. Nil when `..` climbs above its start.
    public var relativePath: String? {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
                continue
            }
            parts.append(part)
        }
        guard var last = parts.last else { return nil }
        if last.lowercased().hasSuffix(".cook") {
            last = last.dropLast(5)
            parts[parts.count - 1] = last
        }
        return parts.joined(separator: "/")
    }

    /// The name a reader calls it by: the last part of its path (`pasta carbonara`).
    public var name: String {
        relativePath.map { String($0.split(separator: "/").last ?? Substring($0)) } ?? path
    }

    /// A reference written with this path, for its `name` and `relativePath` alone (no
    /// amount, no place in a file).
    public init(path: String) {
        self.init(path: path, quantity: .asWritten, range: 0..<0, line: 0)
    }

    /// A reference as cookbook writes it into a menu: `@./mains/pasta carbonara{4%servings}`,
    /// `{}` for the recipe as written.
    public static func written(path relative: String, quantity: MenuQuantity) -> String {
        "@./" + relative + "{" + quantity.written + "}"
    }
}
