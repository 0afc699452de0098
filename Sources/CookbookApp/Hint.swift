
/// A command's entry in the status bar.
public struct Hint: Sendable {
    /// Shown as one key with this command's: `↑↓ move`.
    public var pairedWith: CommandName?
    /// Shown instead of the key's name ("any key").
    public var keyText: String?
    /// The label, or nil when the hint does not apply now.
    public var label: @Sendable (HintContext) -> String?

    public init(pairedWith: CommandName? = nil, keyText: String? = nil, label: @escaping @Sendable (HintContext) -> String?) {
        self.pairedWith = pairedWith
        self.keyText = keyText
        self.label = label
    }

    static func always(_ text: String, keyText: String? = nil) -> Hint { Hint(keyText: keyText) { _ in text } }
}
