/// An amount as a number: one value, or a range from `value` up to `upTo` (`2-3`).
public struct Amount: Equatable, Hashable, Sendable {
    public var value: Double
    /// The upper end of a range; nil for one number. Always more than `value`.
    public var upTo: Double?

    public init(_ value: Double, upTo: Double? = nil) {
        self.value = value
        self.upTo = upTo
    }
}
