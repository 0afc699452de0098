/// The themes by the names config.toml's `theme =`, `--theme` and `:theme` use.
public enum ThemeName: String, CaseIterable, Equatable, Sendable {
    /// Dark or light after the terminal's background; dark while it is not known.
    case auto
    case dark, light
    /// No colour: attributes only (as `NO_COLOR` asks).
    case mono

    /// The theme this name comes to on a terminal with this background (nil: not known)
    /// that shows colour or not (when it does not, it has none or `NO_COLOR` is set: mono).
    public func resolved(background: TerminalBackground?, colour: Bool) -> ThemeName {
        guard colour else { return .mono }
        guard self == .auto else { return self }
        return background == .light ? .light : .dark
    }

    /// The styles of the theme (`auto` before it is resolved: dark's).
    public var theme: Theme {
        switch self {
        case .auto, .dark: .dark
        case .light: .light
        case .mono: .monochrome
        }
    }

    /// The name as typed, in any case.
    public init?(named name: String) {
        self.init(rawValue: name.lowercased())
    }
}
