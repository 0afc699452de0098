/// What became of one imported recipe.
public struct ImportOutcome: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// Written at this path (and its picture at the other, when it had one).
        case written(String, picture: String?)
        /// Would be written there (`--dry-run`).
        case wouldWrite(String, picture: String?)
        /// The library has it already, there.
        case alreadyThere(String)
        case failed(String)
    }

    public var origin: String
    public var name: String
    public var kind: Kind
}
