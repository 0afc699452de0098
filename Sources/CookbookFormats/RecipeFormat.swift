import CookbookModel

/// A kind of recipe file the library reads, chosen by the file's extension and checked by
/// its content: the reader says when the bytes are not what the extension promised.
public struct RecipeFormat: Sendable {
    public var name: String
    /// Lowercase, without the dot.
    public var extensions: Set<String>
    public var read: @Sendable (_ bytes: [UInt8], _ fileName: String) -> FileReading

    public init(name: String, extensions: Set<String>, read: @escaping @Sendable ([UInt8], String) -> FileReading) {
        self.name = name
        self.extensions = extensions
        self.read = read
    }
}

/// What reading one file gave.
public enum FileReading: Sendable {
    case recipes([ReadRecipe])
    /// Why the file gave no recipe: an error, or a notice when nothing is wrong (a Cooklang
    /// menu, skipped), said apart in the problems list.
    case problem(FormatProblem)
}
