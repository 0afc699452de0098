import CookbookModel

/// The recipes a library's Cooklang references name (`@./Sauces/Pesto{}`), for the commands
/// that expand them (`shop`, `pantry`).
enum LibraryReferences {
    static func resolver(_ opened: Startup.Opened) -> ReferenceExpansion.Resolver {
        let library = opened.library
        var bySource: [String: String] = [:]
        for summary in library.catalog.recipes {
            if let source = summary.source { bySource[source] = summary.id }
        }
        return ReferenceExpansion.resolver(roots: opened.source ?? [], bySource: bySource) { library.recipe(id: $0) }
    }
}
