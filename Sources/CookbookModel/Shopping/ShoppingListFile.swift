/// A library's `.shopping-list` (Cooklang's conventions): recipe references, each with the
/// sub-recipes to make nested under it, free-hand items, and the file's comments and blank
/// lines, kept where they were. A line that makes no sense (bad indentation, a plain item
/// nested) is kept as it is written too, and named in `problems`. A value: read by
/// `ShoppingListReader`, written by `ShoppingListWriter`, changed by the app.
public struct ShoppingListFile: Equatable, Sendable {
    public var entries: [ShoppingListEntry]
    /// The lines read that make no sense, by line (not written: the lines themselves are kept).
    public var problems: [ShoppingListProblem]

    public init(entries: [ShoppingListEntry] = [], problems: [ShoppingListProblem] = []) {
        self.entries = entries
        self.problems = problems
    }

    /// The file's name in the library's root folder.
    public static let fileName = ".shopping-list"

    /// The references at the top level: what is on the list, in order.
    public var references: [ShoppingReference] {
        entries.compactMap { if case .reference(let reference) = $0 { reference } else { nil } }
    }

    /// The free-hand items.
    public var items: [ShoppingItem] {
        entries.compactMap { if case .item(let item) = $0 { item } else { nil } }
    }

    /// Whether nothing is to buy: no reference and no item (comments may remain).
    public var isEmpty: Bool { references.isEmpty && items.isEmpty }

    /// The top-level reference to this file (`Breakfast/Easy Pancakes.cook` is
    /// `./Breakfast/Easy Pancakes` too), if any.
    public func index(of path: String) -> Int? {
        let key = ShoppingReference.key(path)
        return entries.firstIndex { if case .reference(let reference) = $0 { reference.key == key } else { false } }
    }

    /// Puts a reference at the end, or takes the one to the same file out; true when put in.
    @discardableResult
    public mutating func toggle(_ reference: ShoppingReference) -> Bool {
        if let index = index(of: reference.path) {
            remove(at: index)
            return false
        }
        entries.append(.reference(reference))
        return true
    }

    /// A free-hand item at the end.
    public mutating func add(_ item: ShoppingItem) {
        entries.append(.item(item))
    }

    /// The entries that are something to buy, the references nested under others too (a
    /// recipe's sub-recipes, a plan's recipes), each with its depth, in the file's order: what
    /// the list screen shows and `d` takes off, by position here.
    public var removable: [(depth: Int, entry: ShoppingListEntry)] {
        var rows: [(depth: Int, entry: ShoppingListEntry)] = []
        func walk(_ entries: [ShoppingListEntry], depth: Int) {
            for entry in entries {
                switch entry {
                case .text: continue
                case .item: rows.append((depth, entry))
                case .reference(let reference):
                    rows.append((depth, entry))
                    walk(reference.children, depth: depth + 1)
                }
            }
        }
        walk(entries, depth: 0)
        return rows
    }

    /// Removes the `n`th of `removable` (with what is nested under it); false when there is
    /// none. A sub-recipe taken from under its recipe is bought ready-made: only those left
    /// nested are made.
    @discardableResult
    public mutating func remove(removable n: Int) -> Bool {
        var seen = -1
        return Self.remove(&seen, n, in: &entries)
    }

    private static func remove(_ seen: inout Int, _ n: Int, in entries: inout [ShoppingListEntry]) -> Bool {
        for index in entries.indices {
            if case .text = entries[index] { continue }
            seen += 1
            if seen == n {
                remove(at: index, in: &entries)
                return true
            }
            if case .reference(var reference) = entries[index], remove(&seen, n, in: &reference.children) {
                entries[index] = .reference(reference)
                return true
            }
        }
        return false
    }

    /// Everything to buy gone; comments are kept (the user's words).
    public mutating func clear() {
        for index in entries.indices.reversed() {
            if case .text = entries[index] { continue }
            remove(at: index)
        }
    }

    /// Takes the entry at `index` out. When its lines open or close a block comment
    /// (`./Soup [- spicy`), a comment line with the same effect takes its place, so the lines
    /// after it mean what they meant: a commented line never comes alive.
    public mutating func remove(at index: Int) {
        Self.remove(at: index, in: &entries)
    }

    private static func remove(at index: Int, in entries: inout [ShoppingListEntry]) {
        let lines = written(entries[index])
        func after(_ open: Bool) -> Bool {
            var open = open
            for line in lines { _ = uncommented(line, inBlock: &open) }
            return open
        }
        switch (after(false), after(true)) {
        case (false, true): entries.remove(at: index)
        case (true, _): entries[index] = .text("[-")
        case (false, false): entries[index] = .text("[- -]")
        }
    }

    /// The lines an entry was read from (what is nested under it too); none for one made since.
    static func written(_ entry: ShoppingListEntry) -> [String] {
        switch entry {
        case .reference(let reference): (reference.written.map { [$0] } ?? []) + reference.children.flatMap(written)
        case .item(let item): item.written.map { [$0] } ?? []
        case .text(let text): [text]
        }
    }

    /// The line without its comments: from `--` to the end, and what lies inside `[-` `-]`
    /// (which may begin on an earlier line, `inBlock`).
    public static func uncommented(_ line: String, inBlock: inout Bool) -> String {
        var out = ""
        var rest = Substring(line)
        while !rest.isEmpty {
            if inBlock {
                guard let end = rest.firstRange(of: "-]") else { return out }
                inBlock = false
                rest = rest[end.upperBound...]
                continue
            }
            let block = rest.firstRange(of: "[-")
            let dashes = rest.firstRange(of: "--")
            if let dashes, block.map({ dashes.lowerBound < $0.lowerBound }) ?? true {
                out += rest[..<dashes.lowerBound]
                return out
            }
            guard let block else {
                out += rest
                return out
            }
            out += rest[..<block.lowerBound]
            inBlock = true
            rest = rest[block.upperBound...]
        }
        return out
    }

}
