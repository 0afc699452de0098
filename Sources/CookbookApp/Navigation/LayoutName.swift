/// Layouts by the names the command line, the config file and `--layout` use.
public enum LayoutName {
    public static let all: [(name: String, layout: Layout)] = [
        ("three-column", .threeColumn), ("two-column", .twoColumn), ("stack", .stack),
    ]

    public static func layout(named name: String) -> Layout? {
        all.first { $0.name == name.lowercased() }?.layout
    }
}
