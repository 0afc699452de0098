/// A named part of a recipe's steps: `steps[firstStep...]` up to the next section.
public struct StepSection: Equatable, Hashable, Codable, Sendable {
    public var name: String
    public var firstStep: Int

    public init(name: String, firstStep: Int) {
        self.name = name
        self.firstStep = firstStep
    }

    typealias CodingKeys = BundledFormat.SectionField
}
