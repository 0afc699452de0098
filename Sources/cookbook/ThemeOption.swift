import ArgumentParser
import CookbookRender

/// `--theme`'s values.
enum ThemeOption: String, ExpressibleByArgument, CaseIterable {
    case auto, dark, light, mono

    var value: ThemeName { ThemeName(rawValue: rawValue)! }
}

/// What each theme is, for `--help` and the man page, which list the values with these.
extension ThemeOption {
    var defaultValueDescription: String {
        switch self {
        case .auto: "dark or light after the terminal's background (COLORFGBG, or the terminal asked); dark when it does not say (the default)"
        case .dark: "for a dark background"
        case .light: "for a light background"
        case .mono: "no colour: bold, underline and reverse only (as NO_COLOR)"
        }
    }
}
