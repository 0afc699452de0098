/// The Plans screen: the library's plans, or one plan's days and meals; the highlighted row.
public struct PlansState: Equatable, Codable, Sendable {
    /// The plan shown, by its name below its root (`Plans/Week 1`); nil: the list of plans.
    public var plan: String?
    /// The day a link asked for (`?day=`), shown first after today's.
    public var day: String?
    public var selected: Int

    public init(plan: String? = nil, day: String? = nil, selected: Int = 0) {
        self.plan = plan
        self.day = day
        self.selected = selected
    }
}
