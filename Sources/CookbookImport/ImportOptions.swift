/// How recipes are written into the library.
public struct ImportOptions: Sendable {
    /// The library folder: recipes go into its folder named after their first category.
    public var library: String
    /// `--into`: every recipe into this folder instead.
    public var into: String?
    public var format: ImportFormat = .json
    /// `--no-image` says false: no picture written.
    public var pictures = true
    /// `--force`: written even when the library has it already.
    public var force = false
    /// `--dry-run`: what would be written, and nothing written.
    public var dryRun = false

    public init(library: String, into: String? = nil) {
        self.library = library
        self.into = into
    }
}
