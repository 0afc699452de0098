import CookbookModel

/// A menu of a library: where it is, the root it was found under (what its references are
/// read from first), and what it says; or why it could not be read.
public struct PlanFile: Equatable, Sendable {
    public var path: String
    public var root: String
    /// Below the root, without `.menu`: `Plans/Week 1`.
    public var name: String
    public var menu: MenuFile
    /// Why the file could not be read (then `menu` has nothing).
    public var failure: String?

    public init(path: String, root: String, menu: MenuFile, failure: String? = nil) {
        self.path = path
        self.root = root
        self.name = Self.name(path: path, root: root)
        self.menu = menu
        self.failure = failure
    }

    /// The path below the root without `.menu`; the file's name when it is not below it.
    public static func name(path: String, root: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        var name = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : String(path.split(separator: "/").last ?? Substring(path))
        if name.lowercased().hasSuffix(".menu") { name.removeLast(5) }
        return name
    }

    /// Where a library's menus are, each with the root it was found under, in the order of
    /// `problems`: the library's scan lists them (the recipe reader passes each over with a
    /// notice), so they are taken from its problems and the folders are walked once.
    public static func locations(problems: [FileProblem], roots: [String]) -> [(path: String, root: String)] {
        problems.compactMap { problem in
            guard problem.path.utf8.count > 5, problem.path.lowercased().hasSuffix(".menu") else { return nil }
            return (problem.path, root(of: problem.path, roots: roots))
        }
    }

    /// The root a file is below (the longest that holds it); for a menu named alone, its folder.
    public static func root(of path: String, roots: [String]) -> String {
        let holding = roots.filter { path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
        if let longest = holding.max(by: { $0.utf8.count < $1.utf8.count }) { return longest }
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The folder the file is in.
    public var folder: String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Whether `said` names this plan: its name below the root, or its file's name alone, in any case.
    public func isNamed(_ said: String) -> Bool {
        let folded = said.lowercased()
        let file = name.split(separator: "/").last.map(String.init) ?? name
        return name.lowercased() == folded || file.lowercased() == folded || path == said
    }

    /// The days to show first: the one dated `today`, when there is one.
    public func today(_ today: CalendarDate) -> MenuDay? {
        menu.days.first { $0.date == today }
    }

    /// The days of the week that holds `today` (Monday to Sunday), by their dates.
    public func week(of today: CalendarDate) -> [MenuDay] {
        let day = today.daysSince1970
        // 1970-01-01 was a Thursday: Monday is 3 days before it.
        let monday = day - ((day + 3) % 7 + 7) % 7
        return menu.days.filter { ($0.date?.daysSince1970).map { (monday..<(monday + 7)).contains($0) } ?? false }
    }
}
