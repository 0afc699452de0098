/// The three ways to show the same model: three columns, two columns or a stack (after
/// Apple's NavigationCookbook sample, which calls them experiences). "Layout" is the word
/// everywhere: the code, the picker (`v`), `--layout`, `layout =` in config.toml and
/// `:layout`; the older `--experience`, `experience =` and `:experience` are still read.
public enum Layout: String, Codable, Sendable, CaseIterable {
    /// Categories | recipes | the recipe.
    case threeColumn
    /// Categories | a grid of the category's recipes, with the recipe pushed over the grid.
    case twoColumn
    /// One list with a section per category; recipes are pushed over it.
    case stack

    public var title: String {
        switch self {
        case .threeColumn: "Three columns"
        case .twoColumn: "Two columns"
        case .stack: "Stack"
        }
    }
}
