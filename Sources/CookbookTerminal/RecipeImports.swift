import CookbookApp

/// Recipes brought into the library while the session runs (`:import`): started and stopped
/// as the app asks (`Effect.importRecipes`, `Effect.cancelImport`), asked how far it is at each
/// wake-up while it runs. The program's is `BrowseImports` (pages fetched, files read, recipes
/// written, on a task of its own); tests make their own.
public protocol RecipeImports: AnyObject {
    /// Begins importing these sources; what it does is said by `progress`, then `takeFinished`.
    func start(_ sources: [String])
    /// Stops the import under way: what is written stays, nothing more is written.
    func cancel()
    /// What the import is doing now; nil when it is not running.
    var progress: String? { get }
    /// What the import did, once it is done; nil before, and once taken.
    func takeFinished() -> ImportSummary?
}
