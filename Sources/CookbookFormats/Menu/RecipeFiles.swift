import CookbookModel

/// The recipes of a catalog by their file (the path without its extension), which is what a
/// menu's references name: `@./Breakfast/Easy Pancakes` is the recipe read from
/// `<root>/Breakfast/Easy Pancakes.cook`. Made when plans are looked at, not at start.
public struct RecipeFiles: Sendable {
    private var ids: [String: String] = [:]

    public init(_ catalog: Catalog) {
        let recipes = catalog.recipes
        for i in recipes.indices {
            let summary = recipes[i]
            guard let source = summary.source else { continue }
            let key = Self.withoutExtension(source)
            if ids[key] == nil { ids[key] = summary.id }
        }
    }

    /// The recipe a plan's reference names: below the library root that holds the plan, then
    /// below the plan's own folder. Nil when neither has it (the plan shows it missing).
    public func id(of reference: MenuReference, in plan: PlanFile) -> String? {
        guard let relative = reference.relativePath else { return nil }
        for base in [plan.root, plan.folder] {
            let key = (base.hasSuffix("/") ? base : base + "/") + relative
            if let id = ids[key] { return id }
        }
        return nil
    }

    /// The path a reference to this recipe file is written with, from the root: `Breakfast/Easy
    /// Pancakes` (without `./` and the extension); nil when the file is not below the root.
    public static func relativePath(ofSource source: String, root: String) -> String? {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        guard source.hasPrefix(prefix) else { return nil }
        return withoutExtension(String(source.dropFirst(prefix.count)))
    }

    static func withoutExtension(_ path: String) -> String {
        let slash = path.lastIndex(of: "/")
        guard let dot = path.lastIndex(of: "."), slash.map({ dot > path.index(after: $0) }) ?? (dot > path.startIndex) else { return path }
        return String(path[..<dot])
    }
}
