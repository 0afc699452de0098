#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether the terminal's background is dark or light, as far as it says: the themes are
/// made for one or the other (`ThemeName.auto`).
public enum TerminalBackground: String, Equatable, Sendable {
    case dark, light

    /// The background of a colour given as red, green and blue from 0 to 1: light when its
    /// relative luminance (WCAG's) is over the one where black text and white text on it
    /// have the same contrast, 0.179 ((L + 0.05) / 0.05 = 1.05 / (L + 0.05)).
    public init(red: Double, green: Double, blue: Double) {
        self = Self.luminance(red: red, green: green, blue: blue) > 0.179 ? .light : .dark
    }

    /// WCAG's relative luminance of an sRGB colour, each part from 0 to 1.
    public static func luminance(red: Double, green: Double, blue: Double) -> Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }
}
