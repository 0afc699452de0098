/// A recipe in the basket, at the scale it was put in at.
public struct BasketEntry: Equatable, Hashable, Codable, Sendable {
    public var id: String
    public var scale: Double

    public init(id: String, scale: Double = 1) {
        self.id = id
        self.scale = scale
    }
}
