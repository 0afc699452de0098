/// Layouts by the names the command line, the config file and `--experience` use.
public enum ExperienceName {
    public static let all: [(name: String, experience: Experience)] = [
        ("three-column", .threeColumn), ("two-column", .twoColumn), ("stack", .stack),
    ]

    public static func experience(named name: String) -> Experience? {
        all.first { $0.name == name.lowercased() }?.experience
    }
}
