public struct Category: Equatable, Hashable, Codable, Sendable, Identifiable {
    public var id: String
    public var name: String

    typealias CodingKeys = BundledFormat.CategoryField

    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}
